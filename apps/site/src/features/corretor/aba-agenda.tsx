import { useState } from 'react';
import { acoesDaAgenda, isApiError, useAgendaVisitas } from '@morada/api-client/site';
import { hojeNaAgencia } from '@morada/domain';
import { AgendaCorretorView, somarDias, type AcoesAgenda } from '@morada/ui/views/corretor-agenda';

/** The Monday of the week a day is in ('YYYY-MM-DD'). */
const segundaDe = (dia: string) => somarDias(dia, -((new Date(`${dia}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The corretor's "Agenda" tab: his week of visits (the server answers only his own), read again after
 * each action so the screen shows what the server recorded.
 */
export function AbaAgenda() {
  const hoje = hojeNaAgencia();
  const [de, setDe] = useState(() => segundaDe(hoje));
  const { data, error, isLoading, mutate } = useAgendaVisitas({ de, ate: somarDias(de, 6) });
  const acoes: AcoesAgenda = {
    ...acoesDaAgenda(mutate),
    mensagemDoErro: (e) => (isApiError(e) ? e.mensagem : undefined),
  };
  return (
    <AgendaCorretorView
      de={de}
      visitas={error && !data ? undefined : data}
      isLoading={isLoading}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void mutate()}
      onSemanaAnterior={() => setDe((d) => somarDias(d, -7))}
      onProximaSemana={() => setDe((d) => somarDias(d, 7))}
      hoje={hoje}
      agora={new Date().toISOString()}
      acoes={acoes}
    />
  );
}
