import { api, invalidar, useContasCobranca } from '@morada/api-client';
import { ACOES_API, MSG_COBRANCA_UI, type ContaCobranca, type ContaCobrancaDados } from '@morada/domain';
import { ContasCobranca } from '@morada/ui/views/admin-cobranca';
import { useEffect } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_COBRANCA_UI.contas;

/** Configurações → Contas de cobrança: the agency's collection accounts, created and edited in a dialog. */
export function ContasCobrancaSecao() {
  const { data, error, isLoading, mutate } = useContasCobranca();
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, ACOES_API.listarContasCobranca);
  }, [error]);

  const salvar = async (dados: ContaCobrancaDados, conta: ContaCobranca | null) => {
    try {
      const salva = conta
        ? await api.cobranca.contas.atualizar(conta.id, dados)
        : await api.cobranca.contas.criar(dados);
      toastSucesso(conta ? T.atualizada : T.criada, salva.nome);
      await invalidar('cobranca');
    } catch (e) {
      // Field errors go under their fields (the section reads them); anything else is a toast.
      if (!errosDoServidor(e)) toastErro(e, T.erroSalvar, T.erroSalvar, ACOES_API.salvarContaCobranca);
      throw e;
    }
  };

  return (
    <ContasCobranca
      className="mx-auto max-w-4xl"
      contas={data}
      loading={isLoading}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void mutate()}
      onSalvar={salvar}
      errosDoErro={errosDoServidor}
    />
  );
}
