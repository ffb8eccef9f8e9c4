import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';
import { ArquivoCnabInvalido, RemessaCnabInvalida } from './erros';

const M = MSG_COBRANCA_BANCARIA.cnab;

/**
 * One fixed-width field of a CNAB record. Positions are 1-based and inclusive, as the banks'
 * manuals print them. `num` is zero-left padded; `alfa` is upper-case, accent-free, space-right
 * padded and truncated. `fixo` is the value the layout always carries (e.g. the record type).
 */
export interface CampoCnab {
  readonly chave: string;
  readonly nome: string;
  readonly de: number;
  readonly ate: number;
  readonly tipo: 'num' | 'alfa';
  readonly fixo?: string;
  /** Reading only: blank (or all zeros, for dates) is accepted and read as ''. */
  readonly opcional?: boolean;
  /** Writing an alfa field: a longer value is refused instead of truncated (ids, nosso número). */
  readonly estrito?: boolean;
}

export type LayoutRegistro = readonly CampoCnab[];

/** Values by field key; numbers are written as their integer digits. */
export type ValoresCnab = Readonly<Record<string, string | number | undefined>>;

export const tamanhoCampo = (c: CampoCnab): number => c.ate - c.de + 1;

/** A field declaration in the compact form the layout tables use. */
export const campo = (
  chave: string,
  nome: string,
  de: number,
  ate: number,
  tipo: 'num' | 'alfa',
  extra: { fixo?: string; opcional?: boolean; estrito?: boolean } = {},
): CampoCnab => ({ chave, nome, de, ate, tipo, ...extra });

/** Upper-case, accents removed, anything outside printable ASCII turned into a space. */
export const normalizarAlfa = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');

const formatarCampo = (c: CampoCnab, bruto: string | number | undefined): string => {
  const n = tamanhoCampo(c);
  const valor = bruto === undefined ? c.fixo : String(bruto);
  if (c.tipo === 'num') {
    const digitos = valor ?? '';
    if (!/^\d*$/.test(digitos)) throw new RemessaCnabInvalida(M.naoNumerico(c.nome, c.de, c.ate, digitos));
    if (digitos.length > n) throw new RemessaCnabInvalida(M.naoCabe(c.nome, c.de, c.ate, digitos));
    return digitos.padStart(n, '0');
  }
  const texto = normalizarAlfa(valor ?? '');
  if (c.estrito && texto.trimEnd().length > n)
    throw new RemessaCnabInvalida(M.naoCabe(c.nome, c.de, c.ate, texto));
  return texto.slice(0, n).padEnd(n, ' ');
};

/** Writes one record: every position of 1..tamanho must belong to exactly one field. */
export const escreverLinha = (layout: LayoutRegistro, valores: ValoresCnab): string =>
  layout.map((c) => formatarCampo(c, valores[c.chave])).join('');

/**
 * Writes some fields over an existing line (the rest kept): for records read only in part, such
 * as the retorno fixtures the tests build from the reading layouts.
 */
export const sobrepor = (linha: string, layout: LayoutRegistro, valores: ValoresCnab): string =>
  layout.reduce(
    (atual, c) => atual.slice(0, c.de - 1) + formatarCampo(c, valores[c.chave]) + atual.slice(c.ate),
    linha,
  );

/**
 * Reads the layout's fields from one line (numeroLinha is 1-based, for the error message).
 * Numeric fields must be all digits; alfa fields come back trimmed on the right.
 */
export const lerLinha = (
  layout: LayoutRegistro,
  linha: string,
  numeroLinha: number,
): Record<string, string> => {
  const lidos: Record<string, string> = {};
  for (const c of layout) {
    const bruto = linha.slice(c.de - 1, c.ate);
    if (c.tipo === 'alfa') {
      lidos[c.chave] = bruto.trimEnd();
      continue;
    }
    if (c.opcional && /^ *$/.test(bruto)) {
      lidos[c.chave] = '';
      continue;
    }
    if (!/^\d+$/.test(bruto) || bruto.length !== tamanhoCampo(c)) {
      throw new ArquivoCnabInvalido(numeroLinha, M.esperadoNumero(c.nome, c.de, c.ate, bruto.trim()), c.nome);
    }
    lidos[c.chave] = bruto;
  }
  return lidos;
};

/**
 * Positions left uncovered or covered twice by a layout, for the layout tests (a writing layout
 * must cover 1..tamanho exactly once, in order).
 */
export const lacunasDoLayout = (layout: LayoutRegistro, tamanho: number): string[] => {
  const problemas: string[] = [];
  let esperado = 1;
  for (const c of layout) {
    if (c.de !== esperado) problemas.push(`${c.chave}: começa em ${c.de}, esperado ${esperado}`);
    if (c.ate < c.de) problemas.push(`${c.chave}: termina antes de começar`);
    if (c.fixo !== undefined && c.fixo.length > tamanhoCampo(c))
      problemas.push(`${c.chave}: fixo maior que o campo`);
    esperado = c.ate + 1;
  }
  if (esperado !== tamanho + 1) problemas.push(`termina em ${esperado - 1}, esperado ${tamanho}`);
  return problemas;
};

/**
 * Replaces the fields of positions de..ate of a base layout with a bank's own fields, which must
 * cover exactly the same positions (checked by lacunasDoLayout in the tests).
 */
export const trocarCampos = (
  base: LayoutRegistro,
  de: number,
  ate: number,
  novos: readonly CampoCnab[],
): LayoutRegistro => [...base.filter((c) => c.ate < de), ...novos, ...base.filter((c) => c.de > ate)];

/** 'YYYY-MM-DD' → 'DDMMAAAA' (or 'DDMMAA' when curta). */
export const dataCnab = (iso: string, curta = false): string => {
  const [a = '', m = '', d = ''] = iso.split('-');
  return `${d}${m}${curta ? a.slice(2) : a}`;
};

/** 'DDMMAAAA' / 'DDMMAA' → 'YYYY-MM-DD'; '' for blank or zeroed dates. Two-digit years are 20xx. */
export const dataIso = (cnab: string): string => {
  if (/^0*$/.test(cnab.trim())) return '';
  const d = cnab.slice(0, 2);
  const m = cnab.slice(2, 4);
  const a = cnab.length === 6 ? `20${cnab.slice(4, 6)}` : cnab.slice(4, 8);
  return `${a}-${m}-${d}`;
};

/** The day after an ISO date (multa and juros start the day after the due date). */
export const diaSeguinte = (iso: string): string => {
  const [a, m, d] = iso.split('-').map(Number);
  const data = new Date(Date.UTC(a ?? 0, (m ?? 1) - 1, (d ?? 1) + 1));
  return data.toISOString().slice(0, 10);
};

/** A percentage with two decimals as the digits a CNAB field expects (2 → '200', 0.033 → '3'). */
export const percentualCnab = (pct: number): string => String(Math.round(pct * 100));
