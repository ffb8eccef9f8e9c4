import { ETAPAS_LEAD, ORIGENS_LEAD, type EtapaLead, type LinhaFunil, type OrigemLead } from './leads.schema';

/** What the funnel report reads of each lead. */
export type LeadDoFunil = {
  origem: OrigemLead;
  etapa: EtapaLead;
  criadoEm: string;
  primeiraRespostaEm: string | null;
};

export type ResumoDoFunil = {
  total: number;
  porEtapa: Record<EtapaLead, number>;
  conversao: number;
  porOrigem: LinhaFunil[];
  medianaPrimeiraRespostaHoras: number | null;
};

const zerado = (): Record<EtapaLead, number> =>
  Object.fromEntries(ETAPAS_LEAD.map((e) => [e, 0])) as Record<EtapaLead, number>;

const contar = (leads: readonly LeadDoFunil[]) => {
  const porEtapa = zerado();
  for (const l of leads) porEtapa[l.etapa] += 1;
  return { total: leads.length, porEtapa, conversao: leads.length ? porEtapa.ganho / leads.length : 0 };
};

/** The median of some numbers (the mean of the two middle ones for an even count); null for none. */
export const mediana = (valores: readonly number[]): number | null => {
  if (valores.length === 0) return null;
  const v = [...valores].sort((a, b) => a - b);
  const meio = Math.floor(v.length / 2);
  return v.length % 2 ? v[meio]! : (v[meio - 1]! + v[meio]!) / 2;
};

/**
 * The funnel report: leads by origem × etapa, conversion (ganho / total) overall and per origem,
 * and the median time to the first answer in hours (rounded to 0.1; leads never answered left out).
 * Every origem has its row, in the catalogue's order, even without leads.
 */
export const resumoDoFunil = (leads: readonly LeadDoFunil[]): ResumoDoFunil => {
  const porOrigem = ORIGENS_LEAD.map((origem) => ({
    origem,
    ...contar(leads.filter((l) => l.origem === origem)),
  }));
  const horas = leads.flatMap((l) =>
    l.primeiraRespostaEm
      ? [(new Date(l.primeiraRespostaEm).getTime() - new Date(l.criadoEm).getTime()) / 3_600_000]
      : [],
  );
  const m = mediana(horas);
  return {
    ...contar(leads),
    porOrigem,
    medianaPrimeiraRespostaHoras: m === null ? null : Math.round(m * 10) / 10,
  };
};

/**
 * The report's period `de..ate` (agency days, both included) as instants `[de, ate + 1 day)`.
 * São Paulo has kept UTC−3 all year since 2019 (no daylight saving), so a day starts at 03:00Z.
 */
export const periodoDoFunil = (p: { de?: string | undefined; ate?: string | undefined }) => {
  const inicio = (dia: string) => new Date(`${dia}T00:00:00-03:00`).toISOString();
  const seguinte = (dia: string) =>
    new Date(new Date(`${dia}T00:00:00-03:00`).getTime() + 86_400_000).toISOString();
  return { de: p.de ? inicio(p.de) : undefined, ate: p.ate ? seguinte(p.ate) : undefined };
};
