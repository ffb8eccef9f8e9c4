import type { Configuracao } from '@morada/domain';

/** The agency identity the public site shows (GET /api/configuracoes). */
export type AgenciaPublica = Pick<
  Configuracao,
  | 'nome'
  | 'site'
  | 'endereco'
  | 'telefone'
  | 'whatsapp'
  | 'emailAdministracao'
  | 'emailCadastros'
  | 'emailDocumentacao'
  | 'emailFinanceiro'
  | 'emailJuridico'
  | 'horarioSemana'
  | 'horarioSabado'
>;
