/**
 * The agency's "today" without a date library: the owner's and tenant's pages need only this (and
 * date-fns' format, ~7 KB gzip, would go to their chunk with it; docs/decisions/036). `datas.ts`
 * re-exports it with the other calendar helpers.
 */
export const FUSO_AGENCIA = 'America/Sao_Paulo';

const diaNaAgencia = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_AGENCIA,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The agency's calendar day at instant `agora`, 'YYYY-MM-DD'. */
export const hojeNaAgencia = (agora: Date = new Date()): string => {
  const partes = diaNaAgencia.formatToParts(agora);
  const parte = (tipo: Intl.DateTimeFormatPartTypes) => partes.find((p) => p.type === tipo)?.value ?? '';
  return `${parte('year').padStart(4, '0')}-${parte('month')}-${parte('day')}`;
};

/** The agency's current month, 'YYYY-MM'. */
export const mesNaAgencia = (agora: Date = new Date()): string => hojeNaAgencia(agora).slice(0, 7);
