import { api, invalidar, useContasCobranca, useRemessas } from '@morada/api-client';
import { ACOES_API, MSG_COBRANCA_UI, type ContaCobranca, type ContaCobrancaDados } from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import { ContasCobranca, RemessasDialog } from '@morada/ui/views/admin-cobranca';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { estadoDaCarga } from './estado-da-carga';

const T = MSG_COBRANCA_UI.contas;
const R = MSG_COBRANCA_UI.remessas;

/**
 * Configurações → Contas de cobrança: the agency's collection accounts, created and edited in a
 * dialog, and each real account's remessas (generate the next one, download any).
 */
export function ContasCobrancaSecao() {
  const contas = useContasCobranca();
  const { data, error } = contas;
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, ACOES_API.listarContasCobranca);
  }, [error]);
  // The account whose remessas are open, read fresh from the list (its next number moves on).
  const [remessasDe, setRemessasDe] = useState<string | null>(null);
  const contaRemessas = data?.find((c) => c.id === remessasDe) ?? null;
  const remessas = useRemessas(contaRemessas?.id);
  useEffect(() => {
    if (remessas.error) toastErro(remessas.error, R.erroCarregar, R.erroCarregar, ACOES_API.listarRemessas);
  }, [remessas.error]);

  const gerar = async () => {
    if (!contaRemessas) return;
    try {
      const r = await api.cobranca.remessas.gerar(contaRemessas.id);
      toastSucesso(R.gerada(r.numero), r.nomeArquivo);
      await invalidar('cobranca');
    } catch (e) {
      toastErro(e, R.erroGerar, R.erroGerar, ACOES_API.gerarRemessa);
      throw e;
    }
  };
  const baixar = async (id: string, nome: string) => {
    try {
      const { blob, nomeArquivo } = await api.cobranca.remessas.arquivo(id);
      baixarArquivo(blob, nomeArquivo ?? nome);
    } catch (e) {
      toastErro(e, R.erroBaixar, R.erroBaixar, ACOES_API.baixarRemessa);
    }
  };

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
    <>
      <ContasCobranca
        className="mx-auto max-w-4xl"
        contas={data}
        {...estadoDaCarga(contas)}
        onSalvar={salvar}
        errosDoErro={errosDoServidor}
        onRemessas={(c) => setRemessasDe(c.id)}
      />
      <RemessasDialog
        conta={contaRemessas}
        dados={remessas.data}
        {...estadoDaCarga(remessas)}
        onGerar={gerar}
        onBaixar={(r) => void baixar(r.id, r.nomeArquivo)}
        onFechar={() => setRemessasDe(null)}
      />
    </>
  );
}
