import type { PDFFont } from 'pdf-lib';

/**
 * Standard fonts encode WinAnsi only: pt-BR accents pass, anything else (emoji, CJK, some
 * punctuation) would throw inside pdf-lib, so such characters are dropped.
 */
export const textoSeguro = (font: PDFFont, texto: string): string =>
  [...texto.normalize('NFC')]
    .filter((ch) => {
      try {
        font.encodeText(ch);
        return true;
      } catch {
        return false;
      }
    })
    .join('');

/** Splits a text into lines that fit `largura` points at `tamanho`. */
export const quebrarLinhas = (font: PDFFont, texto: string, tamanho: number, largura: number): string[] => {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of textoSeguro(font, texto).split(/\s+/)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (atual && font.widthOfTextAtSize(tentativa, tamanho) > largura) {
      linhas.push(atual);
      atual = palavra;
    } else atual = tentativa;
  }
  if (atual) linhas.push(atual);
  return linhas;
};
