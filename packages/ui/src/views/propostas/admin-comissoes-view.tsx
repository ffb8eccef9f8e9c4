import { MSG_PROPOSTAS_UI } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Badge } from '../../components/badge';
import { cn } from '../../lib/cn';
import { TabelaComissoes } from './tabela-comissoes';
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
      <TabelaComissoes
        comissoes={comissoes}
        loading={loading}
        loadFailed={loadFailed}
        onRetry={onRetry}
        comCorretor
      />
    </div>
  );
}

export { AdminComissoesView };
export type { AdminComissoesViewProps };
