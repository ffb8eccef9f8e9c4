import { formatTelefone } from '@morada/domain';
import { clientIp } from '../../http/client-ip';
import { endpoint } from '../../http/endpoint';
import { notFound, tooManyRequests } from '../../http/errors';
import { enviarEmail } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { registrarContato } from '../leads';
import { emTransacao } from '../../db/transacao';
import { limiteContato } from './contato.limits';
import { imovelDaOrigem, listarMensagens, marcarTratada, salvarMensagem } from './contato.repository';

export const endpointsContato = [
  endpoint('POST /api/contato', async ({ c, deps, body }) => {
    const lim = limiteContato(deps);
    const ip = clientIp(c);
    if (await lim.bloqueado(ip)) throw tooManyRequests();
    if (!(await lim.admitir(ip))) throw tooManyRequests();
    const agora = deps.now();
    const m = await emTransacao(deps.db, async (trx) => {
      const salva = await salvarMensagem(trx, body, agora);
      // Every contact becomes a lead (issue 35); a message sent from a property's page names it.
      const imovelId = await imovelDaOrigem(trx, body.origem);
      await registrarContato(trx, {
        nome: salva.nome,
        email: salva.email,
        telefone: salva.telefone,
        origem: 'formulario',
        imovelId,
        mensagem: `${salva.assunto}\n${salva.mensagem}`,
        em: agora,
      });
      return salva;
    });
    // The destination is always the agency's own address, never the client-sent `destinatario`.
    const config = await getConfiguracao(deps.db);
    await enviarEmail(deps, {
      para: config.emailAdministracao,
      assunto: `Contato pelo site: ${m.assunto}`,
      corpo: `Nome: ${m.nome}\nEmail: ${m.email}\nTelefone: ${formatTelefone(m.telefone)}\n\n${m.mensagem}`,
    });
    return c.json({ ok: true }, 201);
  }),
  endpoint('GET /api/contato', async ({ c, deps }) => {
    const itens = await listarMensagens(deps.db);
    c.header('X-Total-Count', String(itens.length));
    return c.json(itens);
  }),
  endpoint('PATCH /api/contato/{id}', async ({ c, deps, params, body: { tratada } }) => {
    const m = await marcarTratada(deps.db, params.id, tratada);
    if (!m) throw notFound();
    return c.json(m);
  }),
];
