import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps } from './bootstrap';
import { USUARIOS_DEMO } from './db/seed';
import { loadEnv } from './env';
import { gerarVariantesFaltantes, pastaFotos } from './lib/fotos';
import { iniciarTarefasDiarias } from './modules/reajustes/tarefas-diarias';
import { carregadorDoBundle, distServidorDe, paginasDoSite } from './modules/site/paginas';
import { distPadrao, servirFotos, servirSpa } from './static';

// Everything the server creates (database, uploads, documents, secrets) is owner-only: 0600 files,
// 0700 folders, before anything touches the disk (docs/decisions/007).
process.umask(0o077);

const env = loadEnv();
const { deps, seeded } = await buildDeps(env);
const app = createApp(deps);
servirFotos(app, pastaFotos(env.DATA_DIR));
// Photos stored before variants existed get them in the background; until then the site falls
// back to the original file.
void gerarVariantesFaltantes(env.DATA_DIR).then(
  ({ geradas }) => geradas > 0 && console.log(`Fotos: ${geradas} variantes criadas`),
  (e: unknown) => console.error('Variantes das fotos não geradas', e),
);
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
  }),
);

// Daily tasks (Banco Central indices, reajuste reminders): once a day across processes.
const tarefas = env.TAREFAS_DIARIAS ? iniciarTarefasDiarias(deps) : undefined;

const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  console.log(`Morada no ar em http://${host}:${info.port}`);
  if (seeded) {
    console.log('Dados de demonstração criados. Acessos:');
    for (const u of USUARIOS_DEMO.filter(
      (x) =>
        x.perfil === 'admin' ||
        x.email === 'inquilina@morada.com.br' ||
        x.email === 'proprietario@morada.com.br',
    )) {
      console.log(`  ${u.perfil.padEnd(12)} ${u.email} / ${u.senha}`);
    }
  }
});

let encerrando = false;
const encerrar = (sinal: string) => {
  if (encerrando) return;
  encerrando = true;
  console.log(`${sinal} recebido, encerrando...`);
  server.close(async () => {
    await tarefas?.parar();
    await deps.db.destroy();
    process.exit(0);
  });
  // Keep-alive connections must not hold the process forever.
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', () => encerrar('SIGINT'));
process.on('SIGTERM', () => encerrar('SIGTERM'));
