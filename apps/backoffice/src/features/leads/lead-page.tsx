import { api, invalidar, isApiError, useLead } from '@morada/api-client';
import { MSG_LEADS_UI, type EtapaLead } from '@morada/domain';
import { LeadDetalheView } from '@morada/ui/views/leads';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_LEADS_UI;

/**
 * /admin/leads/:id: a lead's page for the admin, who may also reopen a closed lead. After every
 * change all leads are read again; 409 (changed meanwhile) and 422 (not allowed) show on the page.
 */
export function LeadPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  const [salvando, setSalvando] = useState(false);
  const [erroAcao, setErroAcao] = useState<string | null>(null);
  const naoEncontrado = lead.error?.status === 404;

  const salvar = async (fazer: () => Promise<unknown>, sucesso: string, falha: string, acao: string) => {
    setSalvando(true);
    setErroAcao(null);
    try {
      await fazer();
      toastSucesso(sucesso);
    } catch (e) {
      const status = isApiError(e) ? e.status : undefined;
      if (status === 409) setErroAcao(T.erros.conflito);
      // 400/422: the server says why the move is not allowed (e.g. perdido without motivo).
      else if (isApiError(e) && (status === 400 || status === 422)) setErroAcao(e.mensagem);
      else toastErro(e, falha, falha, acao);
      throw e;
    } finally {
      await invalidar('leads');
      setSalvando(false);
    }
  };

  const mudarEtapa = (etapa: EtapaLead, motivo?: string) =>
    salvar(
      () => api.leads.mudarEtapa(id, motivo ? { etapa, motivo } : { etapa }),
      T.sucesso.etapa,
      T.erros.etapa,
      T.acoes.mudarEtapa,
    ).catch(() => undefined);

  return (
    <LeadDetalheView
      lead={lead.data}
      naoEncontrado={naoEncontrado}
      erroCarregar={lead.error && !naoEncontrado && !lead.data ? lead.error.mensagem : null}
      onRetry={() => void lead.mutate()}
      hrefVoltar={paths.leads.href}
      agora={new Date()}
      podeReabrir
      salvando={salvando}
      erroAcao={erroAcao}
      onMudarEtapa={(etapa, motivo) => void mudarEtapa(etapa, motivo)}
      onAdicionarNota={(texto) =>
        salvar(() => api.leads.adicionarNota(id, texto), T.sucesso.nota, T.erros.nota, T.acoes.nota)
      }
    />
  );
}
