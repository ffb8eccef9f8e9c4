import { describe, expect, it } from 'vitest';
import { centavosOfx, dataOfx, decodificarOfx, textoOfx } from './ofx-texto';

describe('centavosOfx', () => {
  it.each([
    ['-10.00', -1000],
    ['1850.00', 185000],
    ['+1620.40', 162040],
    ['50', 5000],
    ['-12,5', -1250],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567,89', 123456789],
    ['.5', 50],
    ['-0.00', 0],
    ['10.005', 1001],
    ['10.0049', 1000],
    [' 7.10 ', 710],
  ])('%s → %i', (valor, centavos) => expect(centavosOfx(valor)).toBe(centavos));

  it.each(['', '-', 'abc', '10.00.00', '1,234,56', '1.234.56', '10-', '1e3', 'R$ 10,00'])(
    'refuses %j',
    (valor) => expect(centavosOfx(valor)).toBeNull(),
  );
});

describe('dataOfx', () => {
  it.each([
    ['20240105', '2024-01-05'],
    ['20240105120000', '2024-01-05'],
    ['20240105120000[-3:BRT]', '2024-01-05'],
    ['20240105000000[-03:EST]', '2024-01-05'],
    ['20240105000000[0:GMT]', '2024-01-05'],
    ['20240302103015.123[-3:BRT]', '2024-03-02'],
    ['202403021030', '2024-03-02'],
    ['20240229', '2024-02-29'],
    ['20240105[-3]', '2024-01-05'],
  ])('%s → %s', (valor, data) => expect(dataOfx(valor)).toBe(data));

  it.each(['2024-01-05', '05/01/2024', '20230229', '20241301', '20240105250000', '2024010', '20240105[BRT]'])(
    'refuses %j',
    (valor) => expect(dataOfx(valor)).toBeNull(),
  );
});

describe('textoOfx', () => {
  it('decodes entities and collapses spaces', () => {
    expect(textoOfx('  TARIFA &amp; IOF&#32;&#x41;  \r\n')).toBe('TARIFA & IOF A');
  });
});

describe('decodificarOfx', () => {
  const latin = (s: string) => Uint8Array.from([...s].map((c) => c.charCodeAt(0)));
  it('reads windows-1252 when the header says CHARSET:1252', () => {
    expect(decodificarOfx(latin('CHARSET:1252\n<MEMO>CONCEI\u00c7\u00c3O \u0080'))).toBe(
      'CHARSET:1252\n<MEMO>CONCEIÇÃO €',
    );
  });
  it('reads ISO-8859-1 headers as windows-1252 too', () => {
    expect(decodificarOfx(latin('CHARSET:ISO-8859-1\n<MEMO>JOS\u00c9'))).toBe(
      'CHARSET:ISO-8859-1\n<MEMO>JOSÉ',
    );
  });
  it('reads UTF-8 when ENCODING:UTF-8 or the XML declaration says so', () => {
    const utf8 = new TextEncoder().encode('ENCODING:UTF-8\nCHARSET:NONE\n<MEMO>JOSÉ');
    expect(decodificarOfx(utf8)).toBe('ENCODING:UTF-8\nCHARSET:NONE\n<MEMO>JOSÉ');
    const xml = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><MEMO>JOSÉ');
    expect(decodificarOfx(xml.buffer as ArrayBuffer)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><MEMO>JOSÉ',
    );
  });
  it('guesses without a declaration: UTF-8 when valid, else windows-1252', () => {
    expect(decodificarOfx(new TextEncoder().encode('<MEMO>JOSÉ'))).toBe('<MEMO>JOSÉ');
    expect(decodificarOfx(latin('<MEMO>JOS\u00c9'))).toBe('<MEMO>JOSÉ');
  });
});
