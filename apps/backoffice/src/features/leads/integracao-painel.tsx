import { api, useLeadsIntegracao } from '@morada/api-client';
import { MSG_LEADS_UI } from '@morada/domain';
import { IntegracaoLeadsPainel } from '@morada/ui/views/leads';
import { toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_LEADS_UI;

/** The Grupo OLX lead webhook (Configuração tab): its address and secret; a new secret replaces the old at once. */
export function IntegracaoPainel() {
  const integracao = useLeadsIntegracao();
  const gerarNovoSegredo = async () => {
    try {
      const nova = await api.leads.gerarNovoSegredo();
      toastSucesso(T.integracao.gerado, T.integracao.geradoDetalhe);
      await integracao.mutate(nova, { revalidate: false });
    } catch (e) {
      toastErro(e, T.integracao.erroGerar, T.integracao.erroGerar, T.acoes.novoSegredo);
      throw e;
    }
  };
  return (
    <IntegracaoLeadsPainel
      integracao={integracao.data}
      erro={integracao.error && !integracao.data ? T.integracao.erroCarregar : null}
      onGerarNovoSegredo={gerarNovoSegredo}
    />
  );
}
