import { invalidar, isApiError, siteApi, useLead } from '@morada/api-client/site';
import { MSG_LEADS_UI, type EtapaLead } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { LeadDetalheView } from '@morada/ui/views/leads';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequirePerfil } from '../../features/auth/require-perfil';

const T = MSG_LEADS_UI;

/**
 * /corretor/leads/:id: one of the corretor's leads — contact, next steps, notes and timeline. After
 * every change all leads are read again (the list, its counts and this lead), so no figure is stale;
 * a refusal (409: the lead changed meanwhile; 422: not allowed) is shown on the page.
 */
function LeadDoCorretor() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  const [salvando, setSalvando] = useState(false);
  const [erroAcao, setErroAcao] = useState<string | null>(null);
  const naoEncontrado = lead.error?.status === 404;

  const salvar = async (fazer: () => Promise<unknown>, sucesso: string, falha: string) => {
    setSalvando(true);
    setErroAcao(null);
    try {
      await fazer();
      toast({ title: sucesso });
    } catch (e) {
      const status = isApiError(e) ? e.status : undefined;
      if (status === 409) setErroAcao(T.erros.conflito);
      // 400/422: the server says why the move is not allowed (e.g. perdido without motivo).
      else if (isApiError(e) && (status === 400 || status === 422)) setErroAcao(e.mensagem);
      else
        toast({ title: falha, description: isApiError(e) ? e.mensagem : undefined, variant: 'destructive' });
      throw e;
    } finally {
      await invalidar('leads');
      setSalvando(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-3xl px-4 py-6 sm:py-10">
      <LeadDetalheView
        lead={lead.data}
        naoEncontrado={naoEncontrado}
        erroCarregar={lead.error && !naoEncontrado && !lead.data ? lead.error.mensagem : null}
        onRetry={() => void lead.mutate()}
        hrefVoltar={paths.corretor}
        hrefNovaProposta={paths.novaPropostaCorretor(id)}
        hrefImovel={(imovelId) => `${paths.imoveis}/${encodeURIComponent(imovelId)}`}
        agora={new Date()}
        salvando={salvando}
        erroAcao={erroAcao}
        onMudarEtapa={(etapa: EtapaLead, motivo?: string) =>
          void salvar(
            () => siteApi.leads.mudarEtapa(id, motivo ? { etapa, motivo } : { etapa }),
            T.sucesso.etapa,
            T.erros.etapa,
          ).catch(() => undefined)
        }
        onAdicionarNota={(texto) =>
          salvar(() => siteApi.leads.adicionarNota(id, texto), T.sucesso.nota, T.erros.nota)
        }
      />
    </div>
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="corretor">
      <LeadDoCorretor />
    </RequirePerfil>
  );
}
