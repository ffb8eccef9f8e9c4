import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG_LEADS, telefoneDoLeadGrupoOlx } from '@morada/domain';
import { resolveSession } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { Context } from 'hono';
import { endpoint } from '../../http/endpoint';
import { notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { emTransacao } from '../../db/transacao';
import { violacaoDoBanco } from '../../db/violacao';
import { registrarContato } from './leads.contato';
import { limiteWhatsapp } from './leads.limits';
import {
  eventoExternoExiste,
  lerSegredoWebhook,
  registrarCliqueWhatsapp,
  tituloDoImovel,
} from './leads.repository';

/** The header that may carry the secret instead of Basic auth (a sender that cannot do Basic). */
export const CABECALHO_SEGREDO = 'X-Morada-Segredo';

const igual = (a: string, b: string) => {
  const d = (t: string) => createHash('sha256').update(t).digest();
  return timingSafeEqual(d(a), d(b));
};

/**
 * The secret a call carries: the password of Basic auth (the Grupo OLX integration sends
 * `Authorization: Basic base64(usuario:SECRET_KEY)`, developers.grupozap.com/leads/integration),
 * or the X-Morada-Segredo header.
 */
const segredoEnviado = (c: Context): string | undefined => {
  const basic = c.req.header('Authorization')?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const texto = Buffer.from(basic, 'base64').toString('utf8');
    const i = texto.indexOf(':');
    return i >= 0 ? texto.slice(i + 1) : undefined;
  }
  return c.req.header(CABECALHO_SEGREDO) || undefined;
};

/** 401 unless the call carries the stored secret (compared in constant time); none stored → always 401. */
const exigirSegredo = async (c: Context, guardado: string | undefined) => {
  const enviado = segredoEnviado(c);
  if (!guardado || !enviado || !igual(enviado, guardado)) throw unauthorized(MSG_LEADS.api.segredoInvalido);
};

export const endpointsLeadsPublicos = [
  endpoint('POST /api/leads/whatsapp', async ({ c, deps, body }) => {
    const lim = limiteWhatsapp(deps);
    const ip = clientIp(c);
    if (await lim.bloqueado(ip)) throw tooManyRequests();
    if (!(await lim.admitir(ip))) throw tooManyRequests();
    if (!(await tituloDoImovel(deps.db, body.imovelId))) throw notFound(MSG_LEADS.api.imovelNaoEncontrado);
    const usuario = await resolveSession(deps, c.req.header('Authorization'));
    const em = deps.now();
    await emTransacao(deps.db, async (trx) => {
      await registrarCliqueWhatsapp(trx, { imovelId: body.imovelId, usuarioId: usuario?.id ?? null, em });
      // A signed-in visitor is someone we can answer: the click joins (or opens) his lead.
      if (usuario && usuario.perfil !== 'admin' && usuario.perfil !== 'corretor')
        await registrarContato(trx, {
          nome: usuario.nome,
          email: usuario.email,
          origem: 'whatsapp',
          imovelId: body.imovelId,
          em,
        });
    });
    return c.body(null, 204);
  }),
  endpoint('POST /api/integracoes/grupo-olx/leads', async ({ c, deps, body }) => {
    // The body was parsed before this runs (400 for a malformed one), but the secret is checked
    // before anything is read from the database or written.
    await exigirSegredo(c, await lerSegredoWebhook(deps.db));
    const gravar = emTransacao(deps.db, async (trx) => {
      if (await eventoExternoExiste(trx, body.originLeadId)) return;
      const imovelId =
        body.clientListingId && (await tituloDoImovel(trx, body.clientListingId))
          ? body.clientListingId
          : null;
      await registrarContato(trx, {
        nome: body.name,
        email: body.email,
        telefone: telefoneDoLeadGrupoOlx(body),
        origem: 'portal',
        imovelId,
        mensagem: [body.leadOrigin && `(${body.leadOrigin})`, body.message].filter(Boolean).join(' ') || null,
        em: deps.now(),
        origemExternaId: body.originLeadId,
      });
    });
    // The same lead sent twice at once: the unique originLeadId keeps one, the other is a success too.
    try {
      await gravar;
    } catch (e) {
      if (violacaoDoBanco(e) !== 'duplicado') throw e;
    }
    return c.body(null, 204);
  }),
];
