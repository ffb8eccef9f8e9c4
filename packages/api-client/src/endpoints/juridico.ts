import {
  ACOES_API as A,
  type DocumentoEntrada,
  type DocumentoJuridico,
  type NotificacaoJuridicaEntrada,
  type Processo,
  type ProcessoEntrada,
} from '@morada/domain';
import { todasAsPaginas } from './todas-paginas';
import type { ApiClient } from '../client';

const doc = (id: string) => `/juridico/documentos/${encodeURIComponent(id)}`;
const proc = (id: string) => `/juridico/processos/${encodeURIComponent(id)}`;

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

/** Search text and page of the legal lists. */
type BuscaPaginada = { busca?: string; pagina?: number; limite?: number };

/** Legal department. listar reads every page; pagina is the one page a screen shows. */
export const juridicoEndpoints = (c: ApiClient) => ({
  documentos: {
    /** GET /api/juridico/documentos → DocumentoJuridico[]. */
    listar: () => todasAsPaginas<DocumentoJuridico>(c, '/juridico/documentos', { acao: A.listarDocumentos }),
    /** GET ?busca=&pagina=&limite= → { dados, total } (one page). */
    pagina: (filtro: BuscaPaginada = {}) =>
      c.lista<DocumentoJuridico>('/juridico/documentos', { query: filtro, acao: A.listarDocumentos }),
    /** POST multipart (see montarFormDocumento), or a ready FormData. */
    criar: (dados: DocumentoEntrada | FormData, arquivo?: Blob | null) =>
      c.json<DocumentoJuridico>('/juridico/documentos', {
        method: 'POST',
        form: dados instanceof FormData ? dados : montarFormDocumento(dados, arquivo),
        acao: A.salvarDocumento,
      }),
    /** PUT JSON document fields. */
    atualizar: (id: string, dados: DocumentoEntrada) =>
      c.json<DocumentoJuridico>(doc(id), { method: 'PUT', json: dados, acao: A.salvarDocumento }),
    excluir: (id: string) => c.vazio(doc(id), { method: 'DELETE', acao: A.excluirDocumento }),
    /** GET /api/juridico/documentos/:id/download → the file (attachment, never a public URL). */
    baixar: (id: string) => c.arquivo(`${doc(id)}/download`, { acao: A.baixarDocumento }),
  },
  processos: {
    listar: () => todasAsPaginas<Processo>(c, '/juridico/processos', { acao: A.listarProcessos }),
    /** GET ?busca=&pagina=&limite= → { dados, total } (one page). */
    pagina: (filtro: BuscaPaginada = {}) =>
      c.lista<Processo>('/juridico/processos', { query: filtro, acao: A.listarProcessos }),
    criar: (dados: ProcessoEntrada) =>
      c.json<Processo>('/juridico/processos', { method: 'POST', json: dados, acao: A.salvarProcesso }),
    atualizar: (id: string, dados: ProcessoEntrada) =>
      c.json<Processo>(proc(id), { method: 'PUT', json: dados, acao: A.salvarProcesso }),
    excluir: (id: string) => c.vazio(proc(id), { method: 'DELETE', acao: A.excluirProcesso }),
  },
  /** POST /api/juridico/notificacoes: a notice to a tenant from the agency's address. */
  notificar: (dados: NotificacaoJuridicaEntrada) =>
    c.json<unknown>('/juridico/notificacoes', { method: 'POST', json: dados, acao: A.notificar }),
});
