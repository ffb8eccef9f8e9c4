import { formatBRL, formatData } from '@morada/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { barrasI2of5 } from '../../../lib/boleto/i2of5';
import { quebrarLinhas, textoSeguro } from '../../../lib/pdf/pdf-texto';

/** Everything printed on a boleto; the caller has already resolved account, agency settings and payer. */
export type DadosBoletoPdf = {
  /** "341-7" and "Itaú": the bank's code with its check digit, and its name. */
  banco: { codigoComDv: string; nome: string };
  /** False for the demo bank: the slip says, in red, that no bank takes it. */
  pagavel: boolean;
  /** "Pagável em qualquer banco" (real bank) or the demo bank's notice. */
  localPagamento: string;
  cedente: {
    nome: string;
    endereco: string;
    /** 'CNPJ 12.345.678/0001-90', or '' when the agency has not filled it in. */
    documento: string;
    /** The "Agência / Código do beneficiário" box, as the bank prints it. */
    agenciaCodigo: string;
  };
  carteira: string;
  sacado: { nome: string; cpf: string; email: string };
  vencimento: string;
  valor: number;
  /** As the bank prints it ("109/00000008-1"). */
  nossoNumero: string;
  /** As stored and carried by the bank's files ("002582817"): also a keyword of the PDF. */
  nossoNumeroArquivo: string;
  numeroDocumento: string;
  dataDocumento: string;
  dataProcessamento: string;
  descricao: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixPayload: string | null;
  instrucoes: string[];
};

const PRETO = rgb(0, 0, 0);
const CINZA = rgb(0.35, 0.35, 0.35);
const VERMELHO = rgb(0.75, 0, 0);

type Ctx = { page: PDFPage; font: PDFFont; negrito: PDFFont };

/** The text cut with '…' to fit `largura` points. */
const caber = (font: PDFFont, t: string, size: number, largura: number): string => {
  let s = textoSeguro(font, t);
  if (font.widthOfTextAtSize(s, size) <= largura) return s;
  while (s.length > 1 && font.widthOfTextAtSize(`${s}…`, size) > largura) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
};

const texto = (
  c: Ctx,
  t: string,
  x: number,
  y: number,
  size = 9,
  bold = false,
  cor = PRETO,
  largura = 1000,
) => {
  const font = bold ? c.negrito : c.font;
  c.page.drawText(caber(font, t, size, largura), { x, y, size, font, color: cor });
};

/** A labelled box of the bank-slip grid: small caption on top, value below (right-aligned if asked). */
const celula = (
  c: Ctx,
  rotulo: string,
  valor: string,
  x: number,
  y: number,
  w: number,
  h = 22,
  opcoes: { negrito?: boolean; direita?: boolean; cor?: typeof PRETO; tamanho?: number } = {},
) => {
  c.page.drawRectangle({ x, y, width: w, height: h, borderColor: PRETO, borderWidth: 0.5 });
  c.page.drawText(caber(c.font, rotulo, 5.5, w - 4), {
    x: x + 2,
    y: y + h - 7,
    size: 5.5,
    font: c.font,
    color: CINZA,
  });
  if (!valor) return;
  const size = opcoes.tamanho ?? 8.5;
  const font = opcoes.negrito ? c.negrito : c.font;
  const v = caber(font, valor, size, w - 6);
  const vx = opcoes.direita ? x + w - 3 - font.widthOfTextAtSize(v, size) : x + 3;
  c.page.drawText(v, { x: vx, y: y + 4, size, font, color: opcoes.cor ?? PRETO });
};

/** The bank's heading of each part: name | code-DV | (linha digitável or the part's title). */
const cabecalhoBanco = (
  c: Ctx,
  d: DadosBoletoPdf,
  x: number,
  y: number,
  w: number,
  direita: string,
  grande: boolean,
) => {
  // The bank's name where a logo would go: 11 pt, smaller when a long name needs it.
  const tamanhoNome = Math.min(
    11,
    126 / Math.max(1, c.negrito.widthOfTextAtSize(textoSeguro(c.negrito, d.banco.nome), 1)),
  );
  texto(c, d.banco.nome, x, y + 4, tamanhoNome, true, PRETO, 128);
  c.page.drawLine({ start: { x: x + 132, y }, end: { x: x + 132, y: y + 22 }, thickness: 1.5, color: PRETO });
  texto(c, d.banco.codigoComDv, x + 138, y + 4, 15, true);
  c.page.drawLine({ start: { x: x + 192, y }, end: { x: x + 192, y: y + 22 }, thickness: 1.5, color: PRETO });
  const size = grande ? 11 : 9;
  const larguraTexto = c.negrito.widthOfTextAtSize(textoSeguro(c.negrito, direita), size);
  texto(c, direita, x + w - larguraTexto, y + 4, size, true);
  c.page.drawLine({ start: { x, y }, end: { x: x + w, y }, thickness: 1.5, color: PRETO });
};

const desenharBarras = (page: PDFPage, codigo: string, x: number, y: number) => {
  const fino = 0.96; // ≈ 0.34 mm, inside FEBRABAN's narrow-bar range
  let cx = x;
  for (const el of barrasI2of5(codigo)) {
    const w = el.largo ? fino * 3 : fino;
    if (el.barra) page.drawRectangle({ x: cx, y, width: w, height: 37, color: PRETO });
    cx += w;
  }
};

const desenharQr = (page: PDFPage, payload: string, x: number, y: number, lado: number) => {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const m = lado / modules.size;
  for (let r = 0; r < modules.size; r++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(r, col))
        page.drawRectangle({ x: x + col * m, y: y + lado - (r + 1) * m, width: m, height: m, color: PRETO });
    }
  }
};

const beneficiario = (d: DadosBoletoPdf) =>
  d.cedente.documento ? `${d.cedente.nome} - ${d.cedente.documento}` : d.cedente.nome;

/**
 * One A4 page by FEBRABAN's layout: the payer's receipt (recibo do pagador, with the PIX QR code of
 * a boleto híbrido when the agency has a PIX key) and the ficha de compensação with the barcode.
 */
export const gerarBoletoPdf = async (d: DadosBoletoPdf): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${d.nossoNumero}`);
  pdf.setSubject(d.linhaDigitavel);
  pdf.setKeywords([...new Set([d.linhaDigitavel, d.nossoNumero, d.nossoNumeroArquivo])]);
  pdf.setAuthor(d.cedente.nome);
  pdf.setProducer('Morada');
  const page = pdf.addPage([595.28, 841.89]);
  const c: Ctx = {
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    negrito: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const X = 30;
  const W = 535;
  const D = 140; // right column of the grid
  const E = W - D;

  // Recibo do pagador
  texto(c, d.cedente.nome, X, 812, 12, true, PRETO, W);
  texto(c, d.cedente.endereco, X, 800, 7.5, false, CINZA, W);
  cabecalhoBanco(c, d, X, 770, W, 'Recibo do Pagador', false);
  celula(c, 'Beneficiário', beneficiario(d), X, 748, E);
  celula(c, 'Vencimento', formatData(d.vencimento), X + E, 748, D, 22, { negrito: true, direita: true });
  celula(c, 'Agência / Código do Beneficiário', d.cedente.agenciaCodigo, X, 726, 200);
  celula(c, 'Nosso Número', d.nossoNumero, X + 200, 726, E - 200);
  celula(c, '(=) Valor do Documento', formatBRL(d.valor), X + E, 726, D, 22, {
    negrito: true,
    direita: true,
  });
  celula(c, 'Pagador', `${d.sacado.nome} - CPF ${d.sacado.cpf}`, X, 704, E);
  celula(c, 'Nº do Documento', d.numeroDocumento, X + E, 704, D, 22, { direita: true });
  celula(c, 'Descrição', d.descricao, X, 682, W);
  celula(c, 'Linha Digitável', d.linhaDigitavel, X, 660, W);
  let y = 648;
  if (!d.pagavel) {
    page.drawRectangle({ x: X, y: y - 20, width: W, height: 18, borderColor: VERMELHO, borderWidth: 1 });
    texto(c, d.localPagamento, X + 6, y - 14, 10, true, VERMELHO, W - 12);
    y -= 26;
  }
  if (d.pixPayload) {
    const lado = Math.min(110, y - 534); // above the cut line
    desenharQr(page, d.pixPayload, X, y - lado, lado);
    texto(c, 'Pague com PIX', X + lado + 15, y - 14, 11, true);
    texto(c, 'Leia o QR Code no app do seu banco ou use o PIX copia e cola:', X + lado + 15, y - 28, 8);
    let yp = y - 42;
    for (let i = 0; i < d.pixPayload.length && yp > y - lado; i += 90, yp -= 9) {
      page.drawText(d.pixPayload.slice(i, i + 90), {
        x: X + lado + 15,
        y: yp,
        size: 6.5,
        font: c.font,
        color: CINZA,
      });
    }
  }
  texto(c, 'Autenticação mecânica', X + W - 80, 520, 6.5, false, CINZA);
  page.drawLine({
    start: { x: X, y: 510 },
    end: { x: X + W, y: 510 },
    thickness: 0.5,
    dashArray: [3, 3],
    color: CINZA,
  });
  texto(c, 'Corte na linha pontilhada', X + W - 82, 513, 6, false, CINZA);

  // Ficha de compensação
  cabecalhoBanco(c, d, X, 478, W, d.linhaDigitavel, true);
  const local = d.pagavel ? { negrito: false } : { negrito: true, cor: VERMELHO, tamanho: 9.5 };
  celula(c, 'Local de Pagamento', d.localPagamento, X, 456, E, 22, local);
  celula(c, 'Vencimento', formatData(d.vencimento), X + E, 456, D, 22, { negrito: true, direita: true });
  celula(c, 'Beneficiário', beneficiario(d), X, 434, E);
  celula(c, 'Agência / Código do Beneficiário', d.cedente.agenciaCodigo, X + E, 434, D, 22, {
    direita: true,
  });
  celula(c, 'Data do Documento', formatData(d.dataDocumento), X, 412, 75);
  celula(c, 'Nº do Documento', d.numeroDocumento, X + 75, 412, 120);
  celula(c, 'Espécie Doc.', 'RC', X + 195, 412, 55);
  celula(c, 'Aceite', 'N', X + 250, 412, 40);
  celula(c, 'Data do Processamento', formatData(d.dataProcessamento), X + 290, 412, E - 290);
  celula(c, 'Nosso Número', d.nossoNumero, X + E, 412, D, 22, { direita: true });
  celula(c, 'Uso do Banco', '', X, 390, 75);
  celula(c, 'Carteira', d.carteira, X + 75, 390, 60);
  celula(c, 'Espécie', 'R$', X + 135, 390, 45);
  celula(c, 'Quantidade', '', X + 180, 390, 110);
  celula(c, 'Valor', '', X + 290, 390, E - 290);
  celula(c, '(=) Valor do Documento', formatBRL(d.valor), X + E, 390, D, 22, {
    negrito: true,
    direita: true,
  });
  page.drawRectangle({ x: X, y: 280, width: E, height: 110, borderColor: PRETO, borderWidth: 0.5 });
  page.drawText('Instruções (texto de responsabilidade do beneficiário)', {
    x: X + 2,
    y: 383,
    size: 5.5,
    font: c.font,
    color: CINZA,
  });
  let yi = 372;
  for (const instr of d.instrucoes) {
    for (const linha of quebrarLinhas(c.font, instr, 8, E - 8)) {
      if (yi < 284) break;
      texto(c, linha, X + 4, yi, 8);
      yi -= 10.5;
    }
  }
  celula(c, '(-) Desconto / Abatimento', '', X + E, 368, D);
  celula(c, '(-) Outras Deduções', '', X + E, 346, D);
  celula(c, '(+) Mora / Multa', '', X + E, 324, D);
  celula(c, '(+) Outros Acréscimos', '', X + E, 302, D);
  celula(c, '(=) Valor Cobrado', '', X + E, 280, D);
  page.drawRectangle({ x: X, y: 244, width: W, height: 36, borderColor: PRETO, borderWidth: 0.5 });
  page.drawText('Pagador', { x: X + 2, y: 273, size: 5.5, font: c.font, color: CINZA });
  texto(c, `${d.sacado.nome} - CPF ${d.sacado.cpf}`, X + 3, 262, 8.5, false, PRETO, W - 6);
  texto(c, d.sacado.email, X + 3, 250, 8, false, PRETO, W - 6);
  texto(c, 'Sacador / Avalista:', X, 235, 6, false, CINZA);
  texto(c, 'Autenticação mecânica - Ficha de Compensação', X + W - 160, 235, 7, true);
  desenharBarras(page, d.codigoBarras, X, 190);
  return pdf.save({ useObjectStreams: false });
};
