import { z } from 'zod';
import { diasEntre } from '../financeiro/datas';

/** GET /api/cobranca/lancamentos/{id}/candidatos?busca=: the open payments a pending credit may pay. */
export const candidatosQuerySchema = z.object({
  /** Part of the tenant's name, the contract's number or the competência (AAAA-MM). */
  busca: z.string().trim().max(80).optional(),
});

export const candidatoConciliacaoSchema = z.object({
  pagamentoId: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  contratoNumero: z.string(),
  inquilino: z.string(),
  /** What the payment is worth on the credit's day (multa and juros included), in reais. */
  valor: z.number(),
  /** The one the matcher suggested when the credit came in. */
  sugerido: z.boolean(),
});
export type CandidatoConciliacao = z.infer<typeof candidatoConciliacaoSchema>;

/** Candidates shown at once: the admin narrows the rest with the search. */
export const MAX_CANDIDATOS = 20;

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The open payments a pending credit may pay, best first: the matcher's suggestion, then the
 * exact amount on the credit's day, then the nearest amount, then the due date nearest the
 * credit's date. `busca` keeps those whose tenant, contract number or competência contain it.
 */
export const ordenarCandidatos = <C extends Omit<CandidatoConciliacao, 'sugerido'>>(
  credito: { valor: number | null; data: string; pagamentoSugerido: string | null },
  abertos: readonly C[],
  busca?: string,
): (C & { sugerido: boolean })[] => {
  const termo = busca ? semAcento(busca) : '';
  const centavos = (v: number) => Math.round(v * 100);
  const alvo = credito.valor === null ? null : centavos(credito.valor);
  const distancia = (c: C) => (alvo === null ? 0 : Math.abs(centavos(c.valor) - alvo));
  return abertos
    .filter(
      (c) =>
        !termo ||
        [c.inquilino, c.contratoNumero, c.competencia].some((campo) => semAcento(campo).includes(termo)),
    )
    .map((c) => ({ ...c, sugerido: c.pagamentoId === credito.pagamentoSugerido }))
    .sort(
      (a, b) =>
        Number(b.sugerido) - Number(a.sugerido) ||
        distancia(a) - distancia(b) ||
        Math.abs(diasEntre(credito.data, a.vencimento)) - Math.abs(diasEntre(credito.data, b.vencimento)) ||
        a.pagamentoId.localeCompare(b.pagamentoId),
    )
    .slice(0, MAX_CANDIDATOS);
};
