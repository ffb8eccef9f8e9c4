import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { textoSeguro } from '../../lib/pdf/pdf-texto';
import type { Tabela } from './tabela';

const LARGURA = 841.89; // A4 landscape: the wide statements (up to 23 columns) need the width.
const ALTURA = 595.28;
const MARGEM = 36;
const UTIL = LARGURA - 2 * MARGEM;
const TAMANHO_MAX = 9;
const TAMANHO_MIN = 5;

type Cabecalho = { agencia: string; geradoEm: string };

/** Cuts a cell to the column's width, with an ellipsis, so no text overflows into the next one. */
const caber = (font: PDFFont, texto: string, tamanho: number, largura: number) => {
  let t = textoSeguro(font, texto);
  if (font.widthOfTextAtSize(t, tamanho) <= largura) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, tamanho) > largura) t = t.slice(0, -1);
  return `${t}…`;
};

type Parte = Omit<Tabela, 'titulo' | 'seguinte'>;

/** Column widths and font size of one table: as wide as its longest cells, shrunk to fit. */
const medir = (t: Parte, negrito: PDFFont) => {
  const todas = [t.colunas, ...t.linhas, ...(t.totais ? [t.totais] : [])];
  const larguraNatural = (tamanho: number) =>
    t.colunas.map(
      (_, c) =>
        Math.max(...todas.map((l) => negrito.widthOfTextAtSize(textoSeguro(negrito, l[c] ?? ''), tamanho))) +
        6,
    );
  let tamanho = TAMANHO_MAX;
  while (tamanho > TAMANHO_MIN && larguraNatural(tamanho).reduce((a, b) => a + b, 0) > UTIL) tamanho -= 0.5;
  const naturais = larguraNatural(tamanho);
  const soma = naturais.reduce((a, b) => a + b, 0);
  return { tamanho, larguras: naturais.map((w) => (w * Math.min(UTIL, soma)) / soma), passo: tamanho * 1.6 };
};

/**
 * A report as a PDF: agency and title on every page, the header row repeated, totals in bold at
 * the end, a note under the table when it has one, and a second table (if any) after it. Columns
 * are as wide as their longest cell, and the font shrinks (down to 5 pt) until the row fits.
 */
export const tabelaPdf = async (t: Tabela, cab: Cabecalho): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.titulo);
  pdf.setAuthor(cab.agencia);
  pdf.setProducer('Morada');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage([LARGURA, ALTURA]);
  let y = 0;
  let medida = medir(t, negrito);
  const linha = (celulas: string[], fonte: PDFFont, fundo?: boolean) => {
    const { tamanho, larguras, passo } = medida;
    if (fundo)
      page.drawRectangle({ x: MARGEM, y: y - 3, width: UTIL, height: passo, color: rgb(0.92, 0.94, 0.96) });
    let x = MARGEM;
    celulas.forEach((celula, c) => {
      const w = larguras[c] ?? 0;
      page.drawText(caber(fonte, celula, tamanho, w - 4), { x: x + 2, y, size: tamanho, font: fonte });
      x += w;
    });
    y -= passo;
  };
  const novaPagina = (primeira: boolean, colunas: string[]) => {
    if (!primeira) page = pdf.addPage([LARGURA, ALTURA]);
    y = ALTURA - MARGEM;
    page.drawText(textoSeguro(negrito, cab.agencia), { x: MARGEM, y, size: 14, font: negrito });
    page.drawText(textoSeguro(font, cab.geradoEm), {
      x: LARGURA - MARGEM - font.widthOfTextAtSize(textoSeguro(font, cab.geradoEm), 8),
      y,
      size: 8,
      font,
    });
    y -= 20;
    page.drawText(textoSeguro(negrito, t.titulo), { x: MARGEM, y, size: 12, font: negrito });
    y -= 22;
    linha(colunas, negrito, true);
  };
  const desenhar = (parte: Parte) => {
    const { passo } = medida;
    for (const l of parte.linhas) {
      if (y < MARGEM + passo * 2) novaPagina(false, parte.colunas);
      linha(l, font);
    }
    if (parte.totais) {
      if (y < MARGEM + passo) novaPagina(false, parte.colunas);
      page.drawLine({
        start: { x: MARGEM, y: y + passo - 2 },
        end: { x: MARGEM + UTIL, y: y + passo - 2 },
        thickness: 0.5,
      });
      linha(parte.totais, negrito);
    }
    if (parte.nota) {
      if (y < MARGEM + passo) novaPagina(false, parte.colunas);
      page.drawText(caber(font, parte.nota, 8, UTIL), { x: MARGEM, y: y - 4, size: 8, font });
      y -= 8 * 1.6 + 4;
    }
  };

  novaPagina(true, t.colunas);
  desenhar(t);
  if (t.seguinte) {
    medida = medir(t.seguinte, negrito);
    y -= medida.passo;
    if (y < MARGEM + medida.passo * 3) novaPagina(false, t.seguinte.colunas);
    else linha(t.seguinte.colunas, negrito, true);
    desenhar(t.seguinte);
  }
  return pdf.save({ useObjectStreams: false });
};
