import { MSG_SERVIDOR } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { entregarEmailsAgora, registrarEmail } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { criarNotificacoes } from '../notificacoes';
import { endpointsDocumentos } from './documentos.routes';
import { endpointsProcessos } from './processos.routes';
import { buscarUsuarioRow } from '../usuarios';

// Admin only (the document download also serves the related tenant).
export const endpointsJuridico = [
  ...endpointsDocumentos,
  ...endpointsProcessos,
  endpoint('POST /api/juridico/notificacoes', async ({ c, deps, body: dados }) => {
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
  }),
];
