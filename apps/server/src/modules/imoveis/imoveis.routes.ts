import { MSG, type Imovel, type ImovelFiltroLido } from '@morada/domain';
import { resolveSession } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { Armazenamento } from '../../lib/armazenamento';
import { apagarFoto, salvarFoto } from '../../lib/fotos';
import {
  atualizarImovel,
  criarImovel,
  excluirImovel,
  imovelTemContrato,
  listarImoveis,
  obterImovel,
  proprietarioExiste,
} from './imoveis.repository';
import { cacheImoveis, chaveListagem } from './imoveis.cache';
import { lerFormImovel, semFotos, type FotoRecebida } from './imoveis.multipart';

/**
 * Stores the photos with their variants, one at a time (libvips already uses every core for one
 * image); if one fails, those already stored go too, so a refused request leaves no file behind.
 */
const salvarTodas = async (armazenamento: Armazenamento, fotos: FotoRecebida[]) => {
  const urls: string[] = [];
  try {
    for (const f of fotos) urls.push(await salvarFoto(armazenamento, f.bytes, f.ext));
  } catch (e) {
    await Promise.all(urls.map((u) => apagarFoto(armazenamento, u)));
    throw e;
  }
  return urls;
};

/** A named owner must be a user with perfil proprietario; anything else is a field error. */
const conferirProprietario = async (db: AppEnv['Variables']['deps']['db'], id: string | undefined) => {
  if (id && !(await proprietarioExiste(db, id))) {
    const msg = MSG.imovelForm.proprietarioInvalido;
    throw new HttpError(400, 'VALIDACAO', msg, [{ proprietarioId: msg }]);
  }
};

/** True when the request carries an admin's session (reads stay public; this only widens them). */
const ehAdmin = async (c: {
  var: AppEnv['Variables'];
  req: { header: (n: string) => string | undefined };
}): Promise<boolean> => {
  const header = c.req.header('Authorization');
  return header ? (await resolveSession(c.var.deps, header))?.perfil === 'admin' : false;
};

/**
 * Who owns a property and on what terms it is administered are the agency's business: only an
 * admin's read carries proprietarioId and the administration defaults.
 */
const visivelPara =
  (admin: boolean) =>
  (i: Imovel): Imovel => {
    if (admin) return i;
    const {
      proprietarioId: _dono,
      taxaAdministracaoPercentual: _taxa,
      taxaAdministracaoMinima: _minima,
      taxaIntermediacaoPercentual: _intermediacao,
      diaRepasse: _dia,
      ...publico
    } = i;
    return publico;
  };

/**
 * What a listing may show: an admin sees every status and filters by it; anyone else only the
 * available properties (imovelDisponivel), except when asking for given ids (favourites), which
 * are answered whatever their status so an unavailable favourite shows as such.
 */
const filtroPara = (filtro: ImovelFiltroLido, admin: boolean): ImovelFiltroLido => {
  if (admin) return filtro;
  const { status: _pedido, ...resto } = filtro;
  return filtro.ids ? resto : { ...resto, status: 'Disponível' };
};

/** Reads go through the cache; a write starts from the stored row (`fresco`), never a cached copy. */
const buscar = async (c: { var: AppEnv['Variables'] }, id: string, fresco = false) => {
  const db = c.var.deps.db;
  const imovel = fresco
    ? await obterImovel(db, id)
    : await cacheImoveis(c.var.deps).obter(`id:${id}`, () => obterImovel(db, id));
  if (!imovel) throw notFound(MSG.api.imovelNaoEncontrado);
  return imovel;
};

export const endpointsImoveis = [
  endpoint('GET /api/imoveis', async ({ c, deps, query }) => {
    const admin = await ehAdmin(c);
    const filtro = filtroPara(query, admin);
    const { itens, total } = await cacheImoveis(deps).obter(chaveListagem(filtro, admin), () =>
      listarImoveis(deps.db, filtro),
    );
    c.header('X-Total-Count', String(total));
    return c.json(itens.map(visivelPara(admin)));
  }),
  // A direct link to an unavailable property still opens it (with its status): the page says so.
  endpoint('GET /api/imoveis/{id}', async ({ c, params }) =>
    c.json(visivelPara(await ehAdmin(c))(await buscar(c, params.id))),
  ),
  endpoint('POST /api/imoveis', async ({ c, deps }) => {
    const form = await lerFormImovel(c);
    await conferirProprietario(deps.db, form.campos.proprietarioId);
    if (form.fotos.length === 0) throw semFotos();
    const urls = await salvarTodas(deps.armazenamento, form.fotos);
    try {
      return c.json(await criarImovel(deps.db, form.campos, urls, deps.now()), 201);
    } catch (e) {
      await Promise.all(urls.map((u) => apagarFoto(deps.armazenamento, u)));
      throw e;
    }
  }),
  endpoint('PUT /api/imoveis/{id}', async ({ c, deps, params }) => {
    const atual = await buscar(c, params.id, true);
    const form = await lerFormImovel(c);
    await conferirProprietario(deps.db, form.campos.proprietarioId);
    // Only photos already on the property can be kept: client URLs are never trusted.
    const pedidas = form.existentes ?? atual.fotos;
    const mantidas = atual.fotos.filter((u) => pedidas.includes(u) && !form.remover.includes(u));
    const removidas = atual.fotos.filter((u) => !mantidas.includes(u));
    if (mantidas.length + form.fotos.length === 0) throw semFotos();
    const novas = await salvarTodas(deps.armazenamento, form.fotos);
    // A failed update must not leave the new files (and their variants) behind.
    const imovel = await atualizarImovel(deps.db, atual.id, form.campos, [...mantidas, ...novas]).catch(
      async (e: unknown) => {
        await Promise.all(novas.map((u) => apagarFoto(deps.armazenamento, u)));
        throw e;
      },
    );
    await Promise.all(removidas.map((u) => apagarFoto(deps.armazenamento, u)));
    return c.json(imovel);
  }),
  endpoint('DELETE /api/imoveis/{id}', async ({ c, deps, params }) => {
    const imovel = await buscar(c, params.id, true);
    if (await imovelTemContrato(deps.db, imovel.id)) throw conflict(MSG.api.imovelComContrato);
    await excluirImovel(deps.db, imovel.id);
    await Promise.all(imovel.fotos.map((u) => apagarFoto(deps.armazenamento, u)));
    return c.body(null, 204);
  }),
];
