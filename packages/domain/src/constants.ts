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
export const EXTENSOES_DOCUMENTO = ['.pdf', '.doc', '.docx'] as const;
export const LIMITE_PADRAO = 12;
export const LIMITE_MAXIMO = 100;
export const IMAGEM_PADRAO = '/imagens/sem-foto.svg';
