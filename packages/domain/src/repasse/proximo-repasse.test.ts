import { describe, expect, it } from 'vitest';
import { proximoRepasse, saldoNegativoRepasse, type RepasseDoResumo } from './proximo-repasse';

const repasse = (
  mes: string,
  status: RepasseDoResumo['status'],
  liquido: number,
  despesas = 0,
): RepasseDoResumo => ({ mes, status, dataPrevista: `${mes}-10`, totais: { liquido, despesas } });

// Issue 32: on 03/12/2026 the portal showed 'Próximo repasse -R$ 370,00, previsto para 10/11/2026'.
const HOJE = '2026-12-03';
const novembroNegativo = repasse('2026-11', 'liberado', -370, 1270);

describe('proximoRepasse', () => {
  it('is the earliest unpaid one dated today or later', () => {
    const lista = [
      repasse('2027-01', 'previsto', 0),
      repasse('2026-12', 'liberado', 2400),
      repasse('2026-10', 'pago', 900),
    ];
    expect(proximoRepasse(lista, HOJE)).toEqual({ mes: '2026-12', dataPrevista: '2026-12-10', valor: 2400 });
  });

  it('skips a past date and a negative balance: neither is a repasse to come', () => {
    expect(proximoRepasse([novembroNegativo], HOJE)).toBeNull();
    expect(proximoRepasse([novembroNegativo, repasse('2026-12', 'previsto', -1270, 1270)], HOJE)).toBeNull();
    expect(proximoRepasse([novembroNegativo, repasse('2026-12', 'liberado', 530, 1270)], HOJE)).toEqual({
      mes: '2026-12',
      dataPrevista: '2026-12-10',
      valor: 530,
    });
  });

  it('counts today as still to come, and a zero balance (nothing received yet) as a repasse', () => {
    expect(proximoRepasse([repasse('2026-12', 'previsto', 0)], '2026-12-10')).toMatchObject({ valor: 0 });
    expect(proximoRepasse([repasse('2026-12', 'previsto', 0)], '2026-12-11')).toBeNull();
  });

  it('offers a liberado one whose date passed, as owed now, before any later month', () => {
    const novembro = repasse('2026-11', 'liberado', 1910);
    expect(proximoRepasse([repasse('2026-12', 'previsto', 0), novembro], HOJE)).toEqual({
      mes: '2026-11',
      dataPrevista: '2026-11-10',
      valor: 1910,
      emAtraso: true,
    });
    // Rent not received yet (previsto) with a past date is not owed: skipped.
    expect(proximoRepasse([repasse('2026-11', 'previsto', 0)], HOJE)).toBeNull();
  });

  it('never offers a paid one', () => {
    expect(proximoRepasse([repasse('2026-12', 'pago', 2400)], HOJE)).toBeNull();
  });
});

describe('saldoNegativoRepasse', () => {
  it('names the month whose expenses exceeded the rent received, by how much, and the expenses open', () => {
    expect(saldoNegativoRepasse([repasse('2026-12', 'previsto', -1270, 1270), novembroNegativo])).toEqual({
      mes: '2026-11',
      excedente: 370,
      despesas: 1270,
    });
  });

  it('takes the latest such month', () => {
    const outubro = repasse('2026-10', 'liberado', -100, 1000);
    expect(saldoNegativoRepasse([outubro, novembroNegativo])).toMatchObject({ mes: '2026-11' });
  });

  it('is null without one: a month with nothing received yet, or balanced, or paid', () => {
    expect(
      saldoNegativoRepasse([
        repasse('2026-12', 'previsto', -180, 180),
        repasse('2026-11', 'liberado', 0, 900),
        repasse('2026-10', 'pago', 900),
      ]),
    ).toBeNull();
  });
});
