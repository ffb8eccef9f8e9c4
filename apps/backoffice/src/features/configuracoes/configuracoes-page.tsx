import { api, invalidar, useConfiguracoesCompleta } from '@morada/api-client';
import { MSG, type Configuracao } from '@morada/domain';
import { AdminConfiguracoesView } from '@morada/ui/views/admin-configuracoes';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { CertificadoSecao } from '../assinaturas/certificado-secao';
import { LimiteAgenciaSecao } from '../chamados/limite-aprovacao-secao';
import { ContasCobrancaSecao } from './contas-cobranca-secao';
import { estadoDaCarga } from './estado-da-carga';

const T = MSG.adminUi.configuracoes;

export function ConfiguracoesPage() {
  const leitura = useConfiguracoesCompleta();
  const { data, error } = leitura;
  const [busy, setBusy] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar);
  }, [error]);

  const salvar = async (dados: Configuracao) => {
    setBusy(true);
    setErrosServidor(undefined);
    try {
      await api.configuracoes.salvar(dados);
      toastSucesso(T.salvas, dados.nome);
      await Promise.all([invalidar('configuracoes'), invalidar('dashboard')]);
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(e, T.erroSalvar, T.erroSalvar, 'salvar as configurações');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <AdminConfiguracoesView
        configuracao={data}
        {...estadoDaCarga(leitura)}
        busy={busy}
        errosServidor={errosServidor}
        onSubmit={salvar}
      />
      <LimiteAgenciaSecao />
      <ContasCobrancaSecao />
      <CertificadoSecao />
    </div>
  );
}
