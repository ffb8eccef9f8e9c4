/**
 * The specification's closed lists and their labels, as plain `as const` arrays. No zod here on
 * purpose: the public site reads these (filters, labels) on pages that validate nothing, and a
 * schema next to them would pull zod (~24 KB gzip) into those pages (DESIGN §9). The matching
 * `z.enum` schemas live in enums.schema.ts.
 */
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
/** How an amount was received (a payment record and its receipt name it). */
export const MEIOS_PAGAMENTO = ['PIX', 'Boleto', 'Transferência', 'Dinheiro'] as const;
export const TIPOS_ALERTA = ['danger', 'warning', 'success', 'info'] as const;

export type TipoImovel = (typeof TIPOS_IMOVEL)[number];
export type Operacao = (typeof OPERACOES)[number];
export type StatusImovel = (typeof STATUS_IMOVEL)[number];
export type Perfil = (typeof PERFIS)[number];
export type StatusUsuario = (typeof STATUS_USUARIO)[number];
export type StatusContrato = (typeof STATUS_CONTRATO)[number];
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];
export type StatusDocumento = (typeof STATUS_DOCUMENTO)[number];
export type TipoProcesso = (typeof TIPOS_PROCESSO)[number];
export type StatusProcesso = (typeof STATUS_PROCESSO)[number];
export type Prioridade = (typeof PRIORIDADES)[number];
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export type MeioPagamento = (typeof MEIOS_PAGAMENTO)[number];
