import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtratoInvalido, chaveDoCredito, lerOfx } from './ofx';

/*
 * Fixtures are written by hand in the shape of real exports (header lines, tag order, memo styles
 * and quirks of each bank's internet banking); account numbers, names and CPFs are invented
 * (12345678909 and 11144477735 are the usual valid test CPFs).
 */
const bytes = (nome: string) => readFileSync(new URL(`./fixtures/${nome}`, import.meta.url));
const texto = (nome: string) => bytes(nome).toString('utf8');

const erroDe = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('não lançou');
};

describe('lerOfx — Banco do Brasil (OFX 1.02 SGML, CHARSET:1252, bytes)', () => {
  const extrato = lerOfx(bytes('bb-1252.ofx'));

  it('reads the account, period and currency', () => {
    expect(extrato).toMatchObject({
      banco: '1',
      agencia: '1234-5',
      conta: '12345-6',
      inicio: '2024-01-01',
      fim: '2024-01-31',
      moeda: 'BRL',
    });
  });

  it('reads each line without closing tags, decoding windows-1252 accents', () => {
    expect(extrato.transacoes).toEqual([
      {
        fitid: '20240102001',
        tipo: 'OTHER',
        data: '2024-01-02',
        valorCentavos: -4590,
        memo: 'Tarifa Pacote de Serviços',
        nome: null,
        documento: '000000000001',
        ocorrencia: 1,
        linha: 40,
      },
      {
        fitid: '20240105002',
        tipo: 'CREDIT',
        data: '2024-01-05',
        valorCentavos: 185000,
        memo: 'Pix - Recebido 05/01 10:32 12345678909 MARIA APARECIDA',
        nome: null,
        documento: '000000105002',
        ocorrencia: 1,
        linha: 49,
      },
      {
        fitid: '20240110003',
        tipo: 'CREDIT',
        data: '2024-01-10',
        valorCentavos: 230000,
        memo: 'Pix - Recebido 10/01 08:15 JOÃO CONCEIÇÃO',
        nome: null,
        documento: '000000110003',
        ocorrencia: 1,
        linha: 58,
      },
    ]);
  });

  it('gives the same result from an ArrayBuffer', () => {
    const b = bytes('bb-1252.ofx');
    const buffer = b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    expect(lerOfx(buffer)).toEqual(extrato);
  });
});

describe('lerOfx — Itaú (dates without time, repeated FITIDs, no </STMTTRN>)', () => {
  const extrato = lerOfx(bytes('itau.ofx'));

  it('reads every line, closing each STMTTRN at the next one', () => {
    expect(extrato.banco).toBe('0341');
    expect(extrato.agencia).toBeNull();
    expect(extrato.conta).toBe('0987654321');
    expect(extrato.transacoes.map((t) => [t.fitid, t.data, t.valorCentavos, t.ocorrencia])).toEqual([
      ['0000001', '2024-01-08', 150000, 1],
      ['0000001', '2024-01-09', 98050, 1],
      ['0000002', '2024-01-09', 10000, 1],
      ['0000002', '2024-01-09', 10000, 2],
      ['0000003', '2024-01-10', -30000, 1],
    ]);
  });

  it('keys lines that share a FITID apart, and identical lines by their occurrence', () => {
    const chaves = extrato.transacoes.map((t) => chaveDoCredito(extrato, t));
    expect(new Set(chaves).size).toBe(5);
    expect(chaves[3]).toBe(`${chaves[2]}#2`);
    expect(chaves[0]).toMatch(/^ofx:341::987654321:[0-9a-f]{16}$/);
  });

  it('gives the same keys when an overlapping statement is imported again', () => {
    // A second export from 09/01 on: same lines, other header, other period.
    const outro = texto('itau.ofx')
      .replace('<DTSTART>20240101', '<DTSTART>20240109')
      .replace(/<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20240108[\s\S]*?(?=<STMTTRN>)/, '');
    const segundo = lerOfx(outro);
    expect(segundo.inicio).toBe('2024-01-09');
    expect(segundo.transacoes).toHaveLength(4);
    const primeiras = new Set(extrato.transacoes.map((t) => chaveDoCredito(extrato, t)));
    for (const t of segundo.transacoes) expect(primeiras.has(chaveDoCredito(segundo, t))).toBe(true);
  });
});

describe('lerOfx — Bradesco (CRLF, closing leaf tags, comma decimals, entities)', () => {
  const extrato = lerOfx(bytes('bradesco.ofx'));

  it('reads amounts written with a comma and thousands marks', () => {
    expect(extrato).toMatchObject({ banco: '0237', agencia: '3456', conta: '0012345' });
    expect(extrato.inicio).toBe('2024-02-01');
    expect(extrato.fim).toBe('2024-02-29');
    expect(extrato.transacoes.map((t) => [t.valorCentavos, t.memo, t.documento])).toEqual([
      [123456, 'TRANSF CC PARA CC PJ 111.444.777-35', '7788'],
      [-1250, 'TARIFA BANCARIA & IOF', '7789'],
    ]);
  });
});

describe('lerOfx — Nubank-like (ENCODING:UTF-8, CHARSET:NONE)', () => {
  it('decodes UTF-8 bytes and keeps the line as written', () => {
    const extrato = lerOfx(bytes('nubank.ofx'));
    expect(extrato).toMatchObject({ banco: '0260', agencia: '0001', conta: '12345678-9' });
    expect(extrato.transacoes).toHaveLength(3);
    expect(extrato.transacoes[0]?.memo).toBe(
      'Transferência recebida pelo Pix - JOSÉ DA SILVA SANTOS - •••.456.789-•• - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 56789-0',
    );
    expect(extrato.transacoes.map((t) => t.valorCentavos)).toEqual([175000, 210000, -8990]);
  });
});

describe('lerOfx — OFX 2.2 XML', () => {
  const extrato = lerOfx(texto('ofx2-xml.ofx'));

  it('reads NAME and REFNUM, ignores a PAYEE name, times with milliseconds and empty tags', () => {
    expect(extrato).toMatchObject({ banco: '077', agencia: '0001-9', conta: '7654321-0' });
    expect(extrato.inicio).toBe('2024-03-01');
    expect(extrato.fim).toBe('2024-03-04');
    expect(extrato.transacoes).toEqual([
      {
        fitid: 'E0000000020240302103015ABCDEF12',
        tipo: 'CREDIT',
        data: '2024-03-02',
        valorCentavos: 162040,
        memo: 'PIX RECEBIDO',
        nome: 'Paula Fernandes de Oliveira',
        documento: '998877',
        ocorrencia: 1,
        linha: 26,
      },
      {
        fitid: 'E0000000020240304000000ABCDEF13',
        tipo: 'CREDIT',
        data: '2024-03-04',
        valorCentavos: 5000,
        memo: '',
        nome: null,
        documento: null,
        ocorrencia: 1,
        linha: 36,
      },
    ]);
  });

  it('reads the same file written on one line', () => {
    const umaLinha = lerOfx(texto('ofx2-xml.ofx').replace(/\n\s*/g, ''));
    expect(umaLinha.transacoes.map((t) => t.linha)).toEqual([1, 1]);
    expect(umaLinha.transacoes.map((t) => t.valorCentavos)).toEqual([162040, 5000]);
  });

  it('takes dates without DTSTART/DTEND from the postings', () => {
    const semPeriodo = lerOfx(texto('ofx2-xml.ofx').replace(/<DTSTART>.*\n|<DTEND>.*\n/g, ''));
    expect([semPeriodo.inicio, semPeriodo.fim]).toEqual(['2024-03-02', '2024-03-04']);
  });
});

describe('lerOfx — refusals name the line and the tag', () => {
  const bb = new TextDecoder('windows-1252').decode(bytes('bb-1252.ofx'));
  const linhas = bb.split('\n');
  const ate = (n: number) => linhas.slice(0, n).join('\n');

  /** The refusal's text: 'Extrato inválido na linha N, marca <TAG>: ' and the reason. */
  const invalido = (linha: number, marca: string, motivo: string) =>
    `Extrato inválido na linha ${linha}, marca <${marca}>: ${motivo}`;

  // A line of bb-1252.ofx left out: the case, the line, where the refusal points and why.
  const semLinha: [string, string, number, string, string][] = [
    ['a line without FITID', '<FITID>20240105002', 49, 'STMTTRN', 'o lançamento não tem o campo <FITID>.'],
    ['a line without TRNAMT', '<TRNAMT>-45.90', 40, 'STMTTRN', 'o lançamento não tem o campo <TRNAMT>.'],
    ['no ACCTID', '<ACCTID>12345-6', 74, 'ACCTID', 'o arquivo não informa a conta (falta <ACCTID>).'],
    ['no BANKID', '<BANKID>1', 74, 'BANKID', 'o arquivo não informa a conta (falta <BANKID>).'],
  ];
  // A text of bb-1252.ofx replaced: the case, the text, its replacement, where and why.
  const trocas: [string, string, string, number, string, string][] = [
    [
      'a TRNAMT that is not a number',
      '<TRNAMT>1850.00',
      '<TRNAMT>1850.OO',
      52,
      'TRNAMT',
      '"1850.OO" não é um valor em reais.',
    ],
    [
      'an impossible DTPOSTED',
      '<DTPOSTED>20240110120000',
      '<DTPOSTED>20240231120000',
      60,
      'DTPOSTED',
      '"20240231120000[-3:BRT]" não é uma data válida.',
    ],
    [
      'a bad DTSTART',
      '<DTSTART>20240101120000[-3:BRT]',
      '<DTSTART>01/01/2024',
      38,
      'DTSTART',
      '"01/01/2024" não é uma data válida.',
    ],
    [
      'a bank error status',
      '<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>',
      '<CODE>2000\n<SEVERITY>ERROR\n</STATUS>\n<STMTRS>',
      26,
      'CODE',
      'o banco informou o código de erro 2000 ao gerar o extrato.',
    ],
    [
      'a stray closing tag',
      '</LEDGERBAL>',
      '</LEDGERBAL>\n</STMTTRN>',
      72,
      'STMTTRN',
      'a marca </STMTTRN> fecha algo que não foi aberto.',
    ],
    [
      'two statements in one file',
      '</STMTRS>',
      '<BANKTRANLIST>\n</BANKTRANLIST>\n</STMTRS>',
      72,
      'BANKTRANLIST',
      'o arquivo traz mais de um extrato; exporte uma conta por arquivo.',
    ],
  ];

  const casos: [string, string, string][] = [
    [
      'a file that is not OFX',
      'Data;Histórico;Valor\n05/01/2024;PIX;1850,00',
      invalido(1, 'OFX', 'o arquivo não é um extrato OFX (não encontramos a marca <OFX>).'),
    ],
    [
      'no BANKTRANLIST',
      bb.replace(/<BANKTRANLIST>[\s\S]*<\/BANKTRANLIST>\n/, ''),
      invalido(44, 'BANKTRANLIST', 'o arquivo não traz a lista de lançamentos (<BANKTRANLIST>).'),
    ],
    [
      'a file cut inside the list',
      ate(53),
      invalido(
        53,
        'BANKTRANLIST',
        'o arquivo termina antes do fim da lista de lançamentos; ele parece cortado.',
      ),
    ],
    ...semLinha.map(([caso, linha, n, marca, motivo]): [string, string, string] => [
      caso,
      bb.replace(`${linha}\n`, ''),
      invalido(n, marca, motivo),
    ]),
    ...trocas.map(([caso, de, para, n, marca, motivo]): [string, string, string] => [
      caso,
      bb.replace(de, para),
      invalido(n, marca, motivo),
    ]),
  ];

  it.each(casos)('%s', (_caso, arquivo, mensagem) => {
    const erro = erroDe(() => lerOfx(arquivo));
    expect(erro).toBeInstanceOf(ExtratoInvalido);
    expect((erro as Error).message).toBe(mensagem);
  });
});
