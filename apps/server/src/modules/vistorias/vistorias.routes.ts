import { MSG_VISTORIAS } from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import { endpoint } from '../../http/endpoint';
import { badRequest, notFound } from '../../http/errors';
import { apagarArquivos, guardarFotos, lerFormComFotos } from './vistorias.arquivos';
import {
  apagarFotoDaVistoria,
  inserirFotos,
  itemDaVistoria,
  salvarAmbientes,
  salvarDanos,
  salvarItem,
  salvarMedidoresChaves,
  tocar,
} from './vistorias-escrita.repository';
import { arquivoDaFoto, listarVistorias } from './vistorias.repository';
import { paraResposta } from './vistorias.resposta';
import {
  compararSaida,
  concluirVistoria,
  danosDaSaida,
  exigirEditavel,
  iniciarVistoria,
  responderItem,
  vistoriaOu404,
} from './vistorias.service';

const M = MSG_VISTORIAS;

/** The item as the vistoria now has it (the answer of the item's small saves). */
const itemAtual = async (db: Db, id: string, itemId: string) => {
  const v = await vistoriaOu404(db, id);
  const item = v.ambientes.flatMap((a) => a.itens).find((i) => i.id === itemId);
  if (!item) throw notFound(M.api.itemNaoEncontrado);
  return item;
};

/**
 * The inspector's routes (admin or corretor, any contract: docs/decisions/035). A phone saves
 * often and in small pieces: each item alone, photos a few at a time, every save repeatable.
 */
export const endpointsVistoriador = [
  endpoint('POST /api/vistorias', async ({ c, deps, usuario, body }) =>
    c.json(paraResposta(await iniciarVistoria(deps, usuario, body)), 201),
  ),
  endpoint('GET /api/vistorias', async ({ c, deps, query }) =>
    c.json((await listarVistorias(deps.db, { contratoId: query.contratoId })).map(paraResposta)),
  ),
  endpoint('GET /api/vistorias/{id}', async ({ c, deps, params }) =>
    c.json(paraResposta(await vistoriaOu404(deps.db, params.id))),
  ),
  endpoint('PUT /api/vistorias/{id}/ambientes', async ({ c, deps, params, body }) => {
    exigirEditavel(await vistoriaOu404(deps.db, params.id));
    const removidas = await emTransacao(deps.db, async (trx) => {
      await tocar(trx, params.id, deps.now().toISOString());
      return salvarAmbientes(trx, params.id, body);
    });
    await apagarArquivos(deps.armazenamento, removidas);
    return c.json(paraResposta(await vistoriaOu404(deps.db, params.id)));
  }),
  endpoint('PUT /api/vistorias/{id}/itens/{itemId}', async ({ c, deps, params, body }) => {
    exigirEditavel(await vistoriaOu404(deps.db, params.id));
    if (!(await salvarItem(deps.db, params.id, params.itemId, body))) throw notFound(M.api.itemNaoEncontrado);
    await tocar(deps.db, params.id, deps.now().toISOString());
    return c.json(await itemAtual(deps.db, params.id, params.itemId));
  }),
  endpoint('POST /api/vistorias/{id}/itens/{itemId}/fotos', async ({ c, deps, params }) => {
    // The form first: a body without photos is a 400 whatever it names.
    const { arquivos } = await lerFormComFotos(c);
    if (!arquivos.length) throw badRequest(M.erros.semFotos, [{ fotos: M.erros.semFotos }]);
    exigirEditavel(await vistoriaOu404(deps.db, params.id));
    if (!(await itemDaVistoria(deps.db, params.id, params.itemId))) throw notFound(M.api.itemNaoEncontrado);
    const nomes = await guardarFotos(deps.armazenamento, arquivos);
    try {
      const em = deps.now().toISOString();
      await inserirFotos(deps.db, {
        vistoriaId: params.id,
        itemId: params.itemId,
        origem: 'vistoria',
        arquivos: nomes,
        em,
      });
    } catch (e) {
      await apagarArquivos(deps.armazenamento, nomes);
      throw e;
    }
    return c.json(await itemAtual(deps.db, params.id, params.itemId), 201);
  }),
  endpoint('DELETE /api/vistorias/{id}/fotos/{fotoId}', async ({ c, deps, params }) => {
    exigirEditavel(await vistoriaOu404(deps.db, params.id));
    const foto = await arquivoDaFoto(deps.db, params.id, params.fotoId);
    if (!foto || foto.origem !== 'vistoria') throw notFound(M.api.fotoNaoEncontrada);
    await apagarFotoDaVistoria(deps.db, params.id, params.fotoId);
    await apagarArquivos(deps.armazenamento, [foto.arquivo]);
    return c.body(null, 204);
  }),
  endpoint('PUT /api/vistorias/{id}/medidores-chaves', async ({ c, deps, params, body }) => {
    exigirEditavel(await vistoriaOu404(deps.db, params.id));
    await emTransacao(deps.db, async (trx) => {
      await salvarMedidoresChaves(trx, params.id, body);
      await tocar(trx, params.id, deps.now().toISOString());
    });
    return c.json(paraResposta(await vistoriaOu404(deps.db, params.id)));
  }),
  endpoint('POST /api/vistorias/{id}/conclusao', async ({ c, deps, params }) =>
    c.json(paraResposta(await concluirVistoria(deps, await vistoriaOu404(deps.db, params.id)))),
  ),
  endpoint('GET /api/vistorias/{id}/comparacao', async ({ c, deps, params }) =>
    c.json(await compararSaida(deps.db, await vistoriaOu404(deps.db, params.id))),
  ),
  endpoint('POST /api/vistorias/{id}/danos', async ({ c, deps, params, body }) => {
    const v = await vistoriaOu404(deps.db, params.id);
    const comparacao = await compararSaida(deps.db, v);
    const ids = new Set(comparacao.map((i) => i.itemId));
    if (new Set(body.itens.map((i) => i.itemId)).size !== body.itens.length)
      throw badRequest(M.api.itemIdRepetido, [{ itens: M.api.itemIdRepetido }]);
    if (body.itens.some((i) => !ids.has(i.itemId))) throw notFound(M.api.itemNaoEncontrado);
    await emTransacao(deps.db, (trx) => salvarDanos(trx, v.id, body.itens));
    return c.json(await danosDaSaida(deps.db, v.contratoId));
  }),
  endpoint(
    'POST /api/vistorias/{id}/itens/{itemId}/contestacao/resposta',
    async ({ c, deps, params, body }) => {
      const v = await vistoriaOu404(deps.db, params.id);
      return c.json(paraResposta(await responderItem(deps, v, params.itemId, body)));
    },
  ),
];
