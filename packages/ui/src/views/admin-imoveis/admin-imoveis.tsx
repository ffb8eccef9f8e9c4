import {
  csvImoveis,
  filtroAtivo,
  formatBRL,
  imovelCorrespondeBusca,
  isAluguel,
  MSG,
  nomeArquivoCsv,
  OPERACOES,
  STATUS_IMOVEL,
  TIPOS_IMOVEL,
  type Imovel,
} from '@morada/domain';
import { Eye, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Badge } from '../../components/badge';
import { Button, buttonVariants } from '../../components/button';
import { baixarCsv, DataToolbar, opcoesComTodos } from '../../components/data-toolbar';
import { AppLink } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { cn } from '../../lib/cn';
import { ImovelViewDialog } from './imovel-view-dialog';

const T = MSG.adminUi.imoveis;
const TODOS = MSG.admin.todos;

type AdminImoveisViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  imoveis: readonly Imovel[];
  loading: boolean;
  refreshing?: boolean;
  onRefresh: () => void;
  /** Resolves when deleted; the dialog stays open (busy) until then. */
  onExcluir: (imovel: Imovel) => Promise<unknown>;
};

/** 'Gestão de Imóveis': search, 'todos'-aware filters, CSV of the filtered rows, view and delete. */
function AdminImoveisView({
  imoveis,
  loading,
  refreshing = false,
  onRefresh,
  onExcluir,
  className,
  ...props
}: AdminImoveisViewProps) {
  const [busca, setBusca] = useState('');
  const [tipo, setTipo] = useState<string>(TODOS);
  const [operacao, setOperacao] = useState<string>(TODOS);
  const [status, setStatus] = useState<string>(TODOS);
  const [vendo, setVendo] = useState<Imovel | null>(null);
  const [excluindo, setExcluindo] = useState<Imovel | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const filtrados = useMemo(
    () =>
      imoveis.filter(
        (i) =>
          imovelCorrespondeBusca(i, busca) &&
          (!filtroAtivo(tipo) || i.tipo === tipo) &&
          (!filtroAtivo(operacao) || i.operacao === operacao) &&
          (!filtroAtivo(status) || i.status === status),
      ),
    [imoveis, busca, tipo, operacao, status],
  );

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
          <Badge variant="secondary">{MSG.admin.contagemImoveis(filtrados.length)}</Badge>
        </div>
        <AppLink href="/admin/imoveis/novo" className={buttonVariants()}>
          <Plus className="size-4" aria-hidden />
          {MSG.imovelForm.novo}
        </AppLink>
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={setBusca}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={[
          {
            id: 'tipo',
            label: T.colTipo,
            value: tipo,
            options: opcoesComTodos(TIPOS_IMOVEL),
            onChange: setTipo,
          },
          {
            id: 'operacao',
            label: T.colOperacao,
            value: operacao,
            options: opcoesComTodos(OPERACOES),
            onChange: setOperacao,
          },
          {
            id: 'status',
            label: T.colStatus,
            value: status,
            options: opcoesComTodos(STATUS_IMOVEL),
            onChange: setStatus,
          },
        ]}
        onRefresh={onRefresh}
        refreshing={refreshing}
        onExport={() => baixarCsv(csvImoveis(filtrados), nomeArquivoCsv('imoveis'))}
      />
      {loading && imoveis.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{T.colTitulo}</TableHead>
                <TableHead>{T.colTipo}</TableHead>
                <TableHead>{T.colOperacao}</TableHead>
                <TableHead>{T.colPreco}</TableHead>
                <TableHead>{T.colLocalizacao}</TableHead>
                <TableHead>{T.colDetalhes}</TableHead>
                <TableHead>{T.colStatus}</TableHead>
                <TableHead fixo="fim">{T.colAcoes}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {filtrados.length === 0 ? (
                <TableEmpty colSpan={8}>{MSG.admin.nenhumImovel}</TableEmpty>
              ) : (
                filtrados.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell className="font-medium">
                      <div className="flex flex-wrap items-center gap-2">
                        {i.titulo}
                        {i.destaque ? (
                          <Badge variant="yellow">
                            <Star className="size-3" aria-hidden />
                            {MSG.listagem.destaque}
                          </Badge>
                        ) : null}
                      </div>
                    </TableCell>
                    <TableCell>{i.tipo}</TableCell>
                    <TableCell>{i.operacao}</TableCell>
                    <TableCell className="whitespace-nowrap">
                      {formatBRL(i.preco)}
                      {isAluguel(i) ? MSG.listagem.porMes : ''}
                    </TableCell>
                    <TableCell>
                      {i.bairro}, {i.cidade}/{i.estado}
                    </TableCell>
                    <TableCell className="min-w-32 text-sm text-muted-foreground">
                      {T.detalhes(i.areaUtil, i.quartos, i.banheiros, i.vagas)}
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={i.status} />
                    </TableCell>
                    <TableCell fixo="fim">
                      <div className="flex justify-end">
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.visualizar} ${i.titulo}`}
                          title={MSG.admin.visualizar}
                          onClick={() => setVendo(i)}
                        >
                          <Eye className="size-4" aria-hidden />
                        </Button>
                        <AppLink
                          href={`/admin/imoveis/editar/${i.id}`}
                          aria-label={`${MSG.admin.editar} ${i.titulo}`}
                          title={MSG.admin.editar}
                          className={buttonVariants({ size: 'icon', variant: 'ghost', className: 'size-8' })}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </AppLink>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.excluir} ${i.titulo}`}
                          title={MSG.admin.excluir}
                          onClick={() => setExcluindo(i)}
                        >
                          <Trash2 className="size-4 text-destructive" aria-hidden />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
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
