import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createDatabase, migrateToLatest } from '../db/database';
import { seedDemo } from '../db/seed';
import { loadEnv } from '../env';
import type { Deps } from '../http/context';
import { armazenamentoEmDisco } from '../lib/armazenamento';
import { conferirContrato } from './contrato-resposta';
import { chaveDoMomento, copiarModeloSqlite, novoBancoDoModelo } from './modelo-semeado';
import { novoBancoEm } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the throwaway cluster the `server-pg` project runs every suite against. */
    pgBaseUrl: string;
    /** Folder of this run's seeded templates (test/modelos-global-setup.ts). */
    pastaModelos: string;
  }
}

/**
 * The platform's Response, kept before any suite starts a real server: @hono/node-server then
 * replaces the global with its lightweight one, whose headers do not survive being rebuilt.
 */
const RespostaPadrao = globalThis.Response;

/** Cheap scrypt for tests only; production uses OWASP_SCRYPT. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;

export const DEMO = {
  admin: { email: 'admin@morada.com.br', senha: 'Morada@2026' },
  inquilina: { email: 'inquilina@morada.com.br', senha: 'Inquilina@2026' },
} as const;

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A fresh migrated database (SQLite in a temp dir, or PostgreSQL when databaseUrl is given),
 * the demo seed, and the app answering through app.request(). Call close() in afterAll/afterEach.
 */
export const createTestContext = async (opts: { seed?: boolean; now?: Date; databaseUrl?: string } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'morada-test-'));
  const fixed = opts.now;
  const abrir = (pasta: string, databaseUrl: string | undefined) => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: pasta, DATABASE_URL: databaseUrl });
    const db = createDatabase({ dataDir: pasta, databaseUrl, duravel: false });
    const deps: Deps = {
      db,
      env,
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      passwordCost: TEST_SCRYPT,
      armazenamento: armazenamentoEmDisco(pasta),
      now: () => (fixed ? new Date(fixed) : new Date()),
    };
    return deps;
  };
  const semear = async (pasta: string, databaseUrl?: string) => {
    const deps = abrir(pasta, databaseUrl);
    await migrateToLatest(deps.db);
    await seedDemo(deps);
    await deps.db.destroy();
  };

  // In the `server-pg` project every context gets a fresh PostgreSQL database instead of SQLite.
  // A seeded context copies the run's template for its seed moment instead of seeding again.
  const pgBase = opts.databaseUrl ? undefined : inject('pgBaseUrl');
  const pastaModelos = opts.databaseUrl ? undefined : inject('pastaModelos');
  let databaseUrl = opts.databaseUrl;
  let semeado = false;
  if (opts.seed !== false && pastaModelos) {
    const chave = chaveDoMomento(fixed);
    if (pgBase) databaseUrl = await novoBancoDoModelo(pgBase, pastaModelos, chave, dataDir, semear);
    else await copiarModeloSqlite(pastaModelos, chave, dataDir, semear);
    semeado = true;
  } else if (pgBase) databaseUrl = await novoBancoEm(pgBase);

  const deps = abrir(dataDir, databaseUrl);
  const { db } = deps;
  await migrateToLatest(db);
  if (opts.seed !== false && !semeado) await seedDemo(deps);
  const app = createApp(deps);

  const request = async (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await app.request(path, { ...init, headers, body });
    // Every answer a test reads is also checked against the API contract (test/contrato-resposta.ts).
    // Headers are copied before the body is read (node-server's lightweight Response, installed
    // once a suite starts a real server, rebuilds its headers from its init once read), and the
    // test gets a fresh Response over the same bytes.
    const headersLidos = new Headers(res.headers); // first: statusText would rebuild the response
    const copia = { status: res.status, statusText: res.statusText, headers: headersLidos };
    const bytes = new Uint8Array(await res.arrayBuffer());
    await conferirContrato(init.method ?? 'GET', path, copia.status, copia.headers, bytes);
    return new RespostaPadrao(copia.status === 204 || copia.status === 304 ? null : bytes, copia);
  };

  const login = async (email: string, senha: string): Promise<string> => {
    const res = await request('/api/auth/login', { method: 'POST', json: { email, senha } });
    if (res.status !== 200) throw new Error(`login ${email} falhou: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };

  return {
    app,
    deps,
    db,
    dataDir,
    request,
    login,
    adminToken: () => login(DEMO.admin.email, DEMO.admin.senha),
    tenantToken: () => login(DEMO.inquilina.email, DEMO.inquilina.senha),
    close: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
