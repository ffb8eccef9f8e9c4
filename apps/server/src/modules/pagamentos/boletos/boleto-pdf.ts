import { formatBRL, formatData } from '@morada/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { barrasI2of5 } from '../../../lib/boleto/i2of5';
import { quebrarLinhas, textoSeguro } from '../../../lib/pdf/pdf-texto';

/** Everything printed on a boleto; the caller has already resolved agency settings and payer. */
export type DadosBoletoPdf = {
  cedente: { nome: string; endereco: string; agenciaConta: string; banco: string };
  sacado: { nome: string; cpf: string; email: string };
  vencimento: string;
  valor: number;
  nossoNumero: string;
  numeroDocumento: string;
  dataDocumento: string;
  descricao: string;
  linhaDigitavel: string;
  codigoBarras: string;
  pixPayload: string | null;
  instrucoes: string[];
};

const PRETO = rgb(0, 0, 0);
const CINZA = rgb(0.35, 0.35, 0.35);

type Ctx = { page: PDFPage; font: PDFFont; negrito: PDFFont };

const texto = (c: Ctx, t: string, x: number, y: number, size = 9, bold = false) => {
  const font = bold ? c.negrito : c.font;
  c.page.drawText(textoSeguro(font, t), { x, y, size, font, color: PRETO });
};

/** A labelled box of the bank-slip grid: small caption on top, value below. */
const celula = (
  c: Ctx,
  rotulo: string,
  valor: string,
  x: number,
  y: number,
  w: number,
  h = 26,
  bold = false,
) => {
  c.page.drawRectangle({ x, y, width: w, height: h, borderColor: PRETO, borderWidth: 0.5 });
  c.page.drawText(textoSeguro(c.font, rotulo), {
    x: x + 3,
    y: y + h - 8,
    size: 6,
    font: c.font,
    color: CINZA,
  });
  texto(c, valor, x + 3, y + 5, 9, bold);
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

/** One A4 page: receipt stub for the payer (with PIX QR code) and the bank part with the barcode. */
export const gerarBoletoPdf = async (d: DadosBoletoPdf): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${d.nossoNumero}`);
  pdf.setSubject(d.linhaDigitavel);
  pdf.setKeywords([d.linhaDigitavel, d.nossoNumero]);
  pdf.setAuthor(d.cedente.nome);
  pdf.setProducer('Morada');
  const page = pdf.addPage([595.28, 841.89]);
  const c: Ctx = {
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    negrito: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const X = 40;
  const W = 515;

  // Recibo do pagador
  texto(c, d.cedente.nome, X, 800, 14, true);
  texto(c, d.cedente.endereco, X, 786, 8);
  texto(c, 'Recibo do Pagador', X + W - 90, 800, 9, true);
  celula(c, 'Beneficiário', d.cedente.nome, X, 740, 300);
  celula(c, 'Agência / Código do Beneficiário', d.cedente.agenciaConta, X + 300, 740, 115);
  celula(c, 'Vencimento', formatData(d.vencimento), X + 415, 740, 100, 26, true);
  celula(c, 'Pagador', `${d.sacado.nome} - CPF ${d.sacado.cpf}`, X, 714, 300);
  celula(c, 'Nosso Número', d.nossoNumero, X + 300, 714, 115);
  celula(c, 'Valor do Documento', formatBRL(d.valor), X + 415, 714, 100, 26, true);
  celula(c, 'Descrição', d.descricao, X, 688, W);
  if (d.pixPayload) {
    desenharQr(page, d.pixPayload, X, 540, 130);
    texto(c, 'Pague com PIX', X + 145, 655, 11, true);
    texto(c, 'Leia o QR Code no app do seu banco ou use o PIX copia e cola:', X + 145, 640, 8);
    let y = 626;
    for (let i = 0; i < d.pixPayload.length && y > 540; i += 80, y -= 10) {
      page.drawText(d.pixPayload.slice(i, i + 80), { x: X + 145, y, size: 6.5, font: c.font, color: CINZA });
    }
  }
  page.drawLine({
    start: { x: X, y: 520 },
    end: { x: X + W, y: 520 },
    thickness: 0.5,
    dashArray: [3, 3],
    color: CINZA,
  });
  texto(c, 'Corte na linha pontilhada', X + W - 95, 524, 6);

  // Ficha de compensação
  texto(c, d.cedente.banco, X, 496, 14, true);
  texto(c, d.linhaDigitavel, X + 110, 496, 11.5, true);
  page.drawLine({ start: { x: X, y: 490 }, end: { x: X + W, y: 490 }, thickness: 1.5, color: PRETO });
  celula(c, 'Local de Pagamento', 'Pagável em qualquer banco ou via PIX até o vencimento', X, 462, 400);
  celula(c, 'Vencimento', formatData(d.vencimento), X + 400, 462, 115, 28, true);
  celula(c, 'Beneficiário', `${d.cedente.nome} - ${d.cedente.endereco}`, X, 436, 400);
  celula(c, 'Agência / Código do Beneficiário', d.cedente.agenciaConta, X + 400, 436, 115);
  celula(c, 'Data do Documento', formatData(d.dataDocumento), X, 410, 100);
  celula(c, 'Nº do Documento', d.numeroDocumento, X + 100, 410, 150);
  celula(c, 'Espécie Doc.', 'RC', X + 250, 410, 50);
  celula(c, 'Aceite', 'N', X + 300, 410, 40);
  celula(c, 'Espécie', 'R$', X + 340, 410, 60);
  celula(c, 'Nosso Número', d.nossoNumero, X + 400, 410, 115);
  page.drawRectangle({ x: X, y: 320, width: 400, height: 90, borderColor: PRETO, borderWidth: 0.5 });
  page.drawText('Instruções (texto de responsabilidade do beneficiário)', {
    x: X + 3,
    y: 402,
    size: 6,
    font: c.font,
    color: CINZA,
  });
  let yi = 390;
  for (const instr of d.instrucoes) {
    for (const linha of quebrarLinhas(c.font, instr, 8, 390)) {
      if (yi < 326) break;
      texto(c, linha, X + 4, yi, 8);
      yi -= 11;
    }
  }
  celula(c, '(=) Valor do Documento', formatBRL(d.valor), X + 400, 384, 115, 26, true);
  celula(c, '(-) Desconto', '', X + 400, 358, 115);
  celula(c, '(+) Mora / Multa', '', X + 400, 332, 115, 26);
  celula(c, '(=) Valor Cobrado', '', X + 400, 320, 115, 12);
  celula(c, 'Pagador', `${d.sacado.nome} - CPF ${d.sacado.cpf} - ${d.sacado.email}`, X, 290, W, 30);
  texto(c, 'Autenticação mecânica - Ficha de Compensação', X + W - 190, 280, 7);
  desenharBarras(page, d.codigoBarras, X, 232);
  return pdf.save({ useObjectStreams: false });
};
