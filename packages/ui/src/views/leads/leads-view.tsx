import {
  MSG_LEADS,
  MSG_LEADS_UI,
  ORIGENS_LEAD,
  type EtapaLead,
  type Lead,
  type OrigemLead,
} from '@morada/domain';
import { Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { DataToolbar, type DataToolbarFiltro } from '../../components/data-toolbar';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import { AtribuirDialog, type CorretorOpcao } from './atribuir-dialog';
import { colunasLeads } from './colunas-leads';
import { FunilChips, type FunilChipsProps } from './funil-chips';

const T = MSG_LEADS_UI;

/** What only the admin's list has: the corretor filter and “Atribuir”. */
type LeadsAdmin = {
  corretores: readonly CorretorOpcao[];
  /** O filtro de corretor: `'todos'` ou um id. */
  corretorId: string;
  onCorretorChange: (corretorId: string) => void;
  /** Atribui o lead ao corretor; o app salva, relê a lista e fecha o diálogo (`atribuindo` volta a null). */
  onAtribuir: (lead: Lead, corretorId: string) => void;
  /** O id do lead sendo atribuído. */
  atribuindo?: string | null;
};

type LeadsViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** A página de leads que atende aos filtros (GET /api/leads). */
    leads: readonly Lead[];
    /** Quantos leads atendem aos filtros, em todas as páginas (X-Total-Count). */
    total: number;
    /** O filtro de etapa (os chips do funil). */
    etapa: FunilChipsProps['valor'];
    onEtapaChange: (etapa: EtapaLead | 'todas') => void;
    /** Quantos leads há em cada etapa, para os chips. */
    contagens?: FunilChipsProps['contagens'];
    /** O filtro de origem: `'todas'` ou uma origem. */
    origem: OrigemLead | 'todas';
    onOrigemChange: (origem: OrigemLead | 'todas') => void;
    /** O endereço da página de um lead. */
    hrefLead: (id: string) => string;
    /** O instante de referência de “Sem atendimento há N h” (o app passa o de agora). */
    agora: Date;
    /** A primeira carga está em andamento. */
    loading: boolean;
    /** A lista não pôde ser carregada: a mensagem e “Tentar novamente” no lugar das linhas. */
    loadFailed?: boolean;
    onRetry?: () => void;
    /** “Novo lead”: o app abre o `NovoLeadDialog`. */
    onNovoLead?: () => void;
    /** A lista do admin: todos os leads, o filtro e a coluna de corretor, e “Atribuir”. */
    admin?: LeadsAdmin;
  };

/**
 * A lista de leads: os chips do funil (com a contagem de cada etapa), a busca e a origem, e os leads em
 * cartões no celular e em tabela no computador; um lead parado mostra “Sem atendimento há N h”. Serve ao
 * corretor (os leads dele) e ao admin (todos, com o corretor e “Atribuir”).
 */
function LeadsView({
  leads,
  total,
  etapa,
  onEtapaChange,
  contagens,
  origem,
  onOrigemChange,
  busca,
  onBuscaChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  hrefLead,
  agora,
  loading,
  loadFailed = false,
  onRetry,
  onNovoLead,
  admin,
  className,
  ...props
}: LeadsViewProps) {
  const [atribuir, setAtribuir] = useState<Lead | null>(null);
  const Titulo = admin ? 'h1' : 'h2';
  const filtros: DataToolbarFiltro[] = [
    {
      id: 'origem',
      label: T.filtros.origem,
      value: origem,
      options: [
        { value: 'todas', label: T.filtros.todasOrigens },
        ...ORIGENS_LEAD.map((o) => ({ value: o, label: MSG_LEADS.origens[o] })),
      ],
      onChange: (v) => onOrigemChange(v as OrigemLead | 'todas'),
    },
  ];
  if (admin) {
    filtros.push({
      id: 'corretor',
      label: T.filtros.corretor,
      value: admin.corretorId,
      options: [
        { value: 'todos', label: T.filtros.todosCorretores },
        ...admin.corretores.map((c) => ({ value: c.id, label: c.nome })),
      ],
      onChange: admin.onCorretorChange,
    });
  }
  const filtrado =
    etapa !== 'todas' || origem !== 'todas' || busca.trim() !== '' || (admin && admin.corretorId !== 'todos');
  return (
    <div data-slot="leads-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Titulo className="text-2xl font-bold tracking-tight">{admin ? T.titulo : T.tituloCorretor}</Titulo>
          {loading ? null : <Badge variant="secondary">{T.contagem(total)}</Badge>}
        </div>
        {onNovoLead ? (
          <Button type="button" onClick={onNovoLead}>
            <Plus className="size-4" aria-hidden />
            {T.novoLead}
          </Button>
        ) : null}
      </header>
      <FunilChips valor={etapa} onChange={onEtapaChange} contagens={contagens} />
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={filtros}
      />
      <DataTable
        itens={leads}
        chave={(l) => l.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && leads.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={filtrado ? T.vazioFiltro : T.vazio}
        colunas={colunasLeads({ hrefLead, agora, onAtribuir: admin ? setAtribuir : undefined })}
      />
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      {admin ? (
        <AtribuirDialog
          lead={atribuir}
          corretores={admin.corretores}
          salvando={admin.atribuindo != null}
          onConfirmar={(lead, corretorId) => {
            admin.onAtribuir(lead, corretorId);
            setAtribuir(null);
          }}
          onFechar={() => setAtribuir(null)}
        />
      ) : null}
    </div>
  );
}

export { LeadsView };
export type { LeadsAdmin, LeadsViewProps };
