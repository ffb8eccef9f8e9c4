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
  /** Os reajustes a aplicar, prontos ou aguardando índice. */
  pendentes: readonly ReajustePendente[];
  /** A lista está carregando pela primeira vez. */
  loading: boolean;
  /**
   * A lista não pôde ser carregada: uma linha de erro com “tentar novamente” substitui o texto de lista
   * vazia.
   */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /**
   * POST /api/reajustes/aplicar; resolve com o resultado de cada contrato (o app mostra o aviso e atualiza).
   */
  onAplicar: (contratoIds: string[]) => Promise<AplicacaoReajustes>;
  /**
   * POST /api/reajustes/dispensar para o contrato e o aniversário da linha (o app mostra o aviso e atualiza).
   */
  onDispensar?: (reajuste: ReajustePendente) => Promise<unknown>;
  /** A série exibida em “Índices”. */
  indice: IndiceSerie;
  /** Outro índice (IGP-M, IPCA…) foi escolhido na aba de índices. */
  onIndiceChange: (indice: IndiceSerie) => void;
  /** Os meses da série do índice escolhido. */
  indices: readonly IndiceEconomico[];
  /** A série de índices está carregando. */
  indicesLoading?: boolean;
  /** A série de índices não carregou: a mensagem e “Tentar novamente”. */
  indicesLoadFailed?: boolean;
  /** “Tentar novamente” na série de índices. */
  onIndicesRetry?: () => void;
  /** PUT /api/indices/:indice/:mes; rejeita quando recusado, e `errosDoErro` lê os erros de campo. */
  onSalvarIndice: (indice: IndiceSerie, mes: string, variacao: string) => Promise<unknown>;
  /** Lê os erros de campo de uma recusa do servidor (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /**
   * “Atualizar pelo Banco Central”: POST /api/indices/atualizar, que busca os índices no SGS do Banco
   * Central.
   */
  onAtualizarIndices: () => Promise<unknown>;
};

/** Tela “Reajustes”: os reajustes anuais de aluguel a aplicar e as séries de índices por trás deles. */
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
