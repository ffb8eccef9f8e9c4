import {
  api,
  invalidar,
  useBuscaOpcoes,
  useLeadsContagens,
  useLeadsPagina,
  useUsuarios,
} from '@morada/api-client';
import { ETAPAS_LEAD, MSG, MSG_LEADS_UI, ORIGENS_LEAD, type Lead, type NovoLead } from '@morada/domain';
import { LeadsView, NovoLeadDialog } from '@morada/ui/views/leads';
import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl } from '../../lib/use-lista-na-url';
import { usePaginaAdmin } from '../../lib/use-pagina-admin';

const T = MSG_LEADS_UI;
const TODOS = MSG.admin.todos;

/**
 * /admin/leads: every lead, filtered by etapa (the funnel's chips), origem, corretor and search in the
 * URL; "Atribuir" and "Novo lead". After every change all leads are read again (list and counts).
 */
export function LeadsPage({ agora = new Date() }: { agora?: Date }) {
  const corretores = useUsuarios({ perfil: 'corretor' });
  const opcoesCorretor = (corretores.data ?? []).map((u) => ({ id: u.id, nome: u.nome }));
  const lista = useListaNaUrl({
    etapa: ETAPAS_LEAD,
    origem: ORIGENS_LEAD,
    corretorId: opcoesCorretor.map((c) => c.id),
  });
  const resposta = useLeadsPagina(lista.consulta);
  const { etapa: _e, pagina: _p, limite: _l, ...semEtapa } = lista.consulta;
  const contagens = useLeadsContagens(ETAPAS_LEAD, semEtapa);
  const listaProps = usePaginaAdmin(lista, resposta);
  // The lead's property is searched on the server (100k properties), not loaded whole.
  const imoveis = useBuscaOpcoes('imoveis');
  const [atribuindo, setAtribuindo] = useState<string | null>(null);
  const [novo, setNovo] = useState(false);
  const [criando, setCriando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  useEffect(() => {
    if (resposta.error) toastErro(resposta.error, T.erroCarregar, T.erroCarregar, T.acoes.listar);
  }, [resposta.error]);

  const atribuir = async (lead: Lead, corretorId: string) => {
    setAtribuindo(lead.id);
    try {
      await api.leads.atribuir(lead.id, corretorId);
      toastSucesso(T.sucesso.atribuido, lead.nome);
    } catch (e) {
      toastErro(e, T.erros.atribuir, T.erros.atribuir, T.acoes.atribuir);
    } finally {
      await invalidar('leads');
      setAtribuindo(null);
    }
  };

  const criar = async (dados: NovoLead) => {
    setCriando(true);
    setErrosServidor(undefined);
    try {
      const lead = await api.leads.criar(dados);
      toastSucesso(T.sucesso.criado, lead.nome);
      setNovo(false);
      await invalidar('leads');
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(e, T.erros.criar, T.erros.criar, T.acoes.criar);
    } finally {
      setCriando(false);
    }
  };

  const etapa = lista.filtros.etapa;
  const origem = lista.filtros.origem;
  return (
    <>
      <LeadsView
        {...listaProps}
        leads={resposta.data?.dados ?? []}
        etapa={etapa === TODOS ? 'todas' : etapa}
        onEtapaChange={(e) => lista.setFiltro('etapa', e === 'todas' ? TODOS : e)}
        contagens={contagens.data}
        origem={origem === TODOS ? 'todas' : origem}
        onOrigemChange={(o) => lista.setFiltro('origem', o === 'todas' ? TODOS : o)}
        hrefLead={paths.lead.href}
        agora={agora}
        onNovoLead={() => setNovo(true)}
        admin={{
          corretores: opcoesCorretor,
          corretorId: lista.filtros.corretorId,
          onCorretorChange: (id) => lista.setFiltro('corretorId', id),
          onAtribuir: (lead, corretorId) => void atribuir(lead, corretorId),
          atribuindo,
        }}
      />
      <NovoLeadDialog
        open={novo}
        onOpenChange={setNovo}
        imoveis={imoveis}
        onSubmit={(dados) => void criar(dados)}
        salvando={criando}
        errosServidor={errosServidor}
      />
    </>
  );
}
