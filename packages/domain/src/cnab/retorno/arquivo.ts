import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { ArquivoCnabInvalido } from '../erros';

const M = MSG_COBRANCA_BANCARIA.cnab;

/** DOS end-of-file mark (Ctrl-Z) some bank systems still append. */
const FIM_DE_ARQUIVO = String.fromCharCode(26);
const vazia = (linha: string): boolean => linha.replaceAll(FIM_DE_ARQUIVO, '').trim() === '';

/**
 * Splits a retorno into its records and checks that every one has the layout's width (240 or
 * 400, decided by the first line). Accepts CRLF or LF, a BOM, trailing blank lines and the
 * end-of-file character some bank systems append.
 */
export const linhasDoArquivo = (texto: string): { linhas: string[]; tamanho: 240 | 400 } => {
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (linhas.length > 0 && vazia(linhas[linhas.length - 1] ?? '')) linhas.pop();
  const primeira = linhas[0];
  if (primeira === undefined) throw new ArquivoCnabInvalido(0, M.vazio);
  const tamanho = primeira.length;
  if (tamanho !== 240 && tamanho !== 400) throw new ArquivoCnabInvalido(1, M.layoutDesconhecido(tamanho));
  linhas.forEach((l, i) => {
    if (l.length !== tamanho) throw new ArquivoCnabInvalido(i + 1, M.tamanhoLinha(l.length, tamanho));
  });
  return { linhas, tamanho };
};

/** Centavos from a digits-only amount field ('' → 0). */
export const centavos = (digitos: string | undefined): number => (digitos ? Number(digitos) : 0);

/** Leading zeros removed, for comparing account identifiers written with different widths. */
export const semZeros = (s: string | undefined): string | undefined => {
  const t = (s ?? '').trim();
  if (t === '') return undefined;
  return t.replace(/^0+(?=.)/, '');
};
