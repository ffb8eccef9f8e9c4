import type { TipoLinkAcesso } from '@morada/domain';
import type { ColumnType } from 'kysely';

/** What keeps the system honest: audit trail, password resets, daily tasks, rate limits, cache generations, idempotency. Column names are snake_case here and never leave the repositories. */

export interface AuditoriaTable {
  id: string;
  usuario_id: string | null;
  acao: string;
  entidade: string;
  entidade_id: string | null;
  data: string;
}

export interface RedefinicaoSenhaTable {
  token_hash: string;
  usuario_id: string;
  expira_em: string;
  usado_em: string | null;
  tipo: ColumnType<TipoLinkAcesso, TipoLinkAcesso | undefined, TipoLinkAcesso>;
  criado_em: string | null;
}

/** Lock of a daily task (and of one-off notices): the row exists once the day's run is taken. */
export interface TarefaDiariaTable {
  nome: string;
  dia: string;
  executada_em: string;
}

/**
 * One fixed rate-limit window per '<limiter>\n<key>', shared by every process; epoch ms. PostgreSQL
 * answers its bigints as strings, so readers convert with Number().
 */
export interface LimiteTaxaTable {
  chave: string;
  inicio: number | string;
  n: number;
  expira: number | string;
}

/** A counter bumped by every write to what `nome` names (the property cache's generation). */
export interface GeracaoTable {
  nome: string;
  valor: number | string;
}

/**
 * A money write claimed by its Idempotency-Key (per user): the request it was (rota + a hash of
 * the body) and, once answered, its status, media type and body; null status while it runs.
 */
export interface IdempotenciaTable {
  usuario_id: string;
  chave: string;
  rota: string;
  impressao: string;
  status: number | null;
  tipo: string | null;
  corpo: string | null;
  /** Epoch milliseconds. */
  criado_em: number | string;
}
