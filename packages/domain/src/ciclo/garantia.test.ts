import { describe, expect, it } from 'vitest';
import { cpfValido } from './documento';
import { caucaoDentroDoLimite, caucaoMaxima, situacaoGarantia } from './garantia.rules';
import { garantiaEntradaSchema } from './garantia.schema';

const erros = (dados: unknown) => {
  const r = garantiaEntradaSchema.safeParse(dados);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cpfValido', () => {
  it('accepts a CPF with right check digits, formatted or not', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('52998224725')).toBe(true);
  });
  it('refuses wrong digits, repeated digits and other lengths', () => {
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(cpfValido('1234567890')).toBe(false);
  });
});

describe('situacaoGarantia', () => {
  it('has no end without a date, and flags 30 days before and after the end', () => {
    expect(situacaoGarantia(null, '2026-11-23')).toBe('sem-validade');
    expect(situacaoGarantia('2026-12-24', '2026-11-23')).toBe('vigente');
    expect(situacaoGarantia('2026-12-23', '2026-11-23')).toBe('vencendo');
    expect(situacaoGarantia('2026-11-23', '2026-11-23')).toBe('vencendo');
    expect(situacaoGarantia('2026-11-22', '2026-11-23')).toBe('vencida');
  });
});

describe('caução limit (art. 38: three rents)', () => {
  it('allows up to three rents to the centavo', () => {
    expect(caucaoMaxima(2_000_00)).toBe(6_000_00);
    expect(caucaoDentroDoLimite(6_000_00, 2_000_00)).toBe(true);
    expect(caucaoDentroDoLimite(6_000_01, 2_000_00)).toBe(false);
  });
});

describe('garantiaEntradaSchema', () => {
  it('reads each kind, Brazilian money included', () => {
    expect(
      garantiaEntradaSchema.parse({
        tipo: 'fiador',
        nome: ' Carlos Souza ',
        cpf: '529.982.247-25',
        telefone: '(11) 98888-7777',
        imovelOferecido: 'Rua A, 10 — matrícula 123',
      }),
    ).toEqual({
      tipo: 'fiador',
      nome: 'Carlos Souza',
      cpf: '52998224725',
      telefone: '11988887777',
      email: '',
      imovelOferecido: 'Rua A, 10 — matrícula 123',
    });
    expect(
      garantiaEntradaSchema.parse({
        tipo: 'seguro-fianca',
        seguradora: 'Porto Seguro',
        apolice: 'AP-1',
        cobertura: '72.000,00',
        vigenciaFim: '2027-06-30',
      }),
    ).toMatchObject({ cobertura: 72000, vigenciaFim: '2027-06-30' });
    expect(
      garantiaEntradaSchema.parse({ tipo: 'caucao', valor: '4.500,50', deposito: 'Poupança BB' }),
    ).toEqual({ tipo: 'caucao', valor: 4500.5, deposito: 'Poupança BB', dataDeposito: null });
    expect(
      garantiaEntradaSchema.parse({
        tipo: 'titulo-capitalizacao',
        emissora: 'Brasilcap',
        numero: 'T-9',
        valor: 9000,
        vigenciaFim: '',
      }),
    ).toMatchObject({ valor: 9000, vigenciaFim: null });
  });

  it('answers each missing field in pt-BR, and a wrong CPF', () => {
    expect(erros({ tipo: 'fiador', cpf: '111.111.111-11' })).toEqual({
      nome: 'Nome do fiador é obrigatório',
      cpf: 'CPF do fiador inválido',
      telefone: 'Telefone do fiador é obrigatório',
      imovelOferecido: 'Imóvel oferecido em garantia é obrigatório',
    });
    expect(erros({ tipo: 'seguro-fianca', cobertura: '0' })).toMatchObject({
      seguradora: 'Seguradora é obrigatória',
      apolice: 'Número da apólice é obrigatório',
      cobertura: 'Valor de cobertura deve ser um valor maior que zero',
      vigenciaFim: 'Vigência até é obrigatória',
    });
    expect(erros({ tipo: 'cheque' })).toEqual({
      tipo: 'Tipo de garantia inválido (fiador, seguro-fiança, caução ou título de capitalização)',
    });
  });
});
