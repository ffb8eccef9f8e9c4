import { LIMITE_PADRAO } from '../constants';
import { OPERACOES, TIPOS_IMOVEL } from '../shared/enum-values';
import { lerNumeroBR } from '../shared/numero-br';
import { ORDENS_IMOVEIS, type OrdemImoveis } from './imovel.constants';
import type { ImovelFiltro } from './imovel.schema';

const valido = <T extends string>(lista: readonly T[], v: string | null): T | undefined =>
  lista.includes(v as T) ? (v as T) : undefined;

/** The largest count a minimum filter offers ('4+'); a larger one in a link is kept as typed. */
const CONTAGEM_MAX = 99;
/** Prices and areas beyond this are typing mistakes, not filters (R$ 10 bi, 10 km²). */
const VALOR_MAX = 10_000_000_000;

/** A non-negative number from the URL (Brazilian or plain digits), or undefined. */
const numero = (v: string | null, inteiro = false, max = VALOR_MAX): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = lerNumeroBR(v);
  if (!Number.isFinite(n) || n < 0 || n > max) return undefined;
  return inteiro ? Math.trunc(n) : n;
};

/**
 * The public listing's filter from its URL
 * (?operacao=&tipo=&localizacao=&precoMin=&precoMax=&quartos=&vagas=&areaMin=&areaMax=&ordem=&pagina=):
 * the page reads it in the browser and the server reads it to render the same page, so both ask
 * the API the same question (and the server's answer becomes the browser's cached one on hydration).
 * Unknown or malformed values are ignored, as a visitor's hand-edited link should still open; a
 * reversed range is put the right way round. The public listing shows only available properties
 * (`status: 'Disponível'`), whoever looks at it.
 */
export type FiltroPublico = ImovelFiltro & {
  pagina: number;
  limite: number;
  status: 'Disponível';
  precoMin?: number;
  precoMax?: number;
  quartos?: number;
  vagas?: number;
  areaMin?: number;
  areaMax?: number;
  ordem?: Exclude<OrdemImoveis, 'recentes'>;
};

/** The URL keys of the filters a visitor sets (everything but the order and the page). */
export const CHAVES_FILTRO_PUBLICO = [
  'operacao',
  'tipo',
  'localizacao',
  'precoMin',
  'precoMax',
  'quartos',
  'vagas',
  'areaMin',
  'areaMax',
] as const;

/** Keeps [min, max] the right way round, dropping neither. */
const faixa = (min: number | undefined, max: number | undefined) =>
  min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];

/**
 * Reads the listing's URL into the API filter. The object's keys are always set in the same order
 * and absent filters are left out, so the same URL gives the same object (and the same cache key)
 * on the server and in the browser.
 */
export const filtroDaBusca = (params: URLSearchParams): FiltroPublico => {
  const pagina = Math.min(100_000, Math.max(1, Math.trunc(Number(params.get('pagina'))) || 1));
  const filtro: FiltroPublico = { pagina, limite: LIMITE_PADRAO, status: 'Disponível' };
  const operacao = valido(OPERACOES, params.get('operacao'));
  const tipo = valido(TIPOS_IMOVEL, params.get('tipo'));
  const localizacao = params.get('localizacao')?.trim().slice(0, 120);
  const [precoMin, precoMax] = faixa(numero(params.get('precoMin')), numero(params.get('precoMax')));
  const quartos = numero(params.get('quartos'), true, CONTAGEM_MAX);
  const vagas = numero(params.get('vagas'), true, CONTAGEM_MAX);
  const [areaMin, areaMax] = faixa(numero(params.get('areaMin')), numero(params.get('areaMax')));
  const ordem = valido(ORDENS_IMOVEIS, params.get('ordem'));
  if (operacao) filtro.operacao = operacao;
  if (tipo) filtro.tipo = tipo;
  if (localizacao) filtro.localizacao = localizacao;
  if (precoMin !== undefined) filtro.precoMin = precoMin;
  if (precoMax !== undefined) filtro.precoMax = precoMax;
  // '0+' filters nothing: it is left out so it does not count as a filter.
  if (quartos) filtro.quartos = quartos;
  if (vagas) filtro.vagas = vagas;
  if (areaMin !== undefined) filtro.areaMin = areaMin;
  if (areaMax !== undefined) filtro.areaMax = areaMax;
  if (ordem && ordem !== 'recentes') filtro.ordem = ordem;
  return filtro;
};

/**
 * The listing's URL query for a filter, the inverse of filtroDaBusca: only the set filters, in a
 * fixed order, the first page and the default order left out, so equal filters give equal links.
 */
export const buscaDoFiltro = (
  filtro: Partial<Omit<FiltroPublico, 'status' | 'limite' | 'ordem'>> & { ordem?: OrdemImoveis },
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const chave of CHAVES_FILTRO_PUBLICO) {
    const v = filtro[chave];
    if (v !== undefined && v !== '' && v !== 'todos') params.set(chave, String(v));
  }
  if (filtro.ordem && filtro.ordem !== 'recentes') params.set('ordem', filtro.ordem);
  if (filtro.pagina && filtro.pagina > 1) params.set('pagina', String(filtro.pagina));
  return params;
};

/** True when the visitor narrowed the listing (the order and the page are not filters). */
export const temFiltroPublico = (filtro: Partial<FiltroPublico>): boolean =>
  CHAVES_FILTRO_PUBLICO.some((chave) => filtro[chave] !== undefined && filtro[chave] !== '');
