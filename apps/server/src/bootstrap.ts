import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, type Db, migrateToLatest } from './db/database';
import { seedDemo } from './db/seed';
import type { Env } from './env';
import type { Deps } from './http/context';
import { criarArmazenamento } from './lib/armazenamento';
import { OWASP_SCRYPT } from './lib/password';
import { carregarIndicesEmbarcados } from './modules/reajustes';
import { semUsuarios } from './modules/usuarios';

/** JWT_SECRET from env, else one generated on the first start and kept in DATA_DIR (mode 600). */
export const jwtSecretFor = (env: Env): string => {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const arquivo = join(env.DATA_DIR, 'jwt-secret');
  if (existsSync(arquivo)) {
    const s = readFileSync(arquivo, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  const novo = randomBytes(48).toString('base64url');
  writeFileSync(arquivo, novo, { mode: 0o600 });
  chmodSync(arquivo, 0o600);
  return novo;
};

const montarDeps = async (env: Env, db: Db): Promise<Deps> => ({
  db,
  env,
  jwtSecret: jwtSecretFor(env),
  passwordCost: OWASP_SCRYPT,
  armazenamento: await criarArmazenamento(env),
  now: () => new Date(),
});

/**
 * Database (migrated, shipped indices loaded), secret and clock; seeds the demo agency if asked and
 * empty. Start-up work done once: by the single process, or by the cluster's primary before it
 * forks the workers (docs/decisions/019).
 */
export const buildDeps = async (env: Env): Promise<{ deps: Deps; seeded: boolean }> => {
  const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  await migrateToLatest(db);
  // The shipped IGP-M/IPCA/INPC months (never over Banco Central or hand-typed ones).
  await carregarIndicesEmbarcados(db);
  const deps = await montarDeps(env, db);
  let seeded = false;
  if (env.SEED_DEMO) {
    if (await semUsuarios(db)) {
      await seedDemo(deps);
      seeded = true;
    }
  }
  return { deps, seeded };
};

/** A cluster worker's deps: the database and secret file as the primary left them (migrated). */
export const depsDoWorker = (env: Env): Promise<Deps> =>
  montarDeps(env, createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }));
