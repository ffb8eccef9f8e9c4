import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatData,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDocumento,
  formatTelefone,
  formatMesPorExtenso,
  formatPercent,
  formatVariacao,
} from './format';

describe('formatadores pt-BR', () => {
  it('formata reais no padrão R$ 1.234,56', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
  it('formata datas como dd/mm/aaaa sem deslocar o dia', () => {
    expect(formatData('2026-01-05')).toBe('05/01/2026');
    expect(formatData('')).toBe('');
  });
  it('data um instante (notificação, e-mail) pelo dia em São Paulo, não em UTC', () => {
    // 23:30 de 14/12 em São Paulo já é 15/12 em UTC.
    expect(formatData('2026-12-15T02:30:00.000Z')).toBe('14/12/2026');
    expect(formatData('2026-12-15T03:00:00.000Z')).toBe('15/12/2026');
    expect(formatData('2026-12-15T13:00:00Z')).toBe('15/12/2026');
    expect(formatData('não é data')).toBe('');
  });
  it('formata percentuais e variações com sinal', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatVariacao(2.5)).toBe('+2,5%');
    expect(formatVariacao(-1)).toBe('-1%');
  });
  it('formata CPF e CNPJ a partir dos dígitos', () => {
    expect(formatDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatDocumento('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocumento('123')).toBe('123');
  });
  it('escreve o mês por extenso', () => {
    expect(formatMesPorExtenso('2026-10')).toBe('outubro de 2026');
    expect(formatMesPorExtenso('2026-03')).toBe('março de 2026');
    expect(formatMesPorExtenso('outro')).toBe('outro');
  });
});

describe('Brazilian numbers', () => {
  it('format stored digits', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTelefone('11912345678')).toBe('(11) 91234-5678');
    expect(formatTelefone('1134567890')).toBe('(11) 3456-7890');
    expect(formatTelefone('5511912345678')).toBe('(11) 91234-5678');
    expect(formatCep('01310100')).toBe('01310-100');
  });
  it('leave legacy text as stored', () => {
    expect(formatCpf('não informado')).toBe('não informado');
    expect(formatCnpj('123')).toBe('123');
    expect(formatTelefone('ramal 22')).toBe('ramal 22');
    expect(formatTelefone('(11) 3456-7890')).toBe('(11) 3456-7890');
    expect(formatCep('')).toBe('');
  });
});
