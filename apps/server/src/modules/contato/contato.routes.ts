import { contatoPayloadSchema, contatoTratadaSchema, formatTelefone } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { notFound, tooManyRequests } from '../../http/errors';
import { readJson } from '../../http/validate';
import { enviarEmail } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { limiteContato } from './contato.limits';
import { listarMensagens, marcarTratada, salvarMensagem } from './contato.repository';

export const contatoRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const deps = c.var.deps;
    const lim = limiteContato(deps);
    const ip = clientIp(c);
    if (await lim.bloqueado(ip)) throw tooManyRequests();
    const body = await readJson(c, contatoPayloadSchema);
    if (!(await lim.admitir(ip))) throw tooManyRequests();
    const m = await salvarMensagem(deps.db, body, deps.now());
    // The destination is always the agency's own address, never the client-sent `destinatario`.
    const config = await getConfiguracao(deps.db);
    await enviarEmail(deps, {
      para: config.emailAdministracao,
      assunto: `Contato pelo site: ${m.assunto}`,
      corpo: `Nome: ${m.nome}\nEmail: ${m.email}\nTelefone: ${formatTelefone(m.telefone)}\n\n${m.mensagem}`,
    });
    return c.json({ ok: true }, 201);
  })
  .get('/', requireAdmin, async (c) => {
    const itens = await listarMensagens(c.var.deps.db);
    c.header('X-Total-Count', String(itens.length));
    return c.json(itens);
  })
  .patch('/:id', requireAdmin, async (c) => {
    const { tratada } = await readJson(c, contatoTratadaSchema);
    const m = await marcarTratada(c.var.deps.db, c.req.param('id'), tratada);
    if (!m) throw notFound();
    return c.json(m);
  });
