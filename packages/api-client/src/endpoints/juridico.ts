import { ACOES_API as A, type DocumentoEntrada } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';
import { todasAsPaginas } from './todas-paginas';

/**
 * POST /api/juridico/documentos multipart (spec §7): titulo, tipo, descricao, autor,
 * contratoRelacionado, imovelRelacionado, status, tags (JSON text), observacoes, arquivo.
 * Empty values are omitted so the server's defaults apply.
 */
export const montarFormDocumento = (dados: DocumentoEntrada, arquivo?: Blob | null): FormData => {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(dados)) {
    if (campo === 'tags' || valor === undefined || valor === null) continue;
    const texto = String(valor).trim();
    if (texto) form.append(campo, texto);
  }
  const tags = typeof dados.tags === 'string' ? dados.tags : JSON.stringify(dados.tags ?? []);
  form.append('tags', tags);
  if (arquivo) form.append('arquivo', arquivo, (arquivo as File).name || 'documento');
  return form;
};

/** Search text and page of the legal lists (the same query for documents and cases). */
export type BuscaJuridico = Consulta<'GET /api/juridico/documentos'>;

/** Legal department. listar reads every page; pagina is the one page a screen shows. */
export const juridicoEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    documentos: {
      /** GET /api/juridico/documentos → DocumentoJuridico[]. */
      listar: () => todasAsPaginas(c, 'GET /api/juridico/documentos', { acao: A.listarDocumentos }),
      /** GET ?busca=&pagina=&limite= → { dados, total } (one page). */
      pagina: (filtro: BuscaJuridico = {}) =>
        r.lista('GET /api/juridico/documentos', { query: filtro, acao: A.listarDocumentos }),
      /** POST multipart (see montarFormDocumento), or a ready FormData. */
      criar: (dados: DocumentoEntrada | FormData, arquivo?: Blob | null) =>
        r.json('POST /api/juridico/documentos', {
          form: dados instanceof FormData ? dados : montarFormDocumento(dados, arquivo),
          acao: A.salvarDocumento,
        }),
      /** PUT JSON document fields. */
      atualizar: (id: string, dados: Corpo<'PUT /api/juridico/documentos/{id}'>) =>
        r.json('PUT /api/juridico/documentos/{id}', {
          parametros: { id },
          json: dados,
          acao: A.salvarDocumento,
        }),
      excluir: (id: string) =>
        r.vazio('DELETE /api/juridico/documentos/{id}', { parametros: { id }, acao: A.excluirDocumento }),
      /** GET /api/juridico/documentos/:id/download → the file (attachment, never a public URL). */
      baixar: (id: string) =>
        r.arquivo('GET /api/juridico/documentos/{id}/download', {
          parametros: { id },
          acao: A.baixarDocumento,
        }),
    },
    processos: {
      listar: () => todasAsPaginas(c, 'GET /api/juridico/processos', { acao: A.listarProcessos }),
      /** GET ?busca=&pagina=&limite= → { dados, total } (one page). */
      pagina: (filtro: Consulta<'GET /api/juridico/processos'> = {}) =>
        r.lista('GET /api/juridico/processos', { query: filtro, acao: A.listarProcessos }),
      criar: (dados: Corpo<'POST /api/juridico/processos'>) =>
        r.json('POST /api/juridico/processos', { json: dados, acao: A.salvarProcesso }),
      atualizar: (id: string, dados: Corpo<'PUT /api/juridico/processos/{id}'>) =>
        r.json('PUT /api/juridico/processos/{id}', {
          parametros: { id },
          json: dados,
          acao: A.salvarProcesso,
        }),
      excluir: (id: string) =>
        r.vazio('DELETE /api/juridico/processos/{id}', { parametros: { id }, acao: A.excluirProcesso }),
    },
    /** POST /api/juridico/notificacoes: a notice to a tenant from the agency's address. */
    notificar: (dados: Corpo<'POST /api/juridico/notificacoes'>) =>
      r.json('POST /api/juridico/notificacoes', { json: dados, acao: A.notificar }),
  };
};
