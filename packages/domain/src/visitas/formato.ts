import { FUSO_AGENCIA } from '../financeiro/datas';

const diaSemana = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: FUSO_AGENCIA });
const data = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: FUSO_AGENCIA });
const hora = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: FUSO_AGENCIA });

/** A visit's start as the e-mails say it, in São Paulo time: 'segunda-feira, 07/12/2026, às 10:00'. */
export const formatarHorarioVisita = (iso: string): string => {
  const d = new Date(iso);
  return `${diaSemana.format(d)}, ${data.format(d)}, às ${hora.format(d)}`;
};
