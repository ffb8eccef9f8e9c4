import { formatData, MSG_PROPOSTAS, MSG_PROPOSTAS_UI } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { DataTable } from '../../components/table';
import { cn } from '../../lib/cn';
import type { Comissao, ComissoesResumo } from './tipos';
import { brl } from './valores';

const T = MSG_PROPOSTAS_UI.comissoes;

type AdminComissoesViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** As comissões de todos os corretores e da imobiliária (GET /api/comissoes); `undefined` enquanto carrega. */
  resumo: ComissoesResumo | undefined;
  /** A primeira carga está em andamento. */
  loading: boolean;
  /** As comissões não puderam ser carregadas: a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  onRetry?: () => void;
};

/**
 * As comissões no back office (/admin/comissoes): cada parte de cada negócio — a da imobiliária e as dos
 * corretores captador e vendedor — com o total geral.
 */
function AdminComissoesView({
  resumo,
  loading,
  loadFailed = false,
  onRetry,
  className,
  ...props
}: AdminComissoesViewProps) {
  const comissoes: readonly Comissao[] = resumo?.itens ?? [];
  return (
    <div data-slot="admin-comissoes-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{T.tituloAdmin}</h1>
        {loading || !resumo ? null : <Badge variant="secondary">{brl(resumo.totalCentavos)}</Badge>}
      </header>
      <DataTable
        itens={comissoes}
        chave={(c) => c.id}
        carregando={{ ativo: loading, rotulo: T.carregando }}
        falha={{ ativo: loadFailed && comissoes.length === 0, mensagem: T.erroCarregar, onRetry }}
        vazio={T.vazio}
        colunas={[
          {
            titulo: T.negocio,
            celula: (c) => (
              <span className="grid">
                <span className="font-medium">{c.imovelTitulo}</span>
                <span className="text-sm text-muted-foreground">
                  {MSG_PROPOSTAS.tipos[c.tipo]} · {c.propostaNumero}
                </span>
              </span>
            ),
          },
          {
            titulo: MSG_PROPOSTAS_UI.colunas.corretor,
            celula: (c) => c.corretorNome ?? MSG_PROPOSTAS_UI.configuracao.agencia,
          },
          { titulo: T.papel, celula: (c) => MSG_PROPOSTAS.partes[c.parte] },
          {
            titulo: T.valor,
            className: 'whitespace-nowrap tabular-nums',
            celula: (c) => brl(c.valorCentavos),
          },
          {
            titulo: T.data,
            className: 'whitespace-nowrap',
            celula: (c) => <time dateTime={c.criadaEm}>{formatData(c.criadaEm)}</time>,
          },
        ]}
      />
    </div>
  );
}

export { AdminComissoesView };
export type { AdminComissoesViewProps };
