import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Seeded templates for test contexts. Seeding the demo agency draws its photos with sharp and takes
 * about 2 s, and most suites build a fresh context per test; so each worker seeds once per seed
 * moment and later contexts copy the result: the SQLite file and the uploaded files for SQLite,
 * `CREATE DATABASE … TEMPLATE` plus the files for PostgreSQL. A copy holds exactly what a fresh seed
 * at that moment would have written, so a test cannot tell the difference.
 *
 * The templates live in one folder per run (`pastaModelos`, provided by test/modelos-global-setup.ts)
 * and are shared by the workers: whoever builds one first publishes it with an atomic rename
 * (SQLite) or under an advisory lock (PostgreSQL).
 */

/** Builds the template into an empty folder (and, for PostgreSQL, into the database at `url`). */
export type Semear = (pasta: string, url?: string) => Promise<void>;

/** Folder-safe name of a seed moment. Unfixed contexts seed "now": one template per day. */
export const chaveDoMomento = (fixo: Date | undefined, agora = new Date()): string =>
  fixo ? `fixo-${fixo.getTime()}` : `hoje-${agora.toISOString().slice(0, 10)}`;

const emConstrucao = new Map<string, Promise<string>>();

const umaVez = (chave: string, construir: () => Promise<string>): Promise<string> => {
  let p = emConstrucao.get(chave);
  if (!p) {
    p = construir();
    emConstrucao.set(chave, p);
    p.catch(() => emConstrucao.delete(chave));
  }
  return p;
};

/** Copies the SQLite template for `chave` into `destino`, building the template first if needed. */
export const copiarModeloSqlite = async (
  pastaModelos: string,
  chave: string,
  destino: string,
  semear: Semear,
): Promise<void> => {
  const modelo = await umaVez(`sqlite-${chave}`, async () => {
    const final = join(pastaModelos, `sqlite-${chave}`);
    if (existsSync(final)) return final;
    const rascunho = `${final}.${randomBytes(4).toString('hex')}`;
    mkdirSync(rascunho, { recursive: true });
    await semear(rascunho);
    try {
      renameSync(rascunho, final);
    } catch {
      // Another worker published the same template first; theirs is identical.
      rmSync(rascunho, { recursive: true, force: true });
    }
    return final;
  });
  cpSync(modelo, destino, { recursive: true });
};

const nomeDoBancoModelo = (chave: string) =>
  `morada_modelo_${createHash('sha256').update(chave).digest('hex').slice(0, 16)}`;

/** One admin connection to the cluster's `postgres` database for `fazer`. */
const comAdmin = async <T>(baseUrl: string, fazer: (c: pg.Client) => Promise<T>): Promise<T> => {
  const c = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await c.connect();
  try {
    return await fazer(c);
  } finally {
    await c.end();
  }
};

/**
 * A new database on the cluster at `baseUrl` copied from the seeded template for `chave` (built
 * first if needed), with the template's files copied into `destino`; answers the database's URL.
 */
export const novoBancoDoModelo = async (
  baseUrl: string,
  pastaModelos: string,
  chave: string,
  destino: string,
  semear: Semear,
): Promise<string> => {
  const modelo = nomeDoBancoModelo(chave);
  const pasta = await umaVez(`pg-${chave}`, () =>
    comAdmin(baseUrl, async (c) => {
      const final = join(pastaModelos, `pg-${chave}`);
      // Session-level lock: the other workers wait here while one builds the template.
      await c.query('SELECT pg_advisory_lock(hashtext($1))', [modelo]);
      try {
        if (existsSync(final)) return final;
        await c.query(`DROP DATABASE IF EXISTS ${modelo}`);
        await c.query(`CREATE DATABASE ${modelo}`);
        const rascunho = `${final}.${randomBytes(4).toString('hex')}`;
        mkdirSync(rascunho, { recursive: true });
        await semear(rascunho, `${baseUrl}/${modelo}`);
        renameSync(rascunho, final);
        return final;
      } finally {
        await c.query('SELECT pg_advisory_unlock(hashtext($1))', [modelo]);
      }
    }),
  );
  const nome = `morada_${randomBytes(6).toString('hex')}`;
  await comAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${nome} TEMPLATE ${modelo}`));
  cpSync(pasta, destino, { recursive: true });
  return `${baseUrl}/${nome}`;
};
