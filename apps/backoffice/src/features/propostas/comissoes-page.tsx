import { api, invalidar, useComissoes, useComissoesConfiguracao } from '@morada/api-client';
import { MSG_PROPOSTAS_ACOES, MSG_PROPOSTAS_UI, type ConfiguracaoComissoes } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { AdminComissoesView, ComissoesConfigForm } from '@morada/ui/views/propostas';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_PROPOSTAS_UI;
const A = MSG_PROPOSTAS_ACOES;

/**
 * /admin/comissoes: every commission share (the agency's and each corretor's) and the settings form
 * (rates and split). A split that does not add up to 100 comes back as the server's field error.
 */
export function ComissoesPage() {
  const comissoes = useComissoes();
  const configuracao = useComissoesConfiguracao();
  const [salvando, setSalvando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  useEffect(() => {
    if (configuracao.error)
      toastErro(configuracao.error, T.erros.configuracao, T.erros.configuracao, A.configuracao);
  }, [configuracao.error]);

  const salvar = async (dados: ConfiguracaoComissoes) => {
    setSalvando(true);
    setErrosServidor(undefined);
    try {
      await api.propostas.salvarConfiguracaoComissoes(dados);
      toastSucesso(T.sucesso.configuracao);
      await invalidar('propostas');
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(e, T.erros.configuracao, T.erros.configuracao, A.salvarConfiguracao);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-8">
      <AdminComissoesView
        resumo={comissoes.data}
        loading={comissoes.isLoading}
        loadFailed={!!comissoes.error && !comissoes.data}
        onRetry={() => void comissoes.mutate()}
      />
      <section className="max-w-2xl">
        {configuracao.data ? (
          <ComissoesConfigForm
            configuracao={configuracao.data}
            onSubmit={(dados) => void salvar(dados)}
            busy={salvando}
            errosServidor={errosServidor}
          />
        ) : configuracao.isLoading ? (
          <Spinner />
        ) : null}
      </section>
    </div>
  );
}
