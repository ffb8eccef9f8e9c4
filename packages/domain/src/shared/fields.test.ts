import { describe, expect, it } from 'vitest';
import { imovelCamposSchema } from '../imovel/imovel.schema';
import { inteiroTexto, lerNumeroBR, numeroTexto } from './fields';

const MSG = 'Preço deve ser um número';

describe('lerNumeroBR', () => {
  it('com vírgula, pontos são separadores de milhar', () => {
    expect(lerNumeroBR('3.200,00')).toBe(3200);
    expect(lerNumeroBR('1.500.000,50')).toBe(1500000.5);
    expect(lerNumeroBR('2,5')).toBe(2.5);
    expect(lerNumeroBR('3200,75')).toBe(3200.75);
  });

  it('sem vírgula, ponto seguido de grupos de três dígitos é milhar', () => {
    expect(lerNumeroBR('3.200')).toBe(3200);
    expect(lerNumeroBR('1.500.000')).toBe(1500000);
  });

  it('sem vírgula, qualquer outro ponto é decimal', () => {
    expect(lerNumeroBR('2.5')).toBe(2.5);
    expect(lerNumeroBR('3200.50')).toBe(3200.5);
    expect(lerNumeroBR('0.500')).toBe(0.5);
    expect(lerNumeroBR('1500')).toBe(1500);
  });

  it('aceita números e espaços em volta', () => {
    expect(lerNumeroBR(4500)).toBe(4500);
    expect(lerNumeroBR('  850  ')).toBe(850);
  });

  it('recusa texto que não é número', () => {
    for (const v of ['', 'abc', '1,2,3', '1.50,00', '1.2.3', '12a', ',', 'R$ 10', '1e3']) {
      expect(lerNumeroBR(v)).toBeNaN();
    }
  });
});

describe('numeroTexto', () => {
  const schema = numeroTexto(MSG);
  it('converte o que o usuário digita', () => {
    expect(schema.parse('3.200,00')).toBe(3200);
    expect(schema.parse('1.500.000')).toBe(1500000);
    expect(schema.parse('3.200')).toBe(3200);
    expect(schema.parse('2.5')).toBe(2.5);
    expect(schema.parse(0)).toBe(0);
  });
  it('recusa vazio, texto e negativos com a mensagem recebida', () => {
    for (const v of ['', 'dez', '-5', -1]) {
      const r = schema.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MSG);
    }
  });
});

describe('inteiroTexto', () => {
  const schema = inteiroTexto('Quartos deve ser um número');
  it('aceita contagens, inclusive com milhar', () => {
    expect(schema.parse('3')).toBe(3);
    expect(schema.parse('1.200')).toBe(1200);
    expect(schema.parse('2,0')).toBe(2);
  });
  it('recusa frações com a mesma mensagem', () => {
    const r = schema.safeParse('2,5');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Quartos deve ser um número');
  });
});

describe('formulário de imóvel', () => {
  const base = {
    titulo: 'Casa',
    tipo: 'Casa',
    operacao: 'Venda',
    preco: '1.500.000',
    endereco: 'Rua A, 1',
    bairro: 'Centro',
    cidade: 'São Paulo',
    estado: 'SP',
    areaUtil: '120,5',
    descricao: 'Ampla',
  };
  it('lê preço e área no formato brasileiro', () => {
    const r = imovelCamposSchema.parse({ ...base, precoCondominio: '3.200,00', quartos: '3', andar: '' });
    expect(r).toMatchObject({ preco: 1500000, areaUtil: 120.5, precoCondominio: 3200, quartos: 3 });
    expect(r.andar).toBeUndefined();
  });
  it('quartos, suítes, banheiros, vagas e andar são inteiros', () => {
    const r = imovelCamposSchema.safeParse({
      ...base,
      quartos: '2,5',
      suites: '1.5',
      banheiros: '2',
      vagas: '0.5',
      andar: '3,2',
    });
    expect(r.success).toBe(false);
    const erros = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(erros).toEqual({
      quartos: 'Quartos deve ser um número',
      suites: 'Suítes deve ser um número',
      vagas: 'Vagas deve ser um número',
      andar: 'Andar deve ser um número',
    });
  });
});
