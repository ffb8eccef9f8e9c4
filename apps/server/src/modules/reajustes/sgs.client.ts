import {
  hojeNaAgencia,
  INDICE_REAJUSTE_INFO,
  INDICES_COM_SERIE,
  MSG_REAJUSTE,
  somarMesesAoMes,
  type AtualizacaoIndices,
  type IndiceSerie,
} from '@morada/domain';
import { z } from 'zod';
import type { Deps } from '../../http/context';
import { buscarJsonExterno, ErroJsonExterno, urlDaApi } from '../../lib/json-externo';
import { gravarIndicesSgs, ultimoMesPublicado } from './indices.repository';

const E = MSG_REAJUSTE.erros;

/** A failure talking to the Banco Central, with the pt-BR text staff see. */
export class ErroSgs extends Error {}

/** A month of a monthly series: "01/MM/AAAA" and its % change as text ("0.41", "-0.11"). */
const respostaSgsSchema = z
  .array(
    z.object({
      data: z.string().regex(/^01\/(0[1-9]|1[0-2])\/\d{4}$/),
      valor: z
        .union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()])
        .transform(Number)
        .refine((v) => Number.isFinite(v) && v > -100 && v < 1000),
    }),
  )
  .max(5000);

/** What staff read for each way the call can fail (an HTTP error names its status). */
const MENSAGEM_DA_FALHA = {
  tempo: E.sgsTempoEsgotado,
  formato: E.sgsFormato,
  indisponivel: E.sgsIndisponivel,
} as const;

/** Larger answers are not a monthly series (20 years are ~10 KB). */
const MAX_BYTES = 1_000_000;

const dataBR = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`;

/**
 * GET {SGS_URL}/dados/serie/bcdata.sgs.{codigo}/dados?formato=json&dataInicial=…&dataFinal=…
 * Months from `deMes` ('YYYY-MM') to the day `ate` ('YYYY-MM-DD'), validated; throws ErroSgs.
 */
export const buscarSerieSgs = async (
  cfg: { url: string; timeoutMs: number },
  codigo: number,
  deMes: string,
  ate: string,
): Promise<{ mes: string; variacao: number }[]> => {
  const url = urlDaApi(cfg.url, `dados/serie/bcdata.sgs.${codigo}/dados`);
  url.searchParams.set('formato', 'json');
  url.searchParams.set('dataInicial', dataBR(`${deMes}-01`));
  url.searchParams.set('dataFinal', dataBR(ate));
  let json: unknown;
  try {
    json = await buscarJsonExterno(url, { timeoutMs: cfg.timeoutMs, maxBytes: MAX_BYTES });
  } catch (e) {
    if (!(e instanceof ErroJsonExterno)) throw e;
    const { falha } = e;
    const mensagem = falha.tipo === 'http' ? E.sgsHttp(falha.status) : MENSAGEM_DA_FALHA[falha.tipo];
    throw new ErroSgs(mensagem, { cause: e });
  }
  const r = respostaSgsSchema.safeParse(json);
  if (!r.success) throw new ErroSgs(E.sgsFormato);
  return r.data.map((d) => ({
    mes: `${d.data.slice(6, 10)}-${d.data.slice(3, 5)}`,
    variacao: Math.round(d.valor * 10_000) / 10_000,
  }));
};

/** The indices the Banco Central publishes (IVAR is kept by hand). */
export const INDICES_SGS = INDICES_COM_SERIE.filter((i) => INDICE_REAJUSTE_INFO[i].codigoSgs !== null);

/**
 * Server log (not a screen) when no index could reach the Banco Central: no internet, DNS, a
 * firewall. Said once per process, not per index nor per hourly retry, and again only after a
 * call has worked; the daily task gives its day back and tries the next hour.
 */
export const LOG_SGS_INDISPONIVEL =
  'Índices de reajuste (SGS/Banco Central) indisponíveis agora; serão buscados mais tarde.';
let indisponivelAvisado = false;

type FalhaSgs = { indice: IndiceSerie; erro: ErroSgs };
type ResultadoSgs = AtualizacaoIndices['atualizados'][number] | FalhaSgs;

/** The Banco Central was not reached at all (as opposed to answering an error or garbage). */
const isInalcancavel = (e: ErroSgs) =>
  e.cause instanceof ErroJsonExterno &&
  (e.cause.falha.tipo === 'indisponivel' || e.cause.falha.tipo === 'tempo');

/**
 * Offline, every index fails the same way: one calm line instead of one warning each. An error
 * of the Banco Central itself (HTTP status, unexpected format) stays a warning per index.
 */
const registrarFalhas = (falhas: readonly FalhaSgs[], algumOk: boolean) => {
  if (algumOk) indisponivelAvisado = false;
  if (!algumOk && falhas.length > 0 && falhas.every((f) => isInalcancavel(f.erro))) {
    if (!indisponivelAvisado) console.warn(LOG_SGS_INDISPONIVEL);
    indisponivelAvisado = true;
    return;
  }
  for (const { indice, erro } of falhas) {
    const causa = erro.cause instanceof Error ? ` (${erro.cause.message})` : '';
    console.warn(`SGS ${indice}: ${erro.message}${causa}`);
  }
};

/** First month asked for: a few before the newest known, so revisions and gaps are caught. */
const PRIMEIRO_MES = '2020-01';
const MESES_REVISTOS = 3;

/**
 * Asks the Banco Central for every SGS index at once and stores what came back ('sgs'; a month
 * staff typed stays). One index failing does not stop the others: its error is in `erros`.
 */
export const atualizarIndicesSgs = async (deps: Deps): Promise<AtualizacaoIndices> => {
  const cfg = { url: deps.env.SGS_URL, timeoutMs: deps.env.SGS_TIMEOUT_MS };
  const agora = deps.now();
  const hoje = hojeNaAgencia(agora);
  const resultados = await Promise.all(
    INDICES_SGS.map(async (indice: IndiceSerie): Promise<ResultadoSgs> => {
      try {
        const ultimo = await ultimoMesPublicado(deps.db, indice);
        const de = ultimo ? somarMesesAoMes(ultimo, -MESES_REVISTOS) : PRIMEIRO_MES;
        const meses = await buscarSerieSgs(cfg, INDICE_REAJUSTE_INFO[indice].codigoSgs!, de, hoje);
        await gravarIndicesSgs(deps.db, indice, meses, agora.toISOString());
        return {
          indice,
          meses: meses.length,
          ultimoMes:
            meses
              .map((m) => m.mes)
              .sort()
              .at(-1) ?? null,
        };
      } catch (e) {
        if (!(e instanceof ErroSgs)) throw e;
        return { indice, erro: e };
      }
    }),
  );
  const atualizados = resultados.flatMap((r) => ('erro' in r ? [] : [r]));
  const falhas = resultados.flatMap((r) => ('erro' in r ? [r] : []));
  registrarFalhas(falhas, atualizados.length > 0);
  return {
    atualizados,
    erros: falhas.map((f) => ({ indice: f.indice, mensagem: f.erro.message })),
  };
};
