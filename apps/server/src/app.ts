import { MSG } from '@morada/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './http/context';
import { errorBody, respondError } from './http/errors';
import { authRoutes } from './modules/auth/auth.routes';
import { configuracoesRoutes } from './modules/configuracoes/configuracoes.routes';
import { contatoRoutes } from './modules/contato/contato.routes';
import { contratosRoutes } from './modules/contratos/contratos.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { financeiroRoutes } from './modules/financeiro/financeiro.routes';
import { imoveisRoutes } from './modules/imoveis/imoveis.routes';
import { juridicoRoutes } from './modules/juridico/juridico.routes';
import { locatarioRoutes } from './modules/locatario/locatario.routes';
import { relatoriosRoutes } from './modules/relatorios/relatorios.routes';
import { notificacoesRoutes } from './modules/notificacoes/notificacoes.routes';
import { pagamentosRoutes } from './modules/pagamentos/pagamentos.routes';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes';

/** Largest accepted body: 20 photos of 5 MB plus form fields. Uploads are checked per file too. */
export const MAX_BODY_BYTES = 105 * 1024 * 1024;

export const api = new Hono<AppEnv>()
  .route('/auth', authRoutes)
  .route('/usuarios', usuariosRoutes)
  .route('/imoveis', imoveisRoutes)
  .route('/contato', contatoRoutes)
  .route('/configuracoes', configuracoesRoutes)
  .route('/', contratosRoutes)
  .route('/pagamentos', pagamentosRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/juridico', juridicoRoutes)
  .route('/locatario', locatarioRoutes)
  .route('/financeiro', financeiroRoutes)
  .route('/notificacoes', notificacoesRoutes)
  .route('/relatorios', relatoriosRoutes);

/** The whole HTTP surface: /api, then (in index.ts) the uploads and the two built apps. */
export const createApp = (deps: Deps) => {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody('CORPO_GRANDE', MSG.api.corpoGrande), 413),
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('NAO_ENCONTRADO', MSG.api.rotaNaoEncontrada), 404));
  app.onError((err, c) => respondError(c, err));
  return app;
};

export type Api = typeof api;
