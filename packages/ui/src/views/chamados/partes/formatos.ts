import { formatBRL } from '@morada/domain';

/** R$ 850,00 from integer centavos. */
export const formatCentavos = (centavos: number) => formatBRL(centavos / 100);

/**
 * 'YYYY-MM-DDTHH:MM' (a day and time in São Paulo, as the triage stores it) → '10/12/2026 09:00',
 * read as written: no time-zone shift. Other text is kept.
 */
export const formatAgendado = (agendadoPara: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(agendadoPara);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : agendadoPara;
};
