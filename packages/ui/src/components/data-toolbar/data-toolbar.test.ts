import { describe, expect, it } from 'vitest';
import { arquivoCsv } from './data-toolbar';

const BOM = [0xef, 0xbb, 0xbf];
const bytes = async (b: Blob) => [...new Uint8Array(await b.arrayBuffer())];

describe('arquivoCsv (the file baixarCsv saves)', () => {
  it('is UTF-8 text/csv starting with exactly one BOM, whether or not the text brought one', async () => {
    for (const texto of ['\ufeffNome;Cidade\r\nAna;São Paulo\r\n', 'Nome;Cidade\r\nAna;São Paulo\r\n']) {
      const blob = arquivoCsv(texto);
      expect(blob.type).toBe('text/csv;charset=utf-8');
      const b = await bytes(blob);
      expect(b.slice(0, 3)).toEqual(BOM);
      expect(b.slice(3, 6)).not.toEqual(BOM);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(b))).toBe(
        '\ufeffNome;Cidade\r\nAna;São Paulo\r\n',
      );
    }
  });
});
