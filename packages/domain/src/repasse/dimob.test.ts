import { describe, expect, it } from 'vitest';
import { cepDoEndereco, gerarDimob, LEIAUTE_DIMOB, type LocacaoDimob } from './dimob';

const declarante = {
  cnpj: '12.345.678/0001-95',
  nome: 'Morada Imóveis Ltda',
  cpfResponsavel: '123.456.789-09',
  endereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
  uf: 'SP',
  municipio: '7107',
};

const mes = (aluguel: number, comissao: number) => ({ aluguel, comissao, imposto: 0 });
const locacao: LocacaoDimob = {
  locadorDocumento: '529.982.247-25',
  locadorNome: 'Olga Proprietária',
  locatarioDocumento: '11.222.333/0001-81',
  locatarioNome: 'Café São João Ltda',
  contratoNumero: 'CT-2026-001',
  contratoData: '2026-01-10',
  meses: [mes(2_000_00, 200_00), mes(2_030_00, 203_00), ...Array.from({ length: 10 }, () => mes(0, 0))],
  imovel: {
    urbano: true,
    endereco: 'Rua Domingos de Morais, 1200, apto 84',
    cep: '04010-100',
    municipio: '7107',
    uf: 'SP',
  },
};

/** The text at 1-based positions [inicio, inicio + tamanho), as the layout lists them. */
const campo = (l: string, inicio: number, tamanho: number) => l.slice(inicio - 1, inicio - 1 + tamanho);

describe('gerarDimob', () => {
  const arquivo = gerarDimob(2026, declarante, [locacao]);
  const linhas = arquivo.split('\r\n');

  it('has header, R01, one R02 per rental and the T9 trailer, each line ending in CRLF', () => {
    expect(arquivo.endsWith('\r\n')).toBe(true);
    expect(linhas.slice(0, -1).map((l) => l.slice(0, 3))).toEqual(['DIM', 'R01', 'R02', 'T9 ']);
    expect(linhas.slice(0, -1).map((l) => l.length)).toEqual([374, 270, 797, 102]);
  });

  it('lays every field where the layout puts it', () => {
    for (const [registro, indice] of [
      ['header', 0],
      ['r01', 1],
      ['r02', 2],
      ['trailer', 3],
    ] as const) {
      const campos = LEIAUTE_DIMOB[registro];
      // Fields follow each other without gaps from position 1 to the end of the line.
      campos.forEach((c, i) => {
        const anterior = campos[i - 1];
        expect(c.inicio).toBe(anterior ? anterior.inicio + anterior.tamanho : 1);
      });
      const ultimo = campos[campos.length - 1]!;
      expect(linhas[indice]!.length).toBe(ultimo.inicio + ultimo.tamanho - 1);
    }
  });

  it('R01: the declarant, upper case without accents', () => {
    const r01 = linhas[1]!;
    expect(campo(r01, 4, 14)).toBe('12345678000195');
    expect(campo(r01, 18, 4)).toBe('2026');
    expect(campo(r01, 22, 1)).toBe('0');
    expect(campo(r01, 44, 60).trimEnd()).toBe('MORADA IMOVEIS LTDA');
    expect(campo(r01, 104, 11)).toBe('12345678909');
    expect(campo(r01, 115, 120).trimEnd()).toBe('AV. PAULISTA, 1000 - BELA VISTA, SAO PAULO - SP, 01310-100');
    expect(campo(r01, 235, 2)).toBe('SP');
    expect(campo(r01, 237, 4)).toBe('7107');
  });

  it('R02: the hand-computed rental, month by month in centavos', () => {
    const r02 = linhas[2]!;
    expect(campo(r02, 1, 3)).toBe('R02');
    expect(campo(r02, 4, 14)).toBe('12345678000195');
    expect(campo(r02, 22, 5)).toBe('00001');
    expect(campo(r02, 27, 14)).toBe('52998224725   ');
    expect(campo(r02, 41, 60).trimEnd()).toBe('OLGA PROPRIETARIA');
    expect(campo(r02, 101, 14)).toBe('11222333000181');
    expect(campo(r02, 115, 60).trimEnd()).toBe('CAFE SAO JOAO LTDA');
    expect(campo(r02, 175, 6)).toBe('026001');
    expect(campo(r02, 181, 8)).toBe('10012026');
    // January: R$ 2.000,00 rent, R$ 200,00 commission, no tax withheld.
    expect(campo(r02, 189, 14)).toBe('00000000200000');
    expect(campo(r02, 203, 14)).toBe('00000000020000');
    expect(campo(r02, 217, 14)).toBe('00000000000000');
    // February: R$ 2.030,00 and R$ 203,00.
    expect(campo(r02, 231, 14)).toBe('00000000203000');
    expect(campo(r02, 245, 14)).toBe('00000000020300');
    // December's tax withheld is the last money field.
    expect(campo(r02, 679, 14)).toBe('00000000000000');
    expect(campo(r02, 693, 1)).toBe('U');
    expect(campo(r02, 694, 60).trimEnd()).toBe('RUA DOMINGOS DE MORAIS, 1200, APTO 84');
    expect(campo(r02, 754, 8)).toBe('04010100');
    expect(campo(r02, 762, 4)).toBe('7107');
    expect(campo(r02, 786, 2)).toBe('SP');
  });

  it('numbers the rentals in sequence and has only the trailer without rentals', () => {
    const dois = gerarDimob(2026, declarante, [locacao, { ...locacao, contratoNumero: 'CT-2025-014' }]).split(
      '\r\n',
    );
    expect(campo(dois[3]!, 22, 5)).toBe('00002');
    expect(campo(dois[3]!, 175, 6)).toBe('025014');
    expect(
      gerarDimob(2026, declarante, [])
        .split('\r\n')
        .map((l) => l.slice(0, 3)),
    ).toEqual(['DIM', 'R01', 'T9 ', '']);
  });
});

describe('cepDoEndereco', () => {
  it('finds a CEP written in the address', () => {
    expect(cepDoEndereco('Av. Paulista, 1000 - São Paulo - SP, 01310-100')).toBe('01310100');
    expect(cepDoEndereco('Rua A, 12, CEP 04010100')).toBe('04010100');
    expect(cepDoEndereco('Rua dos Pinheiros, 870, apto 1203')).toBe('');
  });
  it("prefers the property's own cep, when informed", () => {
    expect(cepDoEndereco('Av. Paulista, 1000 - São Paulo - SP, 01310-100', '01311000')).toBe('01311000');
    expect(cepDoEndereco('Rua dos Pinheiros, 870', '05422-001')).toBe('05422001');
    expect(cepDoEndereco('Av. Paulista, 1000, 01310-100', '')).toBe('01310100');
  });
});
