import { describe, expect, it } from 'vitest';
import { proximoDiaUtil } from '../financeiro/feriados';
import { somarDiasData } from '../financeiro/datas';
import { ultimoVencimentoEmAtraso } from './dashboard.rules';

describe('ultimoVencimentoEmAtraso', () => {
  it('is yesterday on an ordinary weekday', () => {
    expect(ultimoVencimentoEmAtraso('2026-06-16')).toBe('2026-06-15');
  });

  it('on a Monday, a payment due on the weekend is not late yet: Friday is the last late due date', () => {
    expect(ultimoVencimentoEmAtraso('2026-06-15')).toBe('2026-06-12');
  });

  it('skips national holidays (Carnaval, Consciência Negra) and the agency’s local ones', () => {
    expect(ultimoVencimentoEmAtraso('2026-02-18')).toBe('2026-02-13');
    expect(ultimoVencimentoEmAtraso('2026-11-23')).toBe('2026-11-19');
    expect(ultimoVencimentoEmAtraso('2026-11-23', ['2026-11-19'])).toBe('2026-11-18');
  });

  it('agrees with proximoDiaUtil on every day of a year: late ⇔ vencimento <= the answer', () => {
    const locais = ['2026-01-25', '2026-07-09'];
    for (let hoje = '2026-01-05'; hoje < '2027-01-05'; hoje = somarDiasData(hoje, 1)) {
      const limite = ultimoVencimentoEmAtraso(hoje, locais);
      for (let k = 1; k <= 8; k++) {
        const vencimento = somarDiasData(hoje, -k);
        expect(vencimento <= limite, `${hoje} ${vencimento}`).toBe(proximoDiaUtil(vencimento, locais) < hoje);
      }
    }
  });
});
