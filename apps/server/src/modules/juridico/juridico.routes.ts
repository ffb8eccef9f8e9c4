import { MSG_SERVIDOR, notificacaoJuridicaSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { entregarEmailsAgora, registrarEmail } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { criarNotificacoes } from '../notificacoes';
import { documentosRoutes } from './documentos.routes';
import { processosRoutes } from './processos.routes';
import { buscarUsuarioRow } from '../usuarios';

// Mounted at /api/juridico. Admin only (the document download also serves the related tenant).
export const juridicoRoutes = new Hono<AppEnv>()
  .route('/documentos', documentosRoutes)
  .route('/processos', processosRoutes)
  .post('/notificacoes', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const dados = await readJson(c, notificacaoJuridicaSchema);
    const destino = await buscarUsuarioRow(deps.db, dados.destinatarioId);
    if (!destino) {
      const msg = MSG_SERVIDOR.destinatarioNaoEncontrado;
      throw new HttpError(404, 'NAO_ENCONTRADO', msg, [{ destinatarioId: msg }]);
    }
    // The legal department signs the notice; the agency's juridico address unless one is given.
    const remetente = dados.remetente?.trim() || (await getConfiguracao(deps.db)).emailJuridico;
    const email = await deps.db.transaction().execute(async (trx) => {
      await criarNotificacoes(
        trx,
        [{ usuarioId: destino.id, titulo: dados.titulo, mensagem: dados.mensagem, origem: 'juridico' }],
        deps.now(),
      );
      return registrarEmail(
        trx,
        { para: destino.email, assunto: dados.titulo, corpo: `${dados.mensagem}\n\n${remetente}` },
        deps.now(),
        Boolean(deps.env.SMTP_URL),
      );
    });
    // The screen says "enviada" only once SMTP accepted the e-mail (DESIGN §11).
    const [envio] = await entregarEmailsAgora(deps, [email]);
    return c.json({ enviadoPara: destino.email, remetente, email: envio! }, 201);
  });
