import { TZDate } from '@date-fns/tz';
import { diaDaSemana, FUSO_AGENCIA, hojeNaAgencia, somarDiasData } from '../financeiro/datas';
import type { HorarioVisita } from './visitas.schema';

/** A stretch of visiting hours in São Paulo time, 'HH:MM' to 'HH:MM'. */
export type JanelaVisita = { inicio: string; fim: string };

/**
 * The agency's visiting hours: windows per weekday (0 = Sunday … 6 = Saturday), the length of a
 * visit and the minimum notice before a slot may be booked.
 */
export type AgendaVisitas = {
  dias: Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, readonly JanelaVisita[]>>;
  duracaoMinutos: number;
  antecedenciaMinutos: number;
};

const SEMANA = [{ inicio: '09:00', fim: '18:00' }] as const;

/**
 * The hours the contact page states (segunda a sexta 9h–18h, sábado 9h–13h), visits of 60 minutes,
 * booked at least 2 hours ahead. An agency may store its own in configuracoes ('visitas_agenda').
 */
export const AGENDA_VISITAS_PADRAO: AgendaVisitas = {
  dias: { 1: SEMANA, 2: SEMANA, 3: SEMANA, 4: SEMANA, 5: SEMANA, 6: [{ inicio: '09:00', fim: '13:00' }] },
  duracaoMinutos: 60,
  antecedenciaMinutos: 120,
};

const MINUTO_MS = 60_000;

/** 'HH:MM' → minutes after midnight. */
const minutos = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** The instant of São Paulo day `data` ('YYYY-MM-DD') at `min` minutes after midnight. */
export const instanteNaAgencia = (data: string, min: number): Date => {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(a, m - 1, d, Math.floor(min / 60), min % 60, FUSO_AGENCIA).getTime());
};

/** The agenda's slots of one São Paulo day, in order, before anything is taken away. */
const horariosDoDia = (agenda: AgendaVisitas, data: string): HorarioVisita[] => {
  const janelas = agenda.dias[diaDaSemana(data) as 0] ?? [];
  const saida: HorarioVisita[] = [];
  for (const j of janelas) {
    for (let m = minutos(j.inicio); m + agenda.duracaoMinutos <= minutos(j.fim); m += agenda.duracaoMinutos) {
      saida.push({
        inicio: instanteNaAgencia(data, m).toISOString(),
        fim: instanteNaAgencia(data, m + agenda.duracaoMinutos).toISOString(),
      });
    }
  }
  return saida;
};

/** [a, b) and [c, d) share some minute. */
const sobrepoe = (a: HorarioVisita, b: HorarioVisita) =>
  Date.parse(a.inicio) < Date.parse(b.fim) && Date.parse(b.inicio) < Date.parse(a.fim);

/**
 * The free slots of a property from São Paulo day `de` to `ate` (both included): the agenda's
 * slots minus those overlapping a visit that still holds its slot (not cancelled) and minus the
 * past and the minimum notice after `agora`.
 */
export const horariosDisponiveis = ({
  agenda,
  visitasMarcadas,
  de,
  ate,
  agora,
}: {
  agenda: AgendaVisitas;
  visitasMarcadas: readonly HorarioVisita[];
  de: string;
  ate: string;
  agora: Date;
}): HorarioVisita[] => {
  const limite = agora.getTime() + agenda.antecedenciaMinutos * MINUTO_MS;
  const saida: HorarioVisita[] = [];
  for (let dia = de; dia <= ate; dia = somarDiasData(dia, 1)) {
    for (const h of horariosDoDia(agenda, dia)) {
      if (Date.parse(h.inicio) < limite) continue;
      if (visitasMarcadas.some((v) => sobrepoe(v, h))) continue;
      saida.push(h);
    }
  }
  return saida;
};

/**
 * The free slot starting at `inicio` (any ISO form of the instant), or undefined when that instant
 * is taken, past, too soon or not a start of the agenda: what a booking or a proposal may take.
 */
export const horarioLivre = (
  agenda: AgendaVisitas,
  inicio: string,
  visitasMarcadas: readonly HorarioVisita[],
  agora: Date,
): HorarioVisita | undefined => {
  const t = Date.parse(inicio);
  if (!Number.isFinite(t)) return undefined;
  const data = hojeNaAgencia(new Date(t));
  return horariosDisponiveis({ agenda, visitasMarcadas, de: data, ate: data, agora }).find(
    (h) => Date.parse(h.inicio) === t,
  );
};
