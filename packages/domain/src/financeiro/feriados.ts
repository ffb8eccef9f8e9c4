import { diaDaSemana, somarDiasData } from './datas';

/**
 * Brazil's bank holidays: the national fixed ones plus the movable days around Easter on which
 * banks do not open (Carnaval Monday and Tuesday, Sexta-feira Santa, Corpus Christi). A boleto due
 * on one of them, or on a weekend, may be paid on the next business day without charges.
 */
export type Feriado = { data: string; nome: string };

const FIXOS: readonly [string, string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['12-25', 'Natal'],
];
/** Lei 14.759/2023 made 20 November a national holiday from 2024 on. */
const CONSCIENCIA_NEGRA_DESDE = 2024;

/** Easter Sunday of `ano` (Gregorian computus, Meeus/Jones/Butcher). */
export const pascoa = (ano: number): string => {
  const a = ano % 19;
  const b = Math.floor(ano / 100);
  const c = ano % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
};

/** National bank holidays of `ano`, in date order. */
export const feriadosNacionais = (ano: number): Feriado[] => {
  const p = pascoa(ano);
  const ano4 = String(ano).padStart(4, '0');
  const lista: Feriado[] = [
    ...FIXOS.map(([md, nome]) => ({ data: `${ano4}-${md}`, nome })),
    { data: somarDiasData(p, -48), nome: 'Carnaval' },
    { data: somarDiasData(p, -47), nome: 'Carnaval' },
    { data: somarDiasData(p, -2), nome: 'Sexta-feira Santa' },
    { data: somarDiasData(p, 60), nome: 'Corpus Christi' },
  ];
  if (ano >= CONSCIENCIA_NEGRA_DESDE) lista.push({ data: `${ano4}-11-20`, nome: 'Consciência Negra' });
  return lista.sort((x, y) => x.data.localeCompare(y.data));
};

const cache = new Map<number, Set<string>>();
const nacionaisDoAno = (ano: number): Set<string> => {
  let s = cache.get(ano);
  if (!s) {
    s = new Set(feriadosNacionais(ano).map((f) => f.data));
    cache.set(ano, s);
  }
  return s;
};

/**
 * A business day: not Saturday, not Sunday, not a national bank holiday and not one of the
 * agency's local holidays (`locais`, 'YYYY-MM-DD', from Configurações).
 */
export const isDiaUtil = (data: string, locais: readonly string[] = []): boolean => {
  const dia = diaDaSemana(data);
  if (dia === 0 || dia === 6) return false;
  if (nacionaisDoAno(Number(data.slice(0, 4))).has(data)) return false;
  return !locais.includes(data);
};

/** `data` itself when it is a business day, otherwise the next one. */
export const proximoDiaUtil = (data: string, locais: readonly string[] = []): string => {
  let d = data;
  while (!isDiaUtil(d, locais)) d = somarDiasData(d, 1);
  return d;
};
