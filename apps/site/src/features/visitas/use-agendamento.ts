import { useState } from 'react';
import { isApiError, siteApi, useHorariosVisita } from '@morada/api-client/site';
import type { AgendamentoVisita } from '@morada/ui/views/imovel-detalhe';

/** A 400's field errors, for the form's fields. */
export const errosDoErro = (e: unknown) => (isApiError(e) && e.status === 400 ? e.errosPorCampo : undefined);
/** A 409's message (the slot was taken meanwhile, or has passed), shown as the server words it. */
export const conflitoDoErro = (e: unknown) => (isApiError(e) && e.status === 409 ? e.mensagem : undefined);

/**
 * “Agendar visita” of a property page: the free slots are read only once the dialog opens, read again
 * on “Tentar novamente” and after a 409; the booking goes to the server as typed.
 */
export function useAgendamento(imovelId: string | undefined): AgendamentoVisita {
  const [pedido, setPedido] = useState(false);
  const { data, error, isLoading, mutate } = useHorariosVisita(imovelId, pedido);
  return {
    horarios: error ? undefined : data?.horarios,
    carregando: isLoading || (!pedido && !data),
    falhou: Boolean(error) && !isLoading,
    onCarregar: () => {
      if (pedido) void mutate();
      else setPedido(true);
    },
    onSolicitar: async (dados) => {
      await siteApi.visitasPublicas.agendar(imovelId!, dados);
      void mutate();
    },
    errosDoErro,
    conflitoDoErro,
  };
}

/** The WhatsApp button's click, recorded with the property; a failure never stops the visitor. */
export const registrarCliqueWhatsapp = (imovelId: string | undefined) => () => {
  if (imovelId) siteApi.visitasPublicas.cliqueWhatsapp(imovelId).catch(() => undefined);
};
