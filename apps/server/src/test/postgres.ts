import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { portaLivre } from './porta-livre';

const RAIZ_DEBIAN = '/usr/lib/postgresql';

/** Debian's newest installed PostgreSQL (/usr/lib/postgresql/<major>/bin); PG_BIN overrides. */
export const pastaBinarios = (pgBin = process.env.PG_BIN, raiz = RAIZ_DEBIAN): string => {
  if (pgBin) return pgBin;
  let versoes: string[] = [];
  try {
    versoes = readdirSync(raiz).filter((v) => /^\d+(\.\d+)?$/.test(v));
  } catch {
    // No PostgreSQL installed: motivoSemPostgres reports the missing binaries.
  }
  const maisNova = versoes.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  return join(raiz, maisNova ?? '15', 'bin');
};

const BIN = pastaBinarios();

export type PgCluster = { baseUrl: string; novoBanco: () => Promise<string>; parar: () => void };

/** Why PG tests are skipped on this machine, or undefined when a cluster can be started. */
export const motivoSemPostgres = (): string | undefined => {
  if (!existsSync(join(BIN, 'initdb')) || !existsSync(join(BIN, 'pg_ctl'))) {
    return `binários do PostgreSQL ausentes em ${BIN} (instale postgresql ou defina PG_BIN)`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'rodando como root sem o usuário postgres do sistema (initdb recusa root)';
  }
  return undefined;
};

/** initdb refuses root, so as root the cluster belongs to the `postgres` OS user. */
const rodar = (programa: string, args: string[]) => {
  const comando = [join(BIN, programa), ...args];
  if (process.getuid?.() === 0) {
    const linha = comando.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', linha], { stdio: 'pipe' });
  } else {
    execFileSync(comando[0]!, comando.slice(1), { stdio: 'pipe' });
  }
};

/** A new empty database on the cluster at `baseUrl`; answers its URL. */
export const novoBancoEm = async (baseUrl: string): Promise<string> => {
  const nome = `morada_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${nome}`);
  } finally {
    await c.end();
  }
  return `${baseUrl}/${nome}`;
};

/**
 * A throwaway cluster for one test file: temp directory, 127.0.0.1 on a free port, trust auth.
 * `novoBanco()` gives each test context its own empty database; `parar()` stops and deletes it all.
 */
export const iniciarPostgres = async (): Promise<PgCluster> => {
  const dir = mkdtempSync(join(tmpdir(), 'morada-pg-'));
  const dados = join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const porta = await portaLivre();
  rodar('initdb', [
    '-D',
    dados,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C.UTF-8',
  ]);
  rodar('pg_ctl', [
    '-D',
    dados,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    'start',
    '-o',
    `-p ${porta} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
  ]);
  const baseUrl = `postgres://postgres@127.0.0.1:${porta}`;
  let parado = false;
  return {
    baseUrl,
    novoBanco: () => novoBancoEm(baseUrl),
    parar: () => {
      if (parado) return;
      parado = true;
      try {
        rodar('pg_ctl', ['-D', dados, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};
