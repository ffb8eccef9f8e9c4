import {
  MSG_REAJUSTE,
  type AplicacaoReajustes,
  type IndiceEconomico,
  type IndiceSerie,
  type ReajustePendente,
} from '@morada/domain';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { IndicesSecao } from './indices-secao';
import { ReajustesPendentes } from './reajustes-pendentes';

type AdminReajustesViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  pendentes: readonly ReajustePendente[];
  loading: boolean;
  /** The list could not be loaded: an error line with a retry replaces the empty-state text. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** POST /api/reajustes/aplicar; resolves with each contract's outcome (the app toasts and refreshes). */
  onAplicar: (contratoIds: string[]) => Promise<AplicacaoReajustes>;
  /** POST /api/reajustes/dispensar for the row's contract and anniversary (the app toasts and refreshes). */
  onDispensar?: (reajuste: ReajustePendente) => Promise<unknown>;
  /** The series shown under 'Índices'. */
  indice: IndiceSerie;
  onIndiceChange: (indice: IndiceSerie) => void;
  indices: readonly IndiceEconomico[];
  indicesLoading?: boolean;
  indicesLoadFailed?: boolean;
  onIndicesRetry?: () => void;
  /** PUT /api/indices/:indice/:mes; rejects when refused, `errosDoErro` reads its field errors. */
  onSalvarIndice: (indice: IndiceSerie, mes: string, variacao: string) => Promise<unknown>;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** POST /api/indices/atualizar (Banco Central SGS). */
  onAtualizarIndices: () => Promise<unknown>;
};

/** 'Reajustes': the annual rent reajustes due, and the index series behind them. */
function AdminReajustesView({
  pendentes,
  loading,
  loadFailed = false,
  onRetry,
  onAplicar,
  onDispensar,
  indice,
  onIndiceChange,
  indices,
  indicesLoading = false,
  indicesLoadFailed = false,
  onIndicesRetry,
  onSalvarIndice,
  errosDoErro,
  onAtualizarIndices,
  className,
  ...props
}: AdminReajustesViewProps) {
  return (
    <div data-slot="admin-reajustes" className={cn('min-w-0 space-y-8', className)} {...props}>
      <h1 className="text-2xl font-bold tracking-tight">{MSG_REAJUSTE.adminUi.titulo}</h1>
      <ReajustesPendentes
        pendentes={pendentes}
        loading={loading}
        loadFailed={loadFailed}
        onRetry={onRetry}
        onAplicar={onAplicar}
        onDispensar={onDispensar}
      />
      <IndicesSecao
        indice={indice}
        onIndiceChange={onIndiceChange}
        indices={indices}
        loading={indicesLoading}
        loadFailed={indicesLoadFailed}
        onRetry={onIndicesRetry}
        onSalvar={onSalvarIndice}
        errosDoErro={errosDoErro}
        onAtualizar={onAtualizarIndices}
      />
    </div>
  );
}

export { AdminReajustesView };
export type { AdminReajustesViewProps };
export { linhasDoResultado, resumoAtualizacaoIndices, type LinhaResultado } from './resumos';
