import { formatBRL, formatData } from '@morada/domain';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { quebrarLinhas, textoSeguro } from './pdf-texto';

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
  escrever(`Data do pagamento: ${formatData(d.dataPagamento)}`, 50, y - 16);
  escrever(`Valor pago: ${formatBRL(d.valorPago)}`, 50, y - 32);
  if (d.nossoNumero) escrever(`Nosso número: ${d.nossoNumero}`, 50, y - 48);
  escrever(`Identificação do pagamento: ${d.pagamentoId}`, 50, y - 64, 8);
  escrever(`${d.cidade}, ${formatData(d.dataPagamento)}`, 50, y - 110);
  page.drawLine({ start: { x: 300, y: y - 160 }, end: { x: 545, y: y - 160 }, thickness: 0.5 });
  escrever(d.emitente.nome, 300, y - 174, 10);
  return pdf.save({ useObjectStreams: false });
};
