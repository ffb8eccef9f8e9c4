import { describe, expect, it } from 'vitest';
import { MAX_CANDIDATOS, ordenarCandidatos } from './candidatos';

const aberto = (pagamentoId: string, valor: number, vencimento: string, inquilino = 'Mariana Costa') => ({
  pagamentoId,
  competencia: vencimento.slice(0, 7),
  vencimento,
  contratoNumero: `CT-${pagamentoId}`,
  inquilino,
  valor,
});

describe('ordenarCandidatos', () => {
  const abertos = [
    aberto('a', 1500, '2026-12-10'),
    aberto('b', 1350, '2026-11-10'),
    aberto('c', 1350, '2026-12-10', 'João Ávila'),
    aberto('d', 1349.99, '2026-11-10'),
  ];

  it('a sugestão primeiro, depois o valor exato, o mais próximo e o vencimento mais perto do crédito', () => {
    const credito = { valor: 1350, data: '2026-11-12', pagamentoSugerido: 'a' };
    expect(ordenarCandidatos(credito, abertos).map((c) => [c.pagamentoId, c.sugerido])).toEqual([
      ['a', true],
      ['b', false], // exact amount, due 2 days before the credit
      ['c', false], // exact amount, due 28 days after
      ['d', false], // 1 centavo off
    ]);
  });

  it('a busca filtra por inquilino (sem acento), contrato ou competência', () => {
    const credito = { valor: null, data: '2026-11-12', pagamentoSugerido: null };
    expect(ordenarCandidatos(credito, abertos, 'joao avila').map((c) => c.pagamentoId)).toEqual(['c']);
    expect(ordenarCandidatos(credito, abertos, 'ct-d').map((c) => c.pagamentoId)).toEqual(['d']);
    expect(ordenarCandidatos(credito, abertos, '2026-12').map((c) => c.pagamentoId)).toEqual(['a', 'c']);
  });

  it(`mostra no máximo ${MAX_CANDIDATOS}`, () => {
    const muitos = Array.from({ length: 30 }, (_, i) => aberto(`p${i}`, 100 + i, '2026-11-10'));
    expect(
      ordenarCandidatos({ valor: 100, data: '2026-11-10', pagamentoSugerido: null }, muitos),
    ).toHaveLength(MAX_CANDIDATOS);
  });
});
