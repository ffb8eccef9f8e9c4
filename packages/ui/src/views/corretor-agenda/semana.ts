import { hojeNaAgencia, type Visita } from '@morada/domain';

/** 'YYYY-MM-DD' plus n calendar days. */
export const somarDias = (dia: string, n: number) => {
  const d = new Date(`${dia}T12:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The seven days of the week that starts on `de`. */
export const diasDaSemana = (de: string) => Array.from({ length: 7 }, (_, i) => somarDias(de, i));

/** Noon of a day in São Paulo, as an instant: what the day formatters read. */
export const meioDiaDe = (dia: string) => `${dia}T15:00:00.000Z`;

/** The visits of one São Paulo calendar day, earliest first. */
export const visitasDoDia = (visitas: readonly Visita[], dia: string) =>
  visitas
    .filter((v) => hojeNaAgencia(new Date(v.inicio)) === dia)
    .sort((a, b) => a.inicio.localeCompare(b.inicio));

/** The statuses that may still change (the others are the visit's outcome). */
const ABERTAS = new Set<Visita['status']>(['solicitada', 'confirmada', 'reagendamento_proposto']);

/** What the corretor may do with a visit at `agora` (ISO): the server refuses the rest (409). */
export const acoesDaVisita = (v: Visita, agora: string) => {
  const terminou = v.fim <= agora;
  const aberta = ABERTAS.has(v.status);
  return {
    confirmar: v.status === 'solicitada' && !terminou,
    propor: aberta && !terminou,
    cancelar: aberta && !terminou,
    feedback: v.status === 'confirmada' && terminou,
  };
};
