import { describe, expect, it } from 'vitest';
import { AGENDA_VISITAS_PADRAO, horarioLivre, horariosDisponiveis } from './agenda';
import { formatarHorarioVisita } from './formato';

// São Paulo is UTC-3 all year (no daylight saving since 2019): 9h there is 12:00Z.
// 2026-12-05 is a Saturday, 2026-12-06 a Sunday, 2026-12-07 a Monday.
const LONGE = new Date('2026-12-01T12:00:00Z');
const livres = (de: string, ate: string, agora = LONGE, marcadas: { inicio: string; fim: string }[] = []) =>
  horariosDisponiveis({ agenda: AGENDA_VISITAS_PADRAO, visitasMarcadas: marcadas, de, ate, agora });

describe('horariosDisponiveis', () => {
  it('offers 9h to 17h on a weekday, one hour each, in UTC', () => {
    const h = livres('2026-12-07', '2026-12-07');
    expect(h).toHaveLength(9);
    expect(h[0]).toEqual({ inicio: '2026-12-07T12:00:00.000Z', fim: '2026-12-07T13:00:00.000Z' });
    expect(h[8]).toEqual({ inicio: '2026-12-07T20:00:00.000Z', fim: '2026-12-07T21:00:00.000Z' });
  });

  it('offers 9h to 12h on Saturday and nothing on Sunday', () => {
    expect(livres('2026-12-05', '2026-12-06').map((h) => h.inicio)).toEqual([
      '2026-12-05T12:00:00.000Z',
      '2026-12-05T13:00:00.000Z',
      '2026-12-05T14:00:00.000Z',
      '2026-12-05T15:00:00.000Z',
    ]);
  });

  it('leaves out a slot a visit holds (and one it overlaps)', () => {
    const marcadas = [
      { inicio: '2026-12-07T13:00:00.000Z', fim: '2026-12-07T14:00:00.000Z' },
      { inicio: '2026-12-07T15:30:00.000Z', fim: '2026-12-07T16:30:00.000Z' },
    ];
    const inicios = livres('2026-12-07', '2026-12-07', LONGE, marcadas).map((h) => h.inicio.slice(11, 16));
    expect(inicios).toEqual(['12:00', '14:00', '17:00', '18:00', '19:00', '20:00']);
  });

  it('leaves out the past and the next 2 hours', () => {
    // 9h30 in São Paulo: 10h and 11h are too soon, 12h is the first.
    const h = livres('2026-12-07', '2026-12-07', new Date('2026-12-07T12:30:00Z'));
    expect(h[0]!.inicio).toBe('2026-12-07T15:00:00.000Z');
    expect(h).toHaveLength(6);
    expect(livres('2026-12-07', '2026-12-07', new Date('2026-12-08T00:00:00Z'))).toEqual([]);
  });

  it('follows an agency agenda of its own', () => {
    const h = horariosDisponiveis({
      agenda: {
        dias: { 0: [{ inicio: '14:00', fim: '16:00' }] },
        duracaoMinutos: 30,
        antecedenciaMinutos: 0,
      },
      visitasMarcadas: [],
      de: '2026-12-06',
      ate: '2026-12-07',
      agora: LONGE,
    });
    expect(h.map((x) => x.inicio.slice(11, 16))).toEqual(['17:00', '17:30', '18:00', '18:30']);
  });
});

describe('horarioLivre', () => {
  it('finds a free start written with an offset, and refuses taken, off-grid, closed and past ones', () => {
    const marcada = [{ inicio: '2026-12-07T14:00:00.000Z', fim: '2026-12-07T15:00:00.000Z' }];
    const livre = (inicio: string, agora = LONGE) =>
      horarioLivre(AGENDA_VISITAS_PADRAO, inicio, marcada, agora);
    expect(livre('2026-12-07T10:00:00-03:00')).toEqual({
      inicio: '2026-12-07T13:00:00.000Z',
      fim: '2026-12-07T14:00:00.000Z',
    });
    expect(livre('2026-12-07T11:00:00-03:00')).toBeUndefined();
    expect(livre('2026-12-07T10:30:00-03:00')).toBeUndefined();
    expect(livre('2026-12-07T18:00:00-03:00')).toBeUndefined();
    expect(livre('2026-12-06T10:00:00-03:00')).toBeUndefined();
    expect(livre('2026-12-07T10:00:00-03:00', new Date('2026-12-07T12:00:00Z'))).toBeUndefined();
    expect(livre('amanhã')).toBeUndefined();
  });
});

describe('formatarHorarioVisita', () => {
  it('says the start in São Paulo time', () => {
    expect(formatarHorarioVisita('2026-12-07T13:00:00.000Z')).toBe('segunda-feira, 07/12/2026, às 10:00');
  });
});
