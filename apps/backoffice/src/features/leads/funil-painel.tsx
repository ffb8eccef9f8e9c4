import { api, invalidar, useLeadsConfiguracao, useLeadsFunil } from '@morada/api-client';
import { hojeNaAgencia, mesNaAgencia, MSG_LEADS_UI, type ConfiguracaoLeads } from '@morada/domain';
import { ConfiguracaoLeadsForm, FunilLeads, type PeriodoFunil } from '@morada/ui/views/leads';
import { Spinner } from '@morada/ui/spinner';
import { useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';
import { IntegracaoPainel } from './integracao-painel';

const T = MSG_LEADS_UI;

/** The current month up to today, in the agency's calendar. */
const mesAtual = (): PeriodoFunil => ({ de: `${mesNaAgencia()}-01`, ate: hojeNaAgencia() });

/** The "Funil" tab: the funnel report of the chosen period (default: the current month). */
export function FunilPainel() {
  const [periodo, setPeriodo] = useState(mesAtual);
  const funil = useLeadsFunil(periodo);
  return (
    <FunilLeads
      periodo={periodo}
      onPeriodo={setPeriodo}
      funil={funil.data}
      erro={funil.error && !funil.data ? T.funil.erroCarregar : null}
    />
  );
}

/** The "Configuração" tab: the alert's hours and the rotation; saved, then read again. */
export function ConfiguracaoPainel() {
  const configuracao = useLeadsConfiguracao();
  const [salvando, setSalvando] = useState(false);
  const salvar = async (valores: ConfiguracaoLeads) => {
    setSalvando(true);
    try {
      await api.leads.salvarConfiguracao(valores);
      toastSucesso(T.sucesso.configuracao);
    } catch (e) {
      toastErro(e, T.erros.configuracao, T.erros.configuracao, T.acoes.salvarConfiguracao);
    } finally {
      // The list's "parado" flags depend on the hours: every lead is read again.
      await invalidar('leads');
      setSalvando(false);
    }
  };
  let form;
  if (configuracao.error && !configuracao.data) form = <p role="alert">{T.erros.configuracao}</p>;
  else if (!configuracao.data) form = <Spinner label={T.configuracao.carregando} />;
  else
    form = (
      <ConfiguracaoLeadsForm
        valores={configuracao.data}
        onSalvar={(v) => void salvar(v)}
        salvando={salvando}
      />
    );
  return (
    <div className="grid min-w-0 gap-6">
      {form}
      <IntegracaoPainel />
    </div>
  );
}
