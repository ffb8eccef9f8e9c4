/** Business constants of the specification (section 9). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const SENHA_MINIMA = 6;
export const TOAST_DURACAO = {
  contatoSucesso: 5000,
  auth: 3000,
  download: 3000,
  recuperacaoSenha: 4000,
  padrao: 5000,
} as const;
export const MAX_MINIATURAS = 5;
export const CARACTERISTICAS_VISIVEIS = 2;
export const LIMIAR_INADIMPLENCIA = 5;
export const PRIORIDADES_SINO = ['Urgente', 'Alta'] as const;
export const DONUT_RAIOS = { interno: 60, externo: 100 } as const;
export const ATRASO_COBRANCA_MS = 2000;
export const ATRASO_DOWNLOAD_MS = 1500;
export const DIA_VENCIMENTO = { min: 1, max: 31, padrao: 5 } as const;
export const PASSO_MONETARIO = 0.01;
export const PREVIA_DESCRICAO_PROCESSO = 50;
export const VALOR_BOLETO_EXEMPLO = 2500;
export const FOTO_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENTO_MAX_BYTES = 20 * 1024 * 1024;
export const FOTOS_MAX_POR_ENVIO = 20;
/** An expense's receipt (issue 11): a PDF or a photo of the invoice, at most 10 MB. */
export const COMPROVANTE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest body the API reads from a write (413 above, before any handler runs): JSON forms are a
 * few KB. The uploads declare their own (`limiteCorpo` in @morada/domain/api); files are also
 * checked one by one.
 */
export const MAX_CORPO_BYTES = 1 * 1024 * 1024;
/** A property form: up to 20 photos of 5 MB plus its fields. */
export const MAX_CORPO_IMOVEL_BYTES = FOTOS_MAX_POR_ENVIO * FOTO_MAX_BYTES + 5 * 1024 * 1024;
/** A legal document upload: one 20 MB file plus its fields. */
export const MAX_CORPO_DOCUMENTO_BYTES = DOCUMENTO_MAX_BYTES + 1 * 1024 * 1024;
/** An expense with its receipt plus the form's fields. */
export const MAX_CORPO_DESPESA_BYTES = COMPROVANTE_MAX_BYTES + 1 * 1024 * 1024;
/** The largest bank file read (retorno or OFX): a 10,000-line CNAB 400 retorno is about 4 MB. */
export const ARQUIVO_BANCARIO_MAX_BYTES = 10 * 1024 * 1024;
/** A bank file plus the import form's fields. */
export const MAX_CORPO_ARQUIVO_BANCARIO_BYTES = ARQUIVO_BANCARIO_MAX_BYTES + 64 * 1024;
export const EXTENSOES_DOCUMENTO = ['.pdf', '.doc', '.docx'] as const;
export const LIMITE_PADRAO = 12;
export const LIMITE_MAXIMO = 100;
export const IMAGEM_PADRAO = '/imagens/sem-foto.svg';
