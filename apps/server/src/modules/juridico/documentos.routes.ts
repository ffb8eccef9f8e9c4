import { documentoEntradaSchema, MSG } from '@morada/domain';
import { z } from 'zod';
import { disposicaoAnexo, lerMultipartComArquivo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { parseOrThrow, readJson } from '../../http/validate';
import { CONTENT_TYPES, guardarArquivo, lerArquivo, removerArquivo, type Formato } from './arquivo-documento';
import {
  atualizarDocumento,
  excluirDocumento,
  inserirDocumento,
  isDocumentoDoInquilino,
  listarDocumentos,
  obterDocumentoRow,
  paraDocumento,
} from './juridico.repository';

// Admin manages; the download is also the related tenant's.
export const endpointsDocumentos = [
  endpoint('GET /api/juridico/documentos', async ({ c, deps, query: { busca, pagina, limite } }) => {
    const { dados, total } = await listarDocumentos(deps.db, busca, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  // multipart with the file, or (without a file) the same fields as JSON: read here, not declared as corpo.
  endpoint('POST /api/juridico/documentos', async ({ c, deps }) => {
    const json = c.req.header('Content-Type')?.includes('application/json');
    const { campos, arquivo } = json
      ? { campos: await readJson(c, z.unknown()), arquivo: undefined }
      : await lerMultipartComArquivo(c);
    const dados = parseOrThrow(documentoEntradaSchema, campos);
    const guardado = arquivo ? await guardarArquivo(deps.armazenamento, arquivo) : undefined;
    try {
      const id = await inserirDocumento(deps.db, dados, guardado, deps.now().toISOString());
      return c.json(paraDocumento((await obterDocumentoRow(deps.db, id))!), 201);
    } catch (e) {
      await removerArquivo(deps.armazenamento, guardado?.caminho ?? null);
      throw e;
    }
  }),
  endpoint('PUT /api/juridico/documentos/{id}', async ({ c, deps: { db }, params: { id }, body }) => {
    if (!(await obterDocumentoRow(db, id))) throw notFound(MSG.api.documentoNaoEncontrado);
    await atualizarDocumento(db, id, body);
    return c.json(paraDocumento((await obterDocumentoRow(db, id))!));
  }),
  endpoint('DELETE /api/juridico/documentos/{id}', async ({ c, deps, params }) => {
    const row = await obterDocumentoRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.documentoNaoEncontrado);
    await excluirDocumento(deps.db, row.id);
    await removerArquivo(deps.armazenamento, row.arquivo_path);
    return c.body(null, 204);
  }),
  endpoint('GET /api/juridico/documentos/{id}/download', async ({ c, deps, usuario, params }) => {
    const row = await obterDocumentoRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.documentoNaoEncontrado);
    // A tenant may download only the documents of their own contract (by its id, never its número).
    if (usuario.perfil !== 'admin' && !(await isDocumentoDoInquilino(deps.db, row, usuario.id)))
      throw notFound(MSG.api.documentoNaoEncontrado);
    const bytes = row.arquivo_path ? await lerArquivo(deps.armazenamento, row.arquivo_path) : undefined;
    if (!bytes) throw notFound(MSG.admin.downloadIndisponivelDescricao);
    const formato = (row.formato ?? 'pdf') as Formato;
    c.header('Content-Type', CONTENT_TYPES[formato] ?? 'application/octet-stream');
    c.header('Content-Disposition', disposicaoAnexo(row.arquivo_nome ?? `documento.${formato}`));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  }),
];
