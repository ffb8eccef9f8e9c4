import {
  formatBRL,
  isAluguel,
  MSG,
  OPERACOES,
  STATUS_IMOVEL,
  TIPOS_IMOVEL,
  type Imovel,
} from '@morada/domain';
import { Eye, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Badge } from '../../components/badge';
import { buttonVariants } from '../../components/button';
import { DataToolbar, opcoesComTodos } from '../../components/data-toolbar';
import { AppLink, useRotas } from '../../components/link';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { StatusBadge } from '../../components/status-badge';
import { DataTable, TableRowAction } from '../../components/table';
import { cn } from '../../lib/cn';
import { ImovelViewDialog } from './imovel-view-dialog';

const T = MSG.adminUi.imoveis;

type AdminImoveisViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** Linhas da página exibida (o servidor busca, filtra e pagina). */
    imoveis: readonly Imovel[];
    /** Quantos imóveis atendem aos filtros, em todas as páginas: o número no selo de contagem. */
    total: number;
    /** Cada seleção: `'todos'` ou um dos seus valores. */
    tipo: string;
    /** O filtro de tipo mudou. */
    onTipoChange: (tipo: string) => void;
    /** Filtro de operação: `'todos'` ou um valor. */
    operacao: string;
    /** O filtro de operação mudou. */
    onOperacaoChange: (operacao: string) => void;
    /** Filtro de status: `'todos'` ou um valor. */
    status: string;
    /** O filtro de status mudou. */
    onStatusChange: (status: string) => void;
    /**
     * Baixa em CSV todos os imóveis que atendem aos filtros (o app lê todas as páginas); o app mostra os
     * erros.
     */
    onExport: () => Promise<unknown>;
    /** A lista está carregando pela primeira vez. */
    loading: boolean;
    /**
     * A lista não pôde ser carregada: uma linha de erro com “tentar novamente” substitui o texto de lista
     * vazia.
     */
    loadFailed?: boolean;
    /** “Tentar novamente” depois de uma falha ao carregar. */
    onRetry?: () => void;
    /** Atualizando: os dados continuam na tela e o botão mostra “Atualizando...”. */
    refreshing?: boolean;
    /** “Atualizar”: recarrega a lista. */
    onRefresh: () => void;
    /** Resolve quando excluído; até lá o diálogo fica aberto (ocupado). */
    onExcluir: (imovel: Imovel) => Promise<unknown>;
  };

/**
 * Tela “Gestão de Imóveis”: busca, filtros que entendem “todos”, CSV das linhas filtradas, visualizar e
 * excluir.
 */
function AdminImoveisView({
  imoveis,
  total,
  busca,
  onBuscaChange,
  tipo,
  onTipoChange,
  operacao,
  onOperacaoChange,
  status,
  onStatusChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  onExport,
  loading,
  loadFailed = false,
  onRetry,
  refreshing = false,
  onRefresh,
  onExcluir,
  className,
  ...props
}: AdminImoveisViewProps) {
  const rotas = useRotas();
  const [vendo, setVendo] = useState<Imovel | null>(null);
  const [excluindo, setExcluindo] = useState<Imovel | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const confirmarExclusao = async () => {
    if (!excluindo) return;
    setOcupado(true);
    try {
      await onExcluir(excluindo);
      setExcluindo(null);
    } catch {
      // The app shows the error toast; the dialog stays so the user can retry or cancel.
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div data-slot="admin-imoveis" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{MSG.admin.gestaoImoveis}</h1>
          <Badge variant="secondary">{MSG.admin.contagemImoveis(total)}</Badge>
        </div>
        <AppLink href={rotas.admin.imovelNovo} className={buttonVariants()}>
          <Plus className="size-4" aria-hidden />
          {MSG.imovelForm.novo}
        </AppLink>
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={[
          {
            id: 'tipo',
            label: T.colTipo,
            value: tipo,
            options: opcoesComTodos(TIPOS_IMOVEL),
            onChange: onTipoChange,
          },
          {
            id: 'operacao',
            label: T.colOperacao,
            value: operacao,
            options: opcoesComTodos(OPERACOES),
            onChange: onOperacaoChange,
          },
          {
            id: 'status',
            label: T.colStatus,
            value: status,
            options: opcoesComTodos(STATUS_IMOVEL),
            onChange: onStatusChange,
          },
        ]}
        onRefresh={onRefresh}
        refreshing={refreshing}
        onExport={onExport}
      />
      <DataTable
        itens={imoveis}
        chave={(i) => i.id}
        carregando={{ ativo: loading, rotulo: MSG.guard.carregando }}
        falha={{ ativo: loadFailed && imoveis.length === 0, mensagem: MSG.admin.carregarImoveis, onRetry }}
        vazio={MSG.admin.nenhumImovel}
        colunas={[
          {
            titulo: T.colTitulo,
            className: 'font-medium',
            celula: (i) => (
              <div className="flex flex-wrap items-center gap-2">
                {i.titulo}
                {i.destaque ? (
                  <Badge variant="yellow">
                    <Star className="size-3" aria-hidden />
                    {MSG.listagem.destaque}
                  </Badge>
                ) : null}
              </div>
            ),
          },
          { titulo: T.colTipo, celula: (i) => i.tipo },
          { titulo: T.colOperacao, celula: (i) => i.operacao },
          {
            titulo: T.colPreco,
            className: 'whitespace-nowrap',
            celula: (i) => (
              <>
                {formatBRL(i.preco)}
                {isAluguel(i) ? MSG.listagem.porMes : ''}
              </>
            ),
          },
          {
            titulo: T.colLocalizacao,
            celula: (i) => (
              <>
                {i.bairro}, {i.cidade}/{i.estado}
              </>
            ),
          },
          {
            titulo: T.colDetalhes,
            className: 'min-w-32 text-sm text-muted-foreground',
            celula: (i) => T.detalhes(i.areaUtil, i.quartos, i.banheiros, i.vagas),
          },
          { titulo: T.colStatus, celula: (i) => <StatusBadge status={i.status} /> },
          {
            titulo: T.colAcoes,
            fixo: 'fim',
            celula: (i) => (
              <div className="flex justify-end">
                <TableRowAction
                  rotulo={MSG.admin.visualizar}
                  alvo={i.titulo}
                  icone={Eye}
                  onClick={() => setVendo(i)}
                />
                <AppLink
                  href={rotas.admin.imovelEditar(i.id)}
                  aria-label={`${MSG.admin.editar} ${i.titulo}`}
                  title={MSG.admin.editar}
                  className={buttonVariants({ size: 'icon', variant: 'ghost', className: 'size-8' })}
                >
                  <Pencil className="size-4" aria-hidden />
                </AppLink>
                <TableRowAction
                  rotulo={MSG.admin.excluir}
                  alvo={i.titulo}
                  icone={Trash2}
                  iconClassName="text-destructive"
                  onClick={() => setExcluindo(i)}
                />
              </div>
            ),
          },
        ]}
      />
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      <ImovelViewDialog imovel={vendo} onOpenChange={(o) => !o && setVendo(null)} />
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(o) => !o && !ocupado && setExcluindo(null)}
        title={T.excluirTitulo}
        description={T.excluirDescricao(excluindo?.titulo ?? '')}
        onConfirm={confirmarExclusao}
        busy={ocupado}
      />
    </div>
  );
}

export { AdminImoveisView };
export type { AdminImoveisViewProps };
