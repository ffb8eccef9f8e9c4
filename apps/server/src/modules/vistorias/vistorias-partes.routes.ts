import { contestacaoCamposSchema, MSG_VISTORIAS } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { lerFormComFotos, lerFotoGuardada, lerLaudo } from './vistorias.arquivos';
import { arquivoDaFoto, listarVistorias } from './vistorias.repository';
import { paraResposta } from './vistorias.resposta';
import { aceitarVistoria, contestarItem, vistoriaDoLocatario, vistoriaVisivel } from './vistorias.service';

const M = MSG_VISTORIAS;
/** Evidence of a contract: never kept by a shared cache or the browser's disk cache. */
const PRIVADO = { 'Cache-Control': 'private, no-store' };

/**
 * What the contract's parties do with a vistoria: the tenant reviews, accepts or contests it;
 * he and the property's owner read the laudo and the photos (anyone else's: 404).
 */
export const endpointsVistoriaPartes = [
  endpoint('GET /api/vistorias/{id}/fotos/{fotoId}', async ({ c, deps, usuario, params }) => {
    await vistoriaVisivel(deps.db, usuario, params.id);
    const foto = await arquivoDaFoto(deps.db, params.id, params.fotoId);
    const bytes = foto && (await lerFotoGuardada(deps.armazenamento, foto.arquivo));
    if (!bytes) throw notFound(M.api.fotoNaoEncontrada);
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', ...PRIVADO });
  }),
  endpoint('GET /api/vistorias/{id}/laudo.pdf', async ({ c, deps, usuario, params }) => {
    const v = await vistoriaVisivel(deps.db, usuario, params.id);
    const bytes = v.laudoArquivo && (await lerLaudo(deps.armazenamento, v.laudoArquivo));
    if (!bytes) throw notFound(M.api.laudoNaoEncontrado);
    const arquivo = `laudo-${v.tipo}-${v.contratoNumero}.pdf`.replace(/[^\w.-]/g, '_');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${arquivo}"`,
      ...PRIVADO,
    });
  }),
  endpoint('GET /api/locatario/vistorias', async ({ c, deps, usuario }) =>
    c.json((await listarVistorias(deps.db, { inquilinoId: usuario.id })).map(paraResposta)),
  ),
  endpoint('POST /api/locatario/vistorias/{id}/aceite', async ({ c, deps, usuario, params }) =>
    c.json(paraResposta(await aceitarVistoria(deps, await vistoriaDoLocatario(deps.db, usuario, params.id)))),
  ),
  endpoint(
    'POST /api/locatario/vistorias/{id}/itens/{itemId}/contestacao',
    async ({ c, deps, usuario, params }) => {
      // The form first: a contest without its text is a 400 whatever it names.
      const { arquivos, texto } = await lerFormComFotos(c);
      const campos = parseOrThrow(contestacaoCamposSchema, { texto: texto ?? '' });
      const v = await vistoriaDoLocatario(deps.db, usuario, params.id);
      return c.json(
        paraResposta(await contestarItem(deps, usuario, v, params.itemId, { ...campos, arquivos })),
      );
    },
  ),
];
