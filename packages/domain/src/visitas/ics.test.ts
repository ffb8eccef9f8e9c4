import { describe, expect, it } from 'vitest';
import { conviteIcs, dobrarLinhaIcs, escaparTextoIcs } from './ics';

const VISITA = {
  id: 'v1',
  imovelTitulo: 'Apartamento, 2 quartos; varanda',
  imovelEndereco:
    'Rua Domingos de Morais, 1200, apto 52 — Vila Mariana, São Paulo/SP, com portaria 24 horas e vaga',
  inicio: '2026-12-07T13:00:00.000Z',
  fim: '2026-12-07T14:00:00.000Z',
  visitanteNome: 'Mariana Souza',
  visitanteEmail: 'mariana@email.com.br',
  visitanteTelefone: '11987654321',
  corretorNome: 'Carlos Corretor',
};
const AGENCIA = { nome: 'Morada Imóveis', email: 'contato@morada.com.br' };

/** RFC 5545 §3.1 read back: unfold (CRLF + space), then name;params:value per line. */
const ler = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => {
      const i = l.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return { nome: l.slice(0, i).split(';')[0]!, linha: l.slice(0, i), valor: l.slice(i + 1) };
    });
const desescapar = (v: string) => v.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

describe('conviteIcs', () => {
  const ics = conviteIcs({
    visita: VISITA,
    agencia: AGENCIA,
    corretor: { nome: 'Carlos Corretor', email: 'corretor@morada.com.br' },
    metodo: 'REQUEST',
    sequencia: 1,
    agora: new Date('2026-12-01T10:00:00.000Z'),
  });
  const campos = ler(ics);
  const valor = (nome: string) => campos.find((c) => c.nome === nome)?.valor;

  it('uses CRLF only and lines of at most 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const linha of ics.split('\r\n')) expect(Buffer.byteLength(linha, 'utf8')).toBeLessThanOrEqual(75);
    // The address is longer than a line: it was folded, and reads back whole.
    expect(ics).toMatch(/\r\n /);
  });

  it('reads back as one event in UTC with the escaped texts', () => {
    expect(campos.map((c) => c.nome)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SEQUENCE',
      'STATUS',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'ORGANIZER',
      'ATTENDEE',
      'ATTENDEE',
      'END',
      'END',
    ]);
    expect(valor('METHOD')).toBe('REQUEST');
    expect(valor('UID')).toBe('visita-v1@morada');
    expect(valor('DTSTAMP')).toBe('20261201T100000Z');
    expect(valor('DTSTART')).toBe('20261207T130000Z');
    expect(valor('DTEND')).toBe('20261207T140000Z');
    expect(valor('SEQUENCE')).toBe('1');
    expect(valor('STATUS')).toBe('CONFIRMED');
    expect(valor('SUMMARY')).toBe('Visita: Apartamento\\, 2 quartos\\; varanda');
    expect(desescapar(valor('SUMMARY')!)).toBe('Visita: Apartamento, 2 quartos; varanda');
    expect(desescapar(valor('LOCATION')!)).toBe(VISITA.imovelEndereco);
    expect(campos.find((c) => c.nome === 'ORGANIZER')!.linha).toBe('ORGANIZER;CN="Morada Imóveis"');
    expect(valor('ORGANIZER')).toBe('mailto:contato@morada.com.br');
    expect(campos.filter((c) => c.nome === 'ATTENDEE').map((c) => c.valor)).toEqual([
      'mailto:mariana@email.com.br',
      'mailto:corretor@morada.com.br',
    ]);
  });

  it('cancels the same event with CANCEL and STATUS:CANCELLED', () => {
    const cancel = ler(
      conviteIcs({ visita: VISITA, agencia: AGENCIA, metodo: 'CANCEL', sequencia: 2, agora: new Date() }),
    );
    const v = (n: string) => cancel.find((c) => c.nome === n)?.valor;
    expect([v('METHOD'), v('STATUS'), v('UID'), v('SEQUENCE')]).toEqual([
      'CANCEL',
      'CANCELLED',
      'visita-v1@morada',
      '2',
    ]);
  });
});

describe('escaparTextoIcs and dobrarLinhaIcs', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escaparTextoIcs('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character of two bytes', () => {
    // 'DESCRIPTION:' is 12 octets; each 'ã' is 2: 31 of them reach 74, the 32nd would make 76.
    const linha = `DESCRIPTION:${'ã'.repeat(40)}`;
    const [primeira, segunda] = dobrarLinhaIcs(linha).split('\r\n');
    expect(Buffer.byteLength(primeira!, 'utf8')).toBe(74);
    expect(segunda).toBe(` ${'ã'.repeat(9)}`);
    expect(dobrarLinhaIcs('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
