import { describe, expect, it } from 'vitest';
import { celulaCsv, csvImoveis, csvUsuarios, nomeArquivoCsv } from './csv';
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

describe('exportação CSV', () => {
  it('usa as colunas da especificação e N/A para cômodos ausentes', () => {
    const linhas = csvImoveis([imovel]).replace('\ufeff', '').split('\r\n');
    expect(linhas[0]).toBe(
      '"Título","Tipo","Operação","Preço","Endereço","Bairro","Cidade","Estado","Área","Quartos","Banheiros","Status"',
    );
    expect(linhas[1]).toContain('"N/A","N/A","Disponível"');
  });
  it('neutraliza fórmulas e escapa aspas', () => {
    expect(celulaCsv('=1+1')).toBe(`"'=1+1"`);
    expect(celulaCsv('-5')).toBe(`"'-5"`);
    expect(celulaCsv('a "b"')).toBe('"a ""b"""');
    expect(csvImoveis([imovel])).toContain(`"'=HYPERLINK(""x"")"`);
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
    expect(csv).toContain('"Proprietário","ativo","03/02/2026","Nunca acessou"');
  });
  it('nomeia os arquivos com a data AAAA-MM-DD', () => {
    expect(nomeArquivoCsv('imoveis', new Date(2026, 10, 2))).toBe('imoveis_2026-11-02.csv');
    expect(nomeArquivoCsv('usuarios', new Date(2026, 0, 15))).toBe('usuarios_2026-01-15.csv');
  });
});
