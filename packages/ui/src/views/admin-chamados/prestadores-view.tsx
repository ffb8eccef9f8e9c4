import { formatTelefone, MSG_CHAMADOS, MSG_CHAMADOS_ADMIN_UI, type Prestador } from '@morada/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import { ConfirmarAcao } from '../partes/confirmacao';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';
import type { ErrosDoErro } from './acoes-dialogos';
import { PrestadorDialog, type PrestadorSaida } from './prestador-dialog';

const T = MSG_CHAMADOS_ADMIN_UI.prestadores;

type PrestadoresViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Os prestadores (GET /api/admin/prestadores), ativos primeiro. */
  prestadores: readonly Prestador[];
  loading: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  /** Cadastra (id null) ou altera; rejeita quando o servidor recusa. O app relê a lista. */
  onSalvar: (id: string | null, dados: PrestadorSaida) => Promise<unknown>;
  /** Exclui; diz se foi excluído ou, por já ter atendido chamados, desativado. O app relê a lista. */
  onExcluir: (prestador: Prestador) => Promise<'excluido' | 'desativado'>;
  errosDoErro?: ErrosDoErro;
};

/**
 * O cadastro de prestadores: a lista (tabela no computador, cartões no celular) com as especialidades
 * e a situação, “Novo prestador”, editar, e excluir com confirmação, que avisa quando o prestador foi
 * desativado em vez de excluído.
 */
function PrestadoresView({
  prestadores,
  loading,
  loadFailed = false,
  onRetry,
  onSalvar,
  onExcluir,
  errosDoErro,
  className,
  ...props
}: PrestadoresViewProps) {
  const [editando, setEditando] = useState<Prestador | 'novo' | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const excluir = useAcaoConfirmada(async (p: Prestador) => {
    const r = await onExcluir(p);
    setAviso(r === 'desativado' ? T.desativado(p.nome) : T.excluido(p.nome));
  });
  return (
    <div data-slot="prestadores-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{T.titulo}</h1>
          {loading ? null : <Badge variant="secondary">{T.contagem(prestadores.length)}</Badge>}
        </div>
        <Button type="button" onClick={() => setEditando('novo')}>
          <Plus className="size-4" aria-hidden />
          {T.novo}
        </Button>
      </header>
      {aviso ? (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {aviso}
        </p>
      ) : null}
      <DataTable
        itens={prestadores}
        chave={(p) => p.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && prestadores.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={T.vazio}
        colunas={[
          { titulo: T.colunas.nome, celula: (p) => <span className="font-medium">{p.nome}</span> },
          { titulo: T.colunas.documento, className: 'whitespace-nowrap', celula: (p) => p.documento },
          {
            titulo: T.colunas.contato,
            celula: (p) => (
              <div className="grid gap-0.5">
                <span className="whitespace-nowrap">{formatTelefone(p.telefone)}</span>
                {p.email ? <span className="text-sm text-muted-foreground">{p.email}</span> : null}
              </div>
            ),
          },
          {
            titulo: T.colunas.especialidades,
            celula: (p) => p.especialidades.map((e) => MSG_CHAMADOS.categorias[e]).join(', '),
          },
          {
            titulo: T.colunas.situacao,
            celula: (p) => (
              <Badge variant={p.ativo ? 'green' : 'gray'}>{p.ativo ? T.ativo : T.inativo}</Badge>
            ),
          },
          {
            titulo: T.colunas.acoes,
            fixo: 'fim',
            celula: (p) => (
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={T.editar(p.nome)}
                  onClick={() => setEditando(p)}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={T.excluir(p.nome)}
                  onClick={() => {
                    setAviso(null);
                    excluir.setAlvo(p);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
            ),
          },
        ]}
      />
      <PrestadorDialog
        prestador={editando}
        onFechar={() => setEditando(null)}
        onSalvar={onSalvar}
        errosDoErro={errosDoErro}
      />
      <ConfirmarAcao
        acao={excluir}
        titulo={excluir.alvo ? T.excluirTitulo(excluir.alvo.nome) : ''}
        descricao={() => T.excluirDescricao}
      />
    </div>
  );
}

export { PrestadoresView };
export type { PrestadoresViewProps };
