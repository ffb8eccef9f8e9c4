import { useState } from 'react';
import { isApiError, siteApi, useAgendaVisitas } from '@morada/api-client/site';
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
  const depois =
    <A extends unknown[]>(acao: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await acao(...args);
      await mutate();
    };
  const acoes: AcoesAgenda = {
    onConfirmar: depois((id: string) => siteApi.visitas.confirmar(id)),
    onProporHorario: depois((id: string, inicio: string) => siteApi.visitas.proporHorario(id, inicio)),
    onCancelar: depois((id: string, motivo: string) => siteApi.visitas.cancelar(id, motivo)),
    onRegistrarFeedback: depois((id: string, dados: Parameters<AcoesAgenda['onRegistrarFeedback']>[1]) =>
      siteApi.visitas.feedback(id, dados),
    ),
    carregarHorarios: async (imovelId) => (await siteApi.visitasPublicas.horarios(imovelId)).horarios,
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
