import { MSG_PROPOSTAS, MSG_PROPOSTAS_UI, STATUS_PROPOSTA, TIPOS_PROPOSTA } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { DataToolbar, type DataToolbarFiltro } from '../../components/data-toolbar';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import type { CorretorOpcao } from '../leads/atribuir-dialog';
import { colunasPropostas } from './colunas-propostas';
import type { Proposta, StatusProposta, TipoProposta } from './tipos';

const T = MSG_PROPOSTAS_UI;

/** What only the admin's list has: the corretor filter and column. */
type PropostasAdmin = {
  corretores: readonly CorretorOpcao[];
  /** O filtro de corretor: `'todos'` ou um id. */
  corretorId: string;
  onCorretorChange: (corretorId: string) => void;
};

type PropostasViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** A página de propostas que atende aos filtros (GET /api/propostas). */
    propostas: readonly Proposta[];
    /** Quantas propostas atendem aos filtros, em todas as páginas (X-Total-Count). */
    total: number;
    /** O filtro de status: `'todos'` ou um status. */
    status: StatusProposta | 'todos';
    onStatusChange: (status: StatusProposta | 'todos') => void;
    /** O filtro de tipo: `'todos'`, locação ou venda. */
    tipo: TipoProposta | 'todos';
    onTipoChange: (tipo: TipoProposta | 'todos') => void;
    /** O endereço da página de uma proposta. */
    hrefProposta: (id: string) => string;
    /** A primeira carga está em andamento. */
    loading: boolean;
    /** A lista não pôde ser carregada: a mensagem e “Tentar novamente” no lugar das linhas. */
    loadFailed?: boolean;
    onRetry?: () => void;
    /** A lista do admin: todas as propostas, com o filtro e a coluna de corretor. */
    admin?: PropostasAdmin;
  };

/**
 * A lista de propostas: o status em selo, o cliente, o imóvel e o valor; cartões no celular e tabela no
 * computador. Serve ao corretor (as dele) e ao admin (todas, com o filtro de corretor).
 */
function PropostasView({
  propostas,
  total,
  status,
  onStatusChange,
  tipo,
  onTipoChange,
  busca,
  onBuscaChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  hrefProposta,
  loading,
  loadFailed = false,
  onRetry,
  admin,
  className,
  ...props
}: PropostasViewProps) {
  const Titulo = admin ? 'h1' : 'h2';
  const filtros: DataToolbarFiltro[] = [
    {
      id: 'status',
      label: T.filtros.status,
      value: status,
      options: [
        { value: 'todos', label: T.filtros.todosStatus },
        ...STATUS_PROPOSTA.map((s) => ({ value: s, label: MSG_PROPOSTAS.status[s] })),
      ],
      onChange: (v) => onStatusChange(STATUS_PROPOSTA.find((s) => s === v) ?? 'todos'),
    },
    {
      id: 'tipo',
      label: T.filtros.tipo,
      value: tipo,
      options: [
        { value: 'todos', label: T.filtros.todosTipos },
        ...TIPOS_PROPOSTA.map((t) => ({ value: t, label: MSG_PROPOSTAS.tipos[t] })),
      ],
      onChange: (v) => onTipoChange(TIPOS_PROPOSTA.find((t) => t === v) ?? 'todos'),
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
    status !== 'todos' || tipo !== 'todos' || busca.trim() !== '' || (admin && admin.corretorId !== 'todos');
  return (
    <div data-slot="propostas-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <header className="flex flex-wrap items-center gap-3">
        <Titulo className="text-2xl font-bold tracking-tight">{admin ? T.titulo : T.tituloCorretor}</Titulo>
        {loading ? null : <Badge variant="secondary">{T.contagem(total)}</Badge>}
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={filtros}
      />
      <DataTable
        itens={propostas}
        chave={(p) => p.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && propostas.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={filtrado ? T.vazioFiltro : T.vazio}
        colunas={colunasPropostas({ hrefProposta, comCorretor: !!admin })}
      />
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
    </div>
  );
}

/** A lista de todas as propostas no back office (/admin/propostas): filtros de status, tipo e corretor. */
function AdminPropostasView(props: PropostasViewProps & { admin: PropostasAdmin }) {
  return <PropostasView {...props} />;
}

export { AdminPropostasView, PropostasView };
export type { PropostasAdmin, PropostasViewProps };
