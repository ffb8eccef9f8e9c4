import { formatBRL, formatData, MSG_FINANCEIRO } from '@morada/domain';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { quebrarLinhas, textoSeguro } from '../../lib/pdf/pdf-texto';

export type DadosReciboPdf = {
  emitente: { nome: string; endereco: string };
  pagador: { nome: string; cpf: string };
  valorPago: number;
  dataPagamento: string;
  /** 'mm/aaaa' */
  referencia: string;
  descricao: string;
  nossoNumero: string | null;
  pagamentoId: string;
  cidade: string;
  /** Each component received, multa, juros, discount (negative) — Lei 8.245 art. 22 VI. */
  itens: { rotulo: string; valor: number }[];
  /** Each amount received: date, means, value. */
  recebimentos: { data: string; meio: string; valor: number }[];
};

/** 'Recibo' of a paid rent payment: one A4 page, with the amount and reference in the metadata. */
export const gerarReciboPdf = async (d: DadosReciboPdf): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Recibo ${d.referencia}`);
  pdf.setSubject(`Recibo ${d.referencia} - ${formatBRL(d.valorPago)}`);
  pdf.setKeywords(['Recibo', d.referencia, d.pagamentoId]);
  pdf.setAuthor(d.emitente.nome);
  pdf.setProducer('Morada');
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
  const escrever = (t: string, x: number, y: number, size = 11, bold = false) =>
    page.drawText(textoSeguro(bold ? negrito : font, t), {
      x,
      y,
      size,
      font: bold ? negrito : font,
      color: rgb(0, 0, 0),
    });

  escrever(d.emitente.nome, 50, 780, 16, true);
  escrever(d.emitente.endereco, 50, 762, 9);
  page.drawLine({ start: { x: 50, y: 750 }, end: { x: 545, y: 750 }, thickness: 1 });
  escrever('Recibo', 50, 715, 22, true);
  escrever(formatBRL(d.valorPago), 400, 715, 18, true);
  const corpo =
    `Recebemos de ${d.pagador.nome}, CPF ${d.pagador.cpf}, a importância de ${formatBRL(d.valorPago)}, ` +
    `referente a ${d.descricao} (mês de referência ${d.referencia}), paga em ${formatData(d.dataPagamento)}.`;
  let y = 680;
  for (const linha of quebrarLinhas(font, corpo, 12, 495)) {
    escrever(linha, 50, y, 12);
    y -= 18;
  }
  y -= 12;
  escrever(`Mês de referência: ${d.referencia}`, 50, y);
  y -= 28;
  // The itemised table: one line per component, then the total received.
  for (const item of d.itens) {
    escrever(item.rotulo, 60, y);
    const valor = formatBRL(item.valor);
    escrever(valor, 480 - font.widthOfTextAtSize(textoSeguro(font, valor), 11), y);
    y -= 16;
  }
  page.drawLine({ start: { x: 60, y: y + 10 }, end: { x: 480, y: y + 10 }, thickness: 0.5 });
  escrever(MSG_FINANCEIRO.componentes.total, 60, y - 4, 11, true);
  const total = formatBRL(d.valorPago);
  escrever(total, 480 - negrito.widthOfTextAtSize(textoSeguro(negrito, total), 11), y - 4, 11, true);
  y -= 34;
  for (const r of d.recebimentos) {
    escrever(MSG_FINANCEIRO.reciboRecebimento(formatData(r.data), r.meio, formatBRL(r.valor)), 60, y, 10);
    y -= 14;
  }
  if (d.nossoNumero) escrever(`Nosso número: ${d.nossoNumero}`, 50, y - 6);
  escrever(`Identificação do pagamento: ${d.pagamentoId}`, 50, y - 22, 8);
  escrever(`${d.cidade}, ${formatData(d.dataPagamento)}`, 50, y - 60);
  page.drawLine({ start: { x: 300, y: y - 110 }, end: { x: 545, y: y - 110 }, thickness: 0.5 });
  escrever(d.emitente.nome, 300, y - 124, 10);
  return pdf.save({ useObjectStreams: false });
};
