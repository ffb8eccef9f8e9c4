import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps, depsDoWorker } from './bootstrap';
import { supervisionarWorkers } from './cluster';
import { USUARIOS_DEMO } from './db/seed';
import { enderecoServido, loadEnvOuSair } from './env';
import type { Deps } from './http/context';
import { gerarVariantesFaltantes } from './lib/fotos';
import { tornarFotosAntigasPrivadas } from './modules/chamados';
import { iniciarTarefasDiarias } from './modules/reajustes';
import { cachePaginas, carregadorDoBundle, distServidorDe, paginasDoSite } from './modules/site';
import { distPadrao, servirFotos, servirSpa } from './static';

// Everything the server creates (database, uploads, documents, secrets) is owner-only: 0600 files,
// 0700 folders, before anything touches the disk (docs/decisions/007).
process.umask(0o077);

// A wrong variable: every problem on stderr, exit code 1, before anything is opened.
const env = loadEnvOuSair();
/** One process per core by default; one under tests (they start the server as a single process). */
const WORKERS = env.WORKERS ?? (env.NODE_ENV === 'test' ? 1 : availableParallelism());

/**
 * Start-up work done once per machine, before any request (docs/decisions/019): migrations, the
 * demo seed and the secret file (buildDeps), the photo-variant backfill and the daily-task loop
 * (which also takes a per-day lease in the database, so several machines run each task once).
 */
const prepararUmaVez = async () => {
  const { deps, seeded } = await buildDeps(env);
  // Chamado photos stored before they became private leave the public area before any request.
  await tornarFotosAntigasPrivadas(deps.db, deps.armazenamento).then(
    ({ movidas, perdidas }) =>
      movidas + perdidas > 0 &&
      console.log(`Fotos de chamados: ${movidas} tornadas privadas, ${perdidas} sem arquivo`),
    (e: unknown) => console.error('Fotos antigas de chamados não tornadas privadas', e),
  );
  // Photos stored before variants existed get them in the background; until then the site falls
  // back to the original file.
  void gerarVariantesFaltantes(deps.armazenamento).then(
    ({ geradas }) => geradas > 0 && console.log(`Fotos: ${geradas} variantes criadas`),
    (e: unknown) => console.error('Variantes das fotos não geradas', e),
  );
  const tarefas = env.TAREFAS_DIARIAS ? iniciarTarefasDiarias(deps) : undefined;
  return { deps, seeded, tarefas };
};

/** The HTTP server of one process: API, uploads, back office and the server-rendered site. */
const servir = (deps: Deps, aoOuvir: (porta: number) => void) => {
  const app = createApp(deps);
  servirFotos(app, deps.armazenamento);
  servirSpa(app, '/admin', env.ADMIN_DIST ?? distPadrao('backoffice'), 'O back office');
  const distSite = env.SITE_DIST ?? distPadrao('site');
  servirSpa(
    app,
    '',
    distSite,
    'O site',
    paginasDoSite({
      dist: distSite,
      carregar: carregadorDoBundle(distServidorDe(distSite)),
      base: env.PUBLIC_URL,
      api: async (caminho, init, c) => app.request(caminho, init, c.env),
      cache: cachePaginas(deps),
    }),
  );
  return serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => aoOuvir(info.port));
};

const anunciar = (porta: number, seeded: boolean) => {
  const processos = WORKERS > 1 ? ` (${WORKERS} processos)` : '';
  console.log(`Morada no ar em ${enderecoServido(env.HOST, porta)}${processos}`);
  if (seeded) {
    console.log('Dados de demonstração criados. Acessos:');
    for (const u of USUARIOS_DEMO.filter(
      (x) =>
        x.perfil === 'admin' ||
        x.email === 'inquilina@morada.com.br' ||
        x.email === 'proprietario@morada.com.br' ||
        x.email === 'corretor@morada.com.br',
    )) {
      console.log(`  ${u.perfil.padEnd(12)} ${u.email} / ${u.senha}`);
    }
  }
};

/** SIGTERM/SIGINT: stop accepting, finish the requests under way, then `depois` (and exit). */
const pararAoSinal = (server: ReturnType<typeof serve>, depois: () => Promise<void>) => {
  let encerrando = false;
  const encerrar = (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    if (!cluster.isWorker) console.log(`${sinal} recebido, encerrando...`);
    server.close(async () => {
      await depois();
      process.exit(0);
    });
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => encerrar('SIGINT'));
  process.on('SIGTERM', () => encerrar('SIGTERM'));
};

if (cluster.isWorker) {
  // The primary already migrated, seeded and runs the once-per-machine work.
  const deps = await depsDoWorker(env);
  const server = servir(deps, () => undefined);
  pararAoSinal(server, () => deps.db.destroy());
} else if (WORKERS > 1) {
  const { deps, seeded, tarefas } = await prepararUmaVez();
  supervisionarWorkers({
    quantos: WORKERS,
    aoOuvir: (porta) => anunciar(porta, seeded),
    aoEncerrar: async () => {
      await tarefas?.parar();
      await deps.db.destroy();
    },
  });
} else {
  const { deps, seeded, tarefas } = await prepararUmaVez();
  const server = servir(deps, (porta) => anunciar(porta, seeded));
  pararAoSinal(server, async () => {
    await tarefas?.parar();
    await deps.db.destroy();
  });
}
