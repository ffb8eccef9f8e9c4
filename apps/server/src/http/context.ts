import type { Perfil } from '@morada/domain';
import type { DefinicaoRota } from '@morada/domain/api';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { Armazenamento } from '../lib/armazenamento';
import type { ScryptCost } from '../lib/password';

/** Everything a handler may need, built once at start (or per test) and placed on the context. */
export type Deps = {
  db: Db;
  env: Env;
  jwtSecret: string;
  passwordCost: ScryptCost;
  /** Photos, documents and receipts: DATA_DIR, or S3-compatible storage when configured. */
  armazenamento: Armazenamento;
  /** Injectable clock so tests of due dates and overdue payments are stable. */
  now: () => Date;
};

export type SessionUser = { id: string; nome: string; email: string; perfil: Perfil };

export type AppEnv = {
  Variables: {
    deps: Deps;
    usuario: SessionUser;
    /** A write's route in the API contract (set by escritaDeclarada; undefined for an unknown path). */
    rota: DefinicaoRota | undefined;
    /** Set by a handler that wrote its own, more detailed audit row (registrarAuditoria then skips). */
    auditado: boolean | undefined;
  };
};
