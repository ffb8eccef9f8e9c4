import {
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  STATUS_CHAMADO,
  STATUS_FINAIS,
  URGENCIAS_CHAMADO,
  type Chamado,
  type StatusChamado,
  type UrgenciaChamado,
} from '@morada/domain';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { Combobox, type FonteCombobox } from '../../components/combobox';
import { DataToolbar, type DataToolbarFiltro } from '../../components/data-toolbar';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import { colunasChamados } from './colunas-chamados';

const T = MSG_CHAMADOS_ADMIN_UI.lista;

type AdminChamadosViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** A página de chamados que atende aos filtros (GET /api/admin/chamados). */
    chamados: readonly Chamado[];
    /** Quantos chamados atendem aos filtros, em todas as páginas (X-Total-Count). */
    total: number;
    /** O filtro de status: `'todos'` ou um status. */
    status: StatusChamado | 'todos';
    onStatusChange: (status: StatusChamado | 'todos') => void;
    /** O filtro de urgência: `'todas'` ou uma urgência. */
    urgencia: UrgenciaChamado | 'todas';
    onUrgenciaChange: (urgencia: UrgenciaChamado | 'todas') => void;
    /** Onde buscar o imóvel do filtro (a busca da página no servidor) e o escolhido (`'todos'` ou um id). */
    imoveis: FonteCombobox;
    imovelId: string;
    /** O título do imóvel filtrado (um link aberto com o filtro), mostrado no campo. */
    imovelTitulo?: string;
    /** O imóvel escolhido, ou `'todos'` quando o campo é limpo. */
    onImovelChange: (imovelId: string) => void;
    /** O endereço da página de um chamado. */
    hrefChamado: (id: string) => string;
    /** A primeira carga está em andamento. */
    loading: boolean;
    /** A lista não pôde ser carregada: a mensagem e “Tentar novamente” no lugar das linhas. */
    loadFailed?: boolean;
    onRetry?: () => void;
    /** “Atualizar”: relê a lista. */
    onRefresh?: () => void;
    refreshing?: boolean;
  };

/** A select of fixed values: “Todos”/“Todas” (no filter) first, then each value by its label. */
const filtroFixo = <V extends string, N extends 'todos' | 'todas'>(
  label: string,
  valor: V | N,
  nenhum: N,
  valores: readonly V[],
  rotulos: Record<V, string>,
  onChange: (v: V | N) => void,
): DataToolbarFiltro => ({
  id: label,
  label,
  value: valor,
  options: [
    { value: nenhum, label: T.filtros[nenhum] },
    ...valores.map((v) => ({ value: v, label: rotulos[v] })),
  ],
  onChange: (v) => onChange(valores.find((x) => x === v) ?? nenhum),
});

const emergenciaAberta = (c: Chamado) => c.urgencia === 'emergencia' && !STATUS_FINAIS.includes(c.status);

/** The page's chamados with the open emergencies first (the server orders them so; kept when a page is re-sorted). */
const emergenciasPrimeiro = (chamados: readonly Chamado[]) =>
  [...chamados].sort((a, b) => Number(emergenciaAberta(b)) - Number(emergenciaAberta(a)));

/**
 * A lista de chamados do back office: busca, filtros de status, urgência e imóvel, as emergências em
 * aberto primeiro, tabela no computador e cartões no celular, com a paginação; o número abre o chamado.
 */
function AdminChamadosView({
  chamados,
  total,
  status,
  onStatusChange,
  urgencia,
  onUrgenciaChange,
  imoveis,
  imovelId,
  imovelTitulo,
  onImovelChange,
  busca,
  onBuscaChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  hrefChamado,
  loading,
  loadFailed = false,
  onRetry,
  onRefresh,
  refreshing = false,
  className,
  ...props
}: AdminChamadosViewProps) {
  const filtros: DataToolbarFiltro[] = [
    filtroFixo(T.filtros.status, status, 'todos', STATUS_CHAMADO, MSG_CHAMADOS.status, onStatusChange),
    filtroFixo(
      T.filtros.urgencia,
      urgencia,
      'todas',
      URGENCIAS_CHAMADO,
      MSG_CHAMADOS.urgencias,
      onUrgenciaChange,
    ),
  ];
  const filtrado = status !== 'todos' || urgencia !== 'todas' || imovelId !== 'todos' || busca.trim() !== '';
  return (
    <div data-slot="admin-chamados-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{T.titulo}</h1>
        {loading ? null : <Badge variant="secondary">{T.contagem(total)}</Badge>}
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={filtros}
        onRefresh={onRefresh}
        refreshing={refreshing}
      />
      {/* The property filter searches the server: a select of every property would load 100k rows. */}
      <label className="flex flex-col gap-1 text-sm font-medium md:w-80">
        <span>{T.filtros.imovel}</span>
        <Combobox
          value={imovelId === 'todos' ? undefined : imovelId}
          rotuloSelecionado={imovelTitulo}
          placeholder={T.filtros.todos}
          fonte={imoveis}
          onChange={(o) => onImovelChange(o?.id ?? 'todos')}
        />
      </label>
      <DataTable
        itens={emergenciasPrimeiro(chamados)}
        chave={(c) => c.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && chamados.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={filtrado ? T.vazioFiltro : T.vazio}
        colunas={colunasChamados(hrefChamado)}
      />
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
    </div>
  );
}

export { AdminChamadosView };
export type { AdminChamadosViewProps };
