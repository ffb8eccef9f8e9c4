import { describe, expect, it } from 'vitest';
import { celulaCsv, csvImoveis, csvUsuarios, gerarCsv, nomeArquivoCsv } from './csv';
import type { Imovel } from './imovel/imovel.schema';

const imovel: Imovel = {
  id: '1',
  titulo: '=HYPERLINK("x")',
  tipo: 'Terreno',
  operacao: 'Venda',
  preco: 100000,
  endereco: 'Rua "A"',
  bairro: 'B',
  cidade: 'C',
  estado: 'SP',
  areaUtil: 300,
  descricao: '',
  destaque: false,
  status: 'Disponível',
  dataCadastro: '2026-01-01',
  fotos: [],
  caracteristicas: [],
};

/** The file's lines, after checking it starts with exactly one BOM and ends with CRLF. */
const linhasDoArquivo = (csv: string) => {
  expect(csv.startsWith('\ufeff')).toBe(true);
  expect(csv.startsWith('\ufeff\ufeff')).toBe(false);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
};

describe('exportação CSV', () => {
  it('abre em colunas no Excel pt-BR: BOM UTF-8 uma vez, separador ; e linhas CRLF', () => {
    expect(gerarCsv(['A', 'B'], [['x', 'y,z']])).toBe('\ufeffA;B\r\nx;y,z\r\n');
  });
  it('usa as colunas da especificação e N/A para cômodos ausentes', () => {
    const linhas = linhasDoArquivo(csvImoveis([imovel]));
    expect(linhas[0]).toBe(
      'Título;Tipo;Operação;Preço;Endereço;Bairro;Cidade;Estado;Área;Quartos;Banheiros;Status',
    );
    expect(linhas[1]).toBe(
      `"'=HYPERLINK(""x"")";Terreno;Venda;100000,00;"Rua ""A""";B;C;SP;300;N/A;N/A;Disponível`,
    );
  });
  it('escreve valores com vírgula decimal, como o Excel pt-BR lê números', () => {
    const [, linha] = linhasDoArquivo(csvImoveis([{ ...imovel, preco: 3500.5, areaUtil: 85.5, quartos: 2 }]));
    expect(linha).toContain(';Venda;3500,50;');
    expect(linha).toContain(';SP;85,5;2;N/A;');
    expect(celulaCsv(1971.22)).toBe('1971,22');
    expect(celulaCsv(-1234.5)).toBe('-1234,5');
  });
  it('neutraliza fórmulas e põe aspas só onde é preciso (; aspas CR LF)', () => {
    expect(celulaCsv('=1+1')).toBe(`'=1+1`);
    expect(celulaCsv('-5')).toBe(`'-5`);
    expect(celulaCsv('@SOMA(A1)')).toBe(`'@SOMA(A1)`);
    expect(celulaCsv('+55 11 9999')).toBe(`'+55 11 9999`);
    expect(celulaCsv('=A1;B1')).toBe(`"'=A1;B1"`);
    expect(celulaCsv('a "b"')).toBe('"a ""b"""');
    expect(celulaCsv('a;b')).toBe('"a;b"');
    expect(celulaCsv('linha\nnova')).toBe('"linha\nnova"');
    expect(celulaCsv('fim\r')).toBe('"fim\r"');
    expect(celulaCsv('R$ 1.800,00')).toBe('R$ 1.800,00');
    expect(celulaCsv(null)).toBe('');
    expect(celulaCsv(undefined)).toBe('');
  });
  it('mostra "Nunca acessou" e o rótulo do perfil nos usuários', () => {
    const csv = csvUsuarios([
      {
        id: '1',
        nome: 'A',
        email: 'a@b',
        telefone: '1',
        perfil: 'proprietario',
        status: 'ativo',
        dataCadastro: '2026-02-03',
        ultimoAcesso: null,
      },
    ]);
    const linhas = linhasDoArquivo(csv);
    expect(linhas[0]).toBe('Nome;Email;Telefone;Perfil;Status;Data de Cadastro;Último Acesso');
    expect(linhas[1]).toContain(';Proprietário;ativo;03/02/2026;Nunca acessou');
  });
  it('nomeia os arquivos com a data AAAA-MM-DD', () => {
    expect(nomeArquivoCsv('imoveis', new Date(2026, 10, 2))).toBe('imoveis_2026-11-02.csv');
    expect(nomeArquivoCsv('usuarios', new Date(2026, 0, 15))).toBe('usuarios_2026-01-15.csv');
  });
});
