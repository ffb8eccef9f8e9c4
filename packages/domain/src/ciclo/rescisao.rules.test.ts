import { describe, expect, it } from 'vitest';
import { diasEntre, diasNoMes } from '../financeiro/datas';
import { calcularRescisao, multaRescisoria, proRataMesSaida, type EntradaRescisao } from './rescisao.rules';

// A contract 01/01/2025–31/12/2027 (1095 days), rent R$ 2.000,00 + condomínio R$ 300,00 + IPTU
// R$ 100,00, penalty of 3 rents; the tenant leaves on 15/06/2026.
// Days left: 16/06/2026–31/12/2027 = 15 + 31 + 31 + 30 + 31 + 30 + 31 (rest of 2026) + 365 = 564.
// Penalty: 2.000,00 × 3 × 564 / 1095 = 3.090,410958… → R$ 3.090,41.
// June pro rata: 15/30 of each component = 1.000,00 + 150,00 + 50,00 = R$ 1.200,00.
const entrada = (over: Partial<EntradaRescisao> = {}): EntradaRescisao => ({
  dataInicio: '2025-01-01',
  dataFim: '2027-12-31',
  dataSaida: '2026-06-15',
  motivo: 'pelo-locatario',
  mensal: { aluguel: 200_000, condominio: 30_000, iptu: 10_000, outros: 0, desconto: 0 },
  multaRescisoriaAlugueis: 3,
  abertos: [{ pagamentoId: 'p5', competencia: '2026-05', devido: 241_234 }],
  mesSaida: { situacao: 'aberto', pagamentoId: 'p6' },
  caucao: null,
  caucaoDestino: 'abater',
  ajustes: [],
  ...over,
});

describe('multaRescisoria', () => {
  it('charges the rents in proportion to the days left, half-up once', () => {
    expect(diasEntre('2026-06-15', '2027-12-31')).toBe(564);
    expect(
      multaRescisoria({
        dataInicio: '2025-01-01',
        dataFim: '2027-12-31',
        dataSaida: '2026-06-15',
        aluguel: 200_000,
        alugueis: 3,
        motivo: 'pelo-locatario',
      }),
    ).toEqual({
      aplicavel: true,
      dispensada: false,
      alugueis: 3,
      diasRestantes: 564,
      diasTotais: 1095,
      valor: 309_041,
    });
  });

  it('is nothing when the tenant leaves on the last day', () => {
    const m = multaRescisoria({
      dataInicio: '2025-01-01',
      dataFim: '2027-12-31',
      dataSaida: '2027-12-31',
      aluguel: 200_000,
      alugueis: 3,
      motivo: 'pelo-locatario',
    });
    expect(m).toMatchObject({ aplicavel: false, diasRestantes: 0, valor: 0 });
  });
});

describe('proRataMesSaida', () => {
  it('prorates each component by the days lived (1st to the day of leaving)', () => {
    expect(diasNoMes('2026-06-15')).toBe(30);
    expect(proRataMesSaida(entrada().mensal, '2026-06-15')).toEqual({
      competencia: '2026-06',
      dias: 15,
      diasNoMes: 30,
      composicao: { aluguel: 100_000, condominio: 15_000, iptu: 5_000, outros: 0, desconto: 0 },
      valor: 120_000,
    });
  });

  it('charges the whole month when leaving on its last day; February has 28 days', () => {
    expect(proRataMesSaida(entrada().mensal, '2026-06-30').valor).toBe(240_000);
    // 10/28 of 2.000,00 = 714,2857… → 714,29; of 300,00 = 107,14; of 100,00 = 35,71.
    expect(proRataMesSaida(entrada().mensal, '2026-02-10')).toMatchObject({
      diasNoMes: 28,
      composicao: { aluguel: 71_429, condominio: 10_714, iptu: 3_571 },
      valor: 85_714,
    });
  });
});

describe('calcularRescisao', () => {
  it('adds the open payments, the pro rata and the penalty', () => {
    const r = calcularRescisao(entrada());
    expect(r).toMatchObject({
      totalAbertos: 241_234,
      proRataCobrado: 120_000,
      creditoMesPago: 0,
      multa: { valor: 309_041, diasRestantes: 564, diasTotais: 1095 },
      // 2.412,34 + 1.200,00 + 3.090,41
      totalDebitos: 670_275,
      caucao: null,
      saldo: 670_275,
    });
  });

  it('adds the agreed adjustments, debits and credits', () => {
    const r = calcularRescisao(
      entrada({
        ajustes: [
          { descricao: 'Pintura', valor: 80_000 },
          { descricao: 'Crédito de água', valor: -5_000 },
        ],
      }),
    );
    expect(r.totalDebitos).toBe(670_275 + 75_000);
  });

  it('uses the caução against the debits, never beyond them', () => {
    expect(calcularRescisao(entrada({ caucao: 400_000 }))).toMatchObject({
      caucao: { valor: 400_000, utilizada: 400_000, devolvida: 0 },
      saldo: 270_275,
    });
    expect(calcularRescisao(entrada({ caucao: 800_000 }))).toMatchObject({
      caucao: { valor: 800_000, utilizada: 670_275, devolvida: 129_725 },
      saldo: -129_725,
    });
  });

  it("returns the caução whole when told to: the tenant's debt stays", () => {
    expect(calcularRescisao(entrada({ caucao: 400_000, caucaoDestino: 'devolver' }))).toMatchObject({
      totalDebitos: 670_275,
      caucao: { valor: 400_000, utilizada: 0, devolvida: 400_000 },
      saldo: 270_275,
    });
  });

  it('gives back what a month paid in full exceeds the days lived', () => {
    const r = calcularRescisao(
      entrada({ abertos: [], mesSaida: { situacao: 'recebido', pagamentoId: 'p6', recebido: 240_000 } }),
    );
    expect(r).toMatchObject({ proRataCobrado: 0, creditoMesPago: 120_000, totalDebitos: 309_041 - 120_000 });
  });

  it('charges what a partly paid month still lacks of the pro rata', () => {
    const r = calcularRescisao(
      entrada({ abertos: [], mesSaida: { situacao: 'recebido', pagamentoId: 'p6', recebido: 50_000 } }),
    );
    expect(r).toMatchObject({ proRataCobrado: 70_000, creditoMesPago: 0, totalDebitos: 70_000 + 309_041 });
  });

  it('charges no penalty unless the tenant ended the contract, or when it was waived', () => {
    for (const motivo of ['fim-do-prazo', 'pelo-locador', 'acordo', 'despejo'] as const) {
      const r = calcularRescisao(entrada({ motivo }));
      expect(r.multa).toMatchObject({ aplicavel: false, dispensada: false, valor: 0 });
      expect(r.totalDebitos).toBe(241_234 + 120_000);
    }
    const dispensada = calcularRescisao(entrada({ dispensarMulta: true }));
    expect(dispensada.multa).toMatchObject({ aplicavel: false, dispensada: true, valor: 0 });
    expect(dispensada.saldo).toBe(241_234 + 120_000);
  });

  it('charges the pro rata of a month not yet generated', () => {
    const r = calcularRescisao(entrada({ abertos: [], mesSaida: { situacao: 'ausente' }, motivo: 'acordo' }));
    expect(r).toMatchObject({ proRataCobrado: 120_000, saldo: 120_000 });
  });
});
