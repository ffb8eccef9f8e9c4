import { buscaAdminSchema, documentoEntradaSchema, MSG } from '@morada/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireRole } from '../../http/auth';
import { disposicaoAnexo, lerMultipartComArquivo } from '../../http/arquivos';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { idDoParametro, parseOrThrow, readJson, readQuery } from '../../http/validate';
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

export const buscaSchema = buscaAdminSchema;

// Mounted at /api/juridico/documentos. Admin manages; the download is also the related tenant's.
export const documentosRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    const { busca, pagina, limite } = readQuery(c, buscaSchema);
    const { dados, total } = await listarDocumentos(c.var.deps.db, busca, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  })
  .post('/', requireAdmin, async (c) => {
    const deps = c.var.deps;
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
  })
  .put('/:id', requireAdmin, async (c) => {
    const db = c.var.deps.db;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterDocumentoRow(db, id))) throw notFound(MSG.api.documentoNaoEncontrado);
    await atualizarDocumento(db, id, await readJson(c, documentoEntradaSchema));
    return c.json(paraDocumento((await obterDocumentoRow(db, id))!));
  })
  .delete('/:id', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const row = await obterDocumentoRow(deps.db, idDoParametro(c.req.param('id')));
    if (!row) throw notFound(MSG.api.documentoNaoEncontrado);
    await excluirDocumento(deps.db, row.id);
    await removerArquivo(deps.armazenamento, row.arquivo_path);
    return c.body(null, 204);
  })
  .get('/:id/download', requireRole('admin', 'inquilino'), async (c) => {
    const deps = c.var.deps;
    const row = await obterDocumentoRow(deps.db, idDoParametro(c.req.param('id')));
    if (!row) throw notFound(MSG.api.documentoNaoEncontrado);
    // A tenant may download only the documents of their own contract (by its id, never its número).
    if (c.var.usuario.perfil !== 'admin' && !(await isDocumentoDoInquilino(deps.db, row, c.var.usuario.id)))
      throw notFound(MSG.api.documentoNaoEncontrado);
    const bytes = row.arquivo_path ? await lerArquivo(deps.armazenamento, row.arquivo_path) : undefined;
    if (!bytes) throw notFound(MSG.admin.downloadIndisponivelDescricao);
    const formato = (row.formato ?? 'pdf') as Formato;
    c.header('Content-Type', CONTENT_TYPES[formato] ?? 'application/octet-stream');
    c.header('Content-Disposition', disposicaoAnexo(row.arquivo_nome ?? `documento.${formato}`));
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  });
