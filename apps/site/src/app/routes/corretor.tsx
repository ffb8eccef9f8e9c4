import { useLeadsContagens, useLeadsPagina, useSession } from '@morada/api-client/site';
import {
  ETAPAS_LEAD,
  POR_PAGINA_ADMIN,
  totalDePaginas,
  type EtapaLead,
  type OrigemLead,
} from '@morada/domain';
import { ABAS_CORRETOR, AreaCorretorView, LeadsView, type AbaCorretor } from '@morada/ui/views/leads';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequirePerfil } from '../../features/auth/require-perfil';
import { AbaAgenda } from '../../features/corretor/aba-agenda';
import {
  AbaComissoesSobDemanda,
  AbaPropostasSobDemanda,
} from '../../features/corretor/propostas-sob-demanda';

/** "Meus leads": the corretor's own leads (the server answers only his), filtered and paged there. */
function MeusLeads() {
  const [etapa, setEtapa] = useState<EtapaLead | 'todas'>('todas');
  const [origem, setOrigem] = useState<OrigemLead | 'todas'>('todas');
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  const termo = useDeferredValue(busca.trim());
  const filtros = {
    ...(origem === 'todas' ? {} : { origem }),
    ...(termo ? { busca: termo } : {}),
  };
  const lista = useLeadsPagina({
    ...filtros,
    ...(etapa === 'todas' ? {} : { etapa }),
    pagina,
    limite: POR_PAGINA_ADMIN,
  });
  const contagens = useLeadsContagens(ETAPAS_LEAD, filtros);
  const naPrimeira =
    <T,>(mudar: (v: T) => void) =>
    (v: T) => {
      mudar(v);
      setPagina(1);
    };
  return (
    <LeadsView
      leads={lista.data?.dados ?? []}
      total={lista.data?.total ?? 0}
      etapa={etapa}
      onEtapaChange={naPrimeira(setEtapa)}
      contagens={contagens.data}
      origem={origem}
      onOrigemChange={naPrimeira(setOrigem)}
      busca={busca}
      onBuscaChange={naPrimeira(setBusca)}
      pagina={pagina}
      totalPaginas={totalDePaginas(lista.data?.total ?? 0, POR_PAGINA_ADMIN)}
      onPaginaChange={setPagina}
      hrefLead={paths.leadCorretor}
      agora={new Date()}
      loading={lista.isLoading}
      loadFailed={!!lista.error && !lista.data}
      onRetry={() => {
        void lista.mutate();
        void contagens.mutate();
      }}
    />
  );
}

/**
 * /corretor: the corretor's area, phone first — his leads, his week's agenda, his proposals and his
 * commissions. The tab lives in the address (?aba=agenda, ?aba=propostas, ?aba=comissoes), so a
 * reload or a shared link opens the same tab.
 */
function AreaCorretor() {
  const { usuario } = useSession();
  const [params, setParams] = useSearchParams();
  const aba: AbaCorretor = ABAS_CORRETOR.find((a) => a === params.get('aba')) ?? 'leads';
  const mudarAba = (nova: AbaCorretor) => setParams(nova === 'leads' ? {} : { aba: nova }, { replace: true });
  return (
    <AreaCorretorView
      nome={usuario?.nome ?? ''}
      aba={aba}
      onAbaChange={mudarAba}
      leads={<MeusLeads />}
      agenda={<AbaAgenda />}
      propostas={<AbaPropostasSobDemanda />}
      comissoes={<AbaComissoesSobDemanda />}
    />
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="corretor">
      <AreaCorretor />
    </RequirePerfil>
  );
}
