import { describe, expect, it } from 'vitest';
import { feriadosNacionais, isDiaUtil, pascoa, proximoDiaUtil } from './feriados';

describe('feriados bancários', () => {
  it('calcula a Páscoa e os feriados móveis', () => {
    expect(pascoa(2000)).toBe('2000-04-23');
    expect(pascoa(2019)).toBe('2019-04-21');
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2026)).toBe('2026-04-05');
    const nomes = Object.fromEntries(feriadosNacionais(2026).map((f) => [f.data, f.nome]));
    expect(nomes['2026-02-16']).toBe('Carnaval');
    expect(nomes['2026-02-17']).toBe('Carnaval');
    expect(nomes['2026-04-03']).toBe('Sexta-feira Santa');
    expect(nomes['2026-06-04']).toBe('Corpus Christi');
    expect(nomes['2026-11-20']).toBe('Consciência Negra');
    expect(feriadosNacionais(2023).some((f) => f.data === '2023-11-20')).toBe(false);
  });
  it('adia para o próximo dia útil vencimentos em fim de semana e feriado', () => {
    expect(proximoDiaUtil('2026-11-21')).toBe('2026-11-23'); // sábado
    expect(proximoDiaUtil('2026-11-20')).toBe('2026-11-23'); // Consciência Negra, sexta
    expect(proximoDiaUtil('2026-04-03')).toBe('2026-04-06'); // Sexta-feira Santa
    expect(proximoDiaUtil('2026-02-14')).toBe('2026-02-18'); // sábado antes do Carnaval
    expect(proximoDiaUtil('2026-12-25')).toBe('2026-12-28');
    expect(proximoDiaUtil('2026-11-24')).toBe('2026-11-24');
  });
  it('considera os feriados locais da agência', () => {
    expect(isDiaUtil('2026-01-26', ['2026-01-25'])).toBe(true);
    expect(isDiaUtil('2026-07-09', ['2026-07-09'])).toBe(false);
    expect(proximoDiaUtil('2026-07-09', ['2026-07-09'])).toBe('2026-07-10');
  });
});
