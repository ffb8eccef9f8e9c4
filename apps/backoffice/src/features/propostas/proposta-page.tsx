import { api, invalidar, useProposta } from '@morada/api-client';
import {
  MSG_PROPOSTAS_ACOES,
  MSG_PROPOSTAS_UI,
  type AprovacaoProposta,
  type LinkAcesso,
} from '@morada/domain';
import { AdminPropostaDetalheView } from '@morada/ui/views/propostas';
import { useEffect, useState, type MouseEvent } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLinkAcesso } from '../acesso/use-link-acesso';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useArquivo } from '../../lib/use-arquivo';

const T = MSG_PROPOSTAS_UI;
const A = MSG_PROPOSTAS_ACOES;
const hrefDocumento = (id: string) => (docId: string) => `/api/propostas/${id}/documentos/${docId}`;

/**
 * /admin/propostas/:id: the proposal with “Aprovar” (a lease creates the contract; its tenant's
 * invitation is shown once) and “Recusar” with a motivo; the documents download with the session.
 */
export function PropostaPage() {
  const { id = '' } = useParams();
  const proposta = useProposta(id);
  const { agencia } = useLinkAcesso();
  const [salvando, setSalvando] = useState(false);
  const [errosAprovacao, setErrosAprovacao] = useState<Record<string, string> | undefined>();
  const [convite, setConvite] = useState<LinkAcesso | null>(null);
  const { baixar } = useArquivo();
  const naoEncontrada = proposta.error?.status === 404;
  // The contracts screen is searched by the contract's number, which the proposal does not carry.
  const contratoId = proposta.data?.contratoId ?? null;
  const [contrato, setContrato] = useState<{ id: string; numero: string } | null>(null);
  useEffect(() => {
    if (!contratoId || contrato?.id === contratoId) return;
    api.contratos.obter(contratoId).then(
      (c) => setContrato({ id: c._id, numero: c.numero }),
      () => undefined,
    );
  }, [contratoId, contrato?.id]);

  const aprovar = async (dados: AprovacaoProposta) => {
    setSalvando(true);
    setErrosAprovacao(undefined);
    try {
      const r = await api.propostas.aprovar(id, dados);
      toastSucesso(T.aprovar.aprovada, r.contrato ? T.aprovar.contratoCriado(r.contrato.numero) : undefined);
      if (r.contrato) setContrato({ id: r.contrato._id, numero: r.contrato.numero });
      if (r.contrato?.convite) setConvite(r.contrato.convite);
    } catch (e) {
      setErrosAprovacao(errosDoServidor(e));
      toastErro(e, T.erros.aprovar, T.erros.aprovar, A.aprovar);
      throw e;
    } finally {
      await Promise.all([invalidar('propostas'), invalidar('contratos')]);
      setSalvando(false);
    }
  };

  const recusar = async (motivo: string) => {
    setSalvando(true);
    try {
      await api.propostas.recusar(id, motivo);
      toastSucesso(T.sucesso.recusada);
    } catch (e) {
      toastErro(e, T.erros.recusar, T.erros.recusar, A.recusar);
      throw e;
    } finally {
      await invalidar('propostas');
      setSalvando(false);
    }
  };

  // The documents are private and the API takes the session as a bearer token, which a plain link
  // does not carry: a click on a document's link fetches it with the token and saves it instead.
  const baixarDocumento = (e: MouseEvent<HTMLDivElement>) => {
    const link = e.target instanceof Element ? e.target.closest('a[download]') : null;
    const prefixo = hrefDocumento(id)('');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith(prefixo)) return;
    e.preventDefault();
    const docId = href.slice(prefixo.length);
    void baixar(
      docId,
      () => api.propostas.baixarDocumento(id, docId),
      link.getAttribute('download') ?? docId,
      T.erros.baixar,
      A.baixar,
    );
  };

  return (
    <div onClickCapture={baixarDocumento} className="min-w-0">
      <AdminPropostaDetalheView
        proposta={proposta.data}
        naoEncontrada={naoEncontrada}
        erroCarregar={proposta.error && !naoEncontrada && !proposta.data ? proposta.error.mensagem : null}
        onRetry={() => void proposta.mutate()}
        hrefVoltar={paths.propostas.href}
        hrefDocumento={hrefDocumento(id)}
        hrefContrato={() =>
          contrato
            ? `${paths.contratos.href}?${new URLSearchParams({ busca: contrato.numero })}`
            : paths.contratos.href
        }
        salvando={salvando}
        errosAprovacao={errosAprovacao}
        onAprovar={aprovar}
        onRecusar={recusar}
        convite={convite}
        onFecharConvite={() => setConvite(null)}
        agencia={agencia}
      />
    </div>
  );
}
