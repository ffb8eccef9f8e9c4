import { api, invalidar, useHorariosDaAgencia } from '@morada/api-client';
import { MSG_HORARIOS_VISITA, type AgendaVisitasEntrada } from '@morada/domain';
import { HorariosVisitaForm } from '@morada/ui/views/corretor-agenda';
import { useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_HORARIOS_VISITA;

/**
 * /admin/visitas/horarios: the agency's visiting hours. Once saved, every property's slot picker
 * offers them (the free slots are computed on each read, so nothing else is refreshed).
 */
export function HorariosVisitaPage() {
  const { data, error, mutate } = useHorariosDaAgencia();
  const [salvando, setSalvando] = useState(false);
  const salvar = async (agenda: AgendaVisitasEntrada) => {
    setSalvando(true);
    try {
      await mutate(await api.visitas.gravarHorarios(agenda), { revalidate: false });
      toastSucesso(T.salvo);
      await invalidar('visitas');
    } catch (e) {
      toastErro(e, T.titulo, T.erroCarregar, T.acoes.salvar);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <HorariosVisitaForm
      className="max-w-3xl"
      agenda={data}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void mutate()}
      isSaving={salvando}
      onSubmit={salvar}
    />
  );
}
