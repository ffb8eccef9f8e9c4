import { MSG_PROPOSTAS, documentoPropostaCamposSchema } from '@morada/domain';
import { disposicaoAnexo, lerMultipartComArquivo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { apagarDocumento, contentTypeDoDocumento, lerDocumento } from './documentos.arquivo';
import { excluirDocumento, obterDocumento } from './documentos.repository';
import { anexarDocumento, cancelarProposta, criarProposta, enviarProposta } from './propostas.fluxo';
import { gravarConteudo, listarPropostas } from './propostas.repository';
import {
  alcanceDe,
  conteudoDaProposta,
  imovelParaProposta,
  propostaDe,
  propostaPara,
} from './propostas.service';

const M = MSG_PROPOSTAS;

/** The corretor's proposals (the admin reaches every one; another corretor's is 404). */
export const endpointsPropostas = [
  endpoint('GET /api/propostas', async ({ c, deps, usuario, query }) => {
    const pagina = await listarPropostas(deps.db, query, alcanceDe(usuario));
    c.header('X-Total-Count', String(pagina.total));
    return c.json(pagina.dados);
  }),
  endpoint('POST /api/propostas', async ({ c, deps, usuario, body }) =>
    c.json(await criarProposta(deps, usuario, body), 201),
  ),
  endpoint('GET /api/propostas/{id}', async ({ c, deps, usuario, params }) =>
    c.json(await propostaDe(deps, usuario, params.id)),
  ),
  endpoint('PUT /api/propostas/{id}', async ({ c, deps, usuario, params, body }) => {
    const p = await propostaPara(deps, usuario, params.id, 'editar');
    const imovel = await imovelParaProposta(deps, p.imovelId, p.tipo);
    const conteudo = conteudoDaProposta(p.tipo, imovel, body, p);
    if (!(await gravarConteudo(deps.db, p.id, conteudo, deps.now().toISOString())))
      throw conflict(M.erros.soRascunho);
    return c.json(await propostaDe(deps, usuario, p.id));
  }),
  endpoint('POST /api/propostas/{id}/documentos', async ({ c, deps, usuario, params }) => {
    const { campos, arquivo } = await lerMultipartComArquivo(c);
    const { categoria } = parseOrThrow(documentoPropostaCamposSchema, campos);
    if (!arquivo) throw badRequest(M.erros.arquivoInvalido, [{ arquivo: M.erros.arquivoInvalido }]);
    return c.json(await anexarDocumento(deps, usuario, params.id, arquivo, categoria), 201);
  }),
  endpoint('GET /api/propostas/{id}/documentos/{docId}', async ({ c, deps, usuario, params }) => {
    const p = await propostaDe(deps, usuario, params.id);
    const doc = await obterDocumento(deps.db, p.id, params.docId);
    const bytes = doc && (await lerDocumento(deps.armazenamento, doc.caminho));
    if (!doc || !bytes) throw notFound(M.erros.documentoNaoEncontrado);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentTypeDoDocumento(doc.tipo),
      'Content-Disposition': disposicaoAnexo(doc.nome),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  }),
  endpoint('DELETE /api/propostas/{id}/documentos/{docId}', async ({ c, deps, usuario, params }) => {
    const p = await propostaPara(deps, usuario, params.id, 'editar');
    const doc = await obterDocumento(deps.db, p.id, params.docId);
    if (!doc) throw notFound(M.erros.documentoNaoEncontrado);
    await excluirDocumento(deps.db, doc.id);
    await apagarDocumento(deps.armazenamento, doc.caminho);
    return c.json(await propostaDe(deps, usuario, p.id));
  }),
  endpoint('POST /api/propostas/{id}/envio', async ({ c, deps, usuario, params }) =>
    c.json(await enviarProposta(deps, usuario, params.id)),
  ),
  endpoint('POST /api/propostas/{id}/cancelamento', async ({ c, deps, usuario, params, body }) =>
    c.json(await cancelarProposta(deps, usuario, params.id, body.motivo)),
  ),
];
