import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { textoDoPdf } from './pdf-texto';

/** A one-stream PDF as pdf-lib writes it: `/Length`, the compressed bytes, then "\nendstream". */
const pdfCom = (dados: Buffer) =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Length ${dados.length} /Filter /FlateDecode >>\nstream\n`,
        'latin1',
      ),
      dados,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]),
  );

const desenho = (texto: string) => `BT <${Buffer.from(texto, 'latin1').toString('hex')}> Tj ET`;

describe('textoDoPdf (test support)', () => {
  it('reads the text of a compressed stream whose last byte is a CR (once in 256 boletos)', () => {
    // The search for a text whose compressed form ends in 0x0D is deterministic: same inputs, same bytes.
    for (let i = 0; i < 5000; i++) {
      const texto = `Pagável em qualquer banco ${i}`;
      const dados = deflateSync(Buffer.from(desenho(texto), 'latin1'));
      if (dados.at(-1) !== 0x0d) continue;
      expect(textoDoPdf(pdfCom(dados))).toBe(texto);
      return;
    }
    throw new Error('no compressed text ending in CR found');
  });

  it('reads every stream of the file in order', () => {
    const a = deflateSync(Buffer.from(desenho('Recibo'), 'latin1'));
    const b = deflateSync(Buffer.from(desenho('R$ 1.000,00'), 'latin1'));
    const pdf = Buffer.concat([Buffer.from(pdfCom(a)), Buffer.from(pdfCom(b))]);
    expect(textoDoPdf(new Uint8Array(pdf))).toBe('Recibo\nR$ 1.000,00');
  });
});
