import { z } from 'zod';

export const TIPOS_IMOVEL = ['Apartamento', 'Casa', 'Comercial', 'Terreno'] as const;
export const OPERACOES = ['Venda', 'Aluguel'] as const;
export const STATUS_IMOVEL = ['Disponível', 'Ocupado', 'Reservado', 'Manutenção'] as const;
export const PERFIS = ['admin', 'inquilino', 'proprietario', 'corretor'] as const;
export const PERFIL_LABEL = {
  admin: 'Administrador',
  inquilino: 'Inquilino',
  proprietario: 'Proprietário',
  corretor: 'Corretor',
} as const satisfies Record<(typeof PERFIS)[number], string>;
export const STATUS_USUARIO = ['ativo', 'inativo', 'pendente'] as const;
export const STATUS_CONTRATO = ['Ativo', 'Finalizado', 'Cancelado', 'Pendente'] as const;
export const TIPOS_DOCUMENTO = [
  'Contrato',
  'Adendo',
  'Notificação',
  'Procuração',
  'Distrato',
  'Vistoria',
  'Outros',
] as const;
export const STATUS_DOCUMENTO = ['Ativo', 'Arquivado', 'Pendente'] as const;
export const TIPOS_PROCESSO = ['Despejo', 'Cobrança', 'Danos', 'Distrato', 'Renovação', 'Outros'] as const;
export const STATUS_PROCESSO = ['Aberto', 'Em Andamento', 'Concluído', 'Arquivado'] as const;
export const PRIORIDADES = ['Baixa', 'Média', 'Alta', 'Urgente'] as const;
export const STATUS_PAGAMENTO = ['PENDING', 'RECEIVED', 'OVERDUE', 'CANCELLED'] as const;
export const TIPOS_ALERTA = ['danger', 'warning', 'success', 'info'] as const;

export const tipoImovelSchema = z.enum(TIPOS_IMOVEL);
export const operacaoSchema = z.enum(OPERACOES);
export const statusImovelSchema = z.enum(STATUS_IMOVEL);
export const perfilSchema = z.enum(PERFIS);
export const statusUsuarioSchema = z.enum(STATUS_USUARIO);
export const statusContratoSchema = z.enum(STATUS_CONTRATO);
export const tipoDocumentoSchema = z.enum(TIPOS_DOCUMENTO);
export const statusDocumentoSchema = z.enum(STATUS_DOCUMENTO);
export const tipoProcessoSchema = z.enum(TIPOS_PROCESSO);
export const statusProcessoSchema = z.enum(STATUS_PROCESSO);
export const prioridadeSchema = z.enum(PRIORIDADES);
export const statusPagamentoSchema = z.enum(STATUS_PAGAMENTO);

export type TipoImovel = z.infer<typeof tipoImovelSchema>;
export type Operacao = z.infer<typeof operacaoSchema>;
export type StatusImovel = z.infer<typeof statusImovelSchema>;
export type Perfil = z.infer<typeof perfilSchema>;
export type StatusUsuario = z.infer<typeof statusUsuarioSchema>;
export type StatusContrato = z.infer<typeof statusContratoSchema>;
export type TipoDocumento = z.infer<typeof tipoDocumentoSchema>;
export type StatusDocumento = z.infer<typeof statusDocumentoSchema>;
export type TipoProcesso = z.infer<typeof tipoProcessoSchema>;
export type StatusProcesso = z.infer<typeof statusProcessoSchema>;
export type Prioridade = z.infer<typeof prioridadeSchema>;
export type StatusPagamento = z.infer<typeof statusPagamentoSchema>;
