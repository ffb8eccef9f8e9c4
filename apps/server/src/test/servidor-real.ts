import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { portaLivre } from './porta-livre';

/** apps/server, where `src/index.ts` lives. */
const RAIZ_SERVIDOR = fileURLToPath(new URL('../..', import.meta.url));

export type ServidorReal = {
  url: string;
  /** The process's stderr so far, for failure messages. */
  erros: () => string;
  /** SIGTERM and wait: the orderly stop of a deploy. */
  parar: () => Promise<void>;
  /** SIGKILL and wait: the process dies between two instructions, nothing is flushed. */
  matar: () => Promise<void>;
};

const saida = (filho: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (filho.exitCode !== null || filho.signalCode !== null) resolve();
    else filho.once('exit', () => resolve());
  });

const ambiente = (dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _semPostgres, ...herdado } = process.env;
  return { ...herdado, NODE_ENV: 'test', DATA_DIR: dataDir, ...extra };
};

/**
 * Node with tsx, resolving the workspace packages to their sources (the "source" export
 * condition, as `npm run dev` does), so no build of @morada/domain is needed.
 */
export const NODE_TSX = ['--conditions=source', '--import', 'tsx'];

/** `create-admin` as an operator runs it on a SEED_DEMO=false install (src/create-admin.ts). */
export const criarAdminReal = (dataDir: string, admin: { email: string; senha: string }) => {
  const r = spawnSync(
    process.execPath,
    [...NODE_TSX, 'src/create-admin.ts', '--email', admin.email, '--nome', 'Admin', '--senha', admin.senha],
    { cwd: RAIZ_SERVIDOR, env: ambiente(dataDir, {}), encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`create-admin saiu (${r.status}): ${r.stderr}`);
};

/**
 * The real server process (src/index.ts under tsx, as `npm run dev` runs it) on 127.0.0.1 and a
 * free port, with its own DATA_DIR; resolves once /api/health answers. Call parar() or matar().
 */
export const iniciarServidorReal = async (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServidorReal> => {
  const porta = await portaLivre();
  const filho = spawn(process.execPath, [...NODE_TSX, 'src/index.ts'], {
    cwd: RAIZ_SERVIDOR,
    env: ambiente(dataDir, { HOST: '127.0.0.1', PORT: String(porta), SEED_DEMO: 'true', ...env }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  filho.stderr?.on('data', (b: Buffer) => (stderr += b.toString()));
  const url = `http://127.0.0.1:${porta}`;
  const servidor: ServidorReal = {
    url,
    erros: () => stderr,
    parar: async () => {
      filho.kill('SIGTERM');
      await saida(filho);
    },
    matar: async () => {
      filho.kill('SIGKILL');
      await saida(filho);
    },
  };
  const limite = Date.now() + 60_000;
  while (Date.now() < limite) {
    if (filho.exitCode !== null) throw new Error(`servidor saiu (${filho.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return servidor;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await servidor.matar();
  throw new Error(`servidor não respondeu em 60 s: ${stderr}`);
};
