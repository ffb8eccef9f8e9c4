import { formatBRL } from '@morada/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { quebrarLinhas, textoSeguro } from './pdf-texto';

const A4: [number, number] = [595.28, 841.89];
const MARGEM = 50;
const LARGURA = A4[0] - 2 * MARGEM;
const TOPO = A4[1] - MARGEM;
const RODAPE = 70;

/**
 * A flowing A4 text document drawn with pdf-lib's standard fonts: headings, paragraphs, lines
 * with a value on the right, signature lines; pages are added as the text runs down. The caller
 * passes every text (pt-BR lives in the domain's catalogue).
 */
export class DocumentoPdf {
  private pagina!: PDFPage;
  private y = TOPO;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonte: PDFFont,
    private readonly negrito: PDFFont,
  ) {
    this.novaPagina();
  }

  static async criar(meta: { titulo: string; autor: string; assunto: string }): Promise<DocumentoPdf> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.titulo);
    pdf.setAuthor(meta.autor);
    pdf.setSubject(meta.assunto);
    pdf.setProducer('Morada');
    const fonte = await pdf.embedFont(StandardFonts.Helvetica);
    const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new DocumentoPdf(pdf, fonte, negrito);
  }

  /** Opens an existing PDF to write on new pages after its last one (the signature page). */
  static async continuar(bytes: Uint8Array): Promise<DocumentoPdf> {
    const pdf = await PDFDocument.load(bytes);
    const fonte = await pdf.embedFont(StandardFonts.Helvetica);
    const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new DocumentoPdf(pdf, fonte, negrito);
  }

  private novaPagina() {
    this.pagina = this.pdf.addPage(A4);
    this.y = TOPO;
  }

  /** Starts a new page when `altura` points do not fit above the footer. */
  private caber(altura: number) {
    if (this.y - altura < RODAPE) this.novaPagina();
  }

  private escrever(t: string, x: number, tamanho: number, bold: boolean) {
    const font = bold ? this.negrito : this.fonte;
    this.pagina.drawText(textoSeguro(font, t), { x, y: this.y, size: tamanho, font, color: rgb(0, 0, 0) });
  }

  cabecalho(nome: string, endereco: string): this {
    this.escrever(nome, MARGEM, 16, true);
    this.y -= 16;
    this.escrever(endereco, MARGEM, 9, false);
    this.y -= 10;
    this.pagina.drawLine({
      start: { x: MARGEM, y: this.y },
      end: { x: A4[0] - MARGEM, y: this.y },
      thickness: 1,
    });
    this.y -= 30;
    return this;
  }

  titulo(t: string, tamanho = 16): this {
    for (const linha of quebrarLinhas(this.negrito, t, tamanho, LARGURA)) {
      this.caber(tamanho + 6);
      this.escrever(linha, MARGEM, tamanho, true);
      this.y -= tamanho + 6;
    }
    this.y -= 6;
    return this;
  }

  secao(t: string): this {
    this.caber(40);
    this.y -= 6;
    return this.titulo(t, 12);
  }

  paragrafo(t: string, tamanho = 10.5, bold = false): this {
    const font = bold ? this.negrito : this.fonte;
    for (const linha of quebrarLinhas(font, t, tamanho, LARGURA)) {
      this.caber(tamanho + 4);
      this.escrever(linha, MARGEM, tamanho, bold);
      this.y -= tamanho + 4;
    }
    this.y -= 4;
    return this;
  }

  /** A label on the left and its amount in reais on the right (the settlement's lines). */
  valor(rotulo: string, reais: number, bold = false): this {
    const font = bold ? this.negrito : this.fonte;
    const texto = formatBRL(reais);
    const largura = font.widthOfTextAtSize(textoSeguro(font, texto), 10.5);
    const linhas = quebrarLinhas(font, rotulo, 10.5, LARGURA - 110);
    this.caber(linhas.length * 14.5);
    this.escrever(texto, A4[0] - MARGEM - largura, 10.5, bold);
    for (const linha of linhas) {
      this.escrever(linha, MARGEM + 10, 10.5, bold);
      this.y -= 14.5;
    }
    return this;
  }

  /** JPEG photos three by row, each scaled into a 155-point square (a vistoria's laudo). */
  async fotos(jpegs: readonly Uint8Array[]): Promise<this> {
    const lado = 155;
    for (let i = 0; i < jpegs.length; i += 3) {
      this.caber(lado + 8);
      const linha = await Promise.all(jpegs.slice(i, i + 3).map((b) => this.pdf.embedJpg(b)));
      linha.forEach((img, k) => {
        const { width, height } = img.scaleToFit(lado, lado);
        this.pagina.drawImage(img, { x: MARGEM + k * (lado + 15), y: this.y - height, width, height });
      });
      this.y -= lado + 8;
    }
    return this;
  }

  espaco(pontos = 12): this {
    this.y -= pontos;
    return this;
  }

  /** Signature lines, two by row, with the name under each. */
  assinaturas(nomes: readonly string[]): this {
    for (let i = 0; i < nomes.length; i += 2) {
      this.caber(70);
      this.y -= 40;
      nomes.slice(i, i + 2).forEach((nome, k) => {
        const x = MARGEM + k * (LARGURA / 2 + 10);
        this.pagina.drawLine({
          start: { x, y: this.y },
          end: { x: x + LARGURA / 2 - 20, y: this.y },
          thickness: 0.5,
        });
        this.y -= 12;
        this.escrever(nome, x, 9, false);
        this.y += 12;
      });
      this.y -= 20;
    }
    return this;
  }

  /** The bytes, numbering none of the pages (an appended page of a document already numbered). */
  async salvarSemNumerar(): Promise<Uint8Array> {
    return this.pdf.save({ useObjectStreams: false });
  }

  /** Numbers the pages ('Página 1 de 2') and answers the bytes. */
  async salvar(pagina: (n: number, total: number) => string): Promise<Uint8Array> {
    const paginas = this.pdf.getPages();
    paginas.forEach((p, i) =>
      p.drawText(textoSeguro(this.fonte, pagina(i + 1, paginas.length)), {
        x: MARGEM,
        y: 35,
        size: 8,
        font: this.fonte,
        color: rgb(0.3, 0.3, 0.3),
      }),
    );
    return this.pdf.save({ useObjectStreams: false });
  }
}
