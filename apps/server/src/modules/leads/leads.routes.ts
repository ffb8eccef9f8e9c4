import { endpoint } from '../../http/endpoint';
import { criarLeadDaEquipe } from './leads.contato';
import { contarPorEtapa, listarLeads } from './leads-leitura.repository';
import { lerConfiguracaoLeads, tituloDoImovel } from './leads.repository';
import { alcanceDe, anotar, atribuir, corretorAtivo, detalheDoLead, mudarEtapa } from './leads.service';
import { notFound } from '../../http/errors';
import { MSG_LEADS } from '@morada/domain';

/** The funnel's routes for the staff: the admin reaches every lead, a corretor only his own (404 otherwise). */
export const endpointsLeads = [
  endpoint('GET /api/leads', async ({ c, deps, usuario, query }) => {
    const { alertaHoras } = await lerConfiguracaoLeads(deps.db);
    const pagina = await listarLeads(deps.db, query, alcanceDe(usuario), { agora: deps.now(), alertaHoras });
    c.header('X-Total-Count', String(pagina.total));
    return c.json(pagina.dados);
  }),
  endpoint('POST /api/leads', async ({ c, deps, usuario, body }) => {
    if (body.imovelId && !(await tituloDoImovel(deps.db, body.imovelId)))
      throw notFound(MSG_LEADS.api.imovelNaoEncontrado);
    // A corretor's lead is his; the admin may give it to a corretor, or leave it to the rotation.
    const corretorId = usuario.perfil === 'corretor' ? usuario.id : body.corretorId;
    if (corretorId && usuario.perfil !== 'corretor') await corretorAtivo(deps.db, corretorId);
    const id = await criarLeadDaEquipe(deps.db, {
      nome: body.nome,
      email: body.email,
      telefone: body.telefone,
      imovelId: body.imovelId,
      mensagem: body.mensagem,
      origem: 'equipe',
      em: deps.now(),
      autor: { id: usuario.id, nome: usuario.nome },
      ...(corretorId ? { corretorId } : {}),
    });
    return c.json(await detalheDoLead(deps, usuario, id), 201);
  }),
  endpoint('GET /api/leads/contagens', async ({ c, deps, usuario, query }) => {
    const { alertaHoras } = await lerConfiguracaoLeads(deps.db);
    return c.json(
      await contarPorEtapa(deps.db, query, alcanceDe(usuario), { agora: deps.now(), alertaHoras }),
    );
  }),
  endpoint('GET /api/leads/{id}', async ({ c, deps, usuario, params }) =>
    c.json(await detalheDoLead(deps, usuario, params.id)),
  ),
  endpoint('PATCH /api/leads/{id}/etapa', async ({ c, deps, usuario, params, body }) => {
    await mudarEtapa(deps, usuario, params.id, body);
    return c.json(await detalheDoLead(deps, usuario, params.id));
  }),
  endpoint('POST /api/leads/{id}/notas', async ({ c, deps, usuario, params, body }) => {
    await anotar(deps, usuario, params.id, body.texto);
    return c.json(await detalheDoLead(deps, usuario, params.id), 201);
  }),
  endpoint('PUT /api/leads/{id}/corretor', async ({ c, deps, usuario, params, body }) => {
    await atribuir(deps, usuario, params.id, body.corretorId);
    return c.json(await detalheDoLead(deps, usuario, params.id));
  }),
];
