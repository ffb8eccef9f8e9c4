import { ACOES_API as A, IDS_IMOVEIS_MAX, type Imovel, type ImovelFiltro } from '@morada/domain';
import type { ApiClient, Query } from '../client';
import { todasAsPaginas } from './todas-paginas';
import { montarFormImovel, type FotosEdicao, type ImovelValores } from './imoveis-form';

const caminho = (id: string) => `/imoveis/${encodeURIComponent(id)}`;

/** The public reads of properties (the site needs no more; keeps the form builder out of it). */
export const imoveisLeituraEndpoints = (c: ApiClient) => ({
  /** GET /api/imoveis with filters + pagina/limite → { dados, total } (X-Total-Count). Paginated. */
  listar: (filtro: ImovelFiltro = {}) =>
    c.lista<Imovel>('/imoveis', { query: filtro as Query, acao: A.listarImoveis }),

  /** GET /api/imoveis/:id. */
  obter: (id: string) => c.json<Imovel>(caminho(id), { acao: A.obterImovel }),

  /**
   * GET /api/imoveis?ids=a,b,c: those properties whatever their status (the favourites page), in
   * the listing's order; unknown ids are left out. An empty list asks nothing.
   */
  porIds: async (ids: readonly string[]): Promise<Imovel[]> => {
    const pedidos = ids.slice(0, IDS_IMOVEIS_MAX);
    if (pedidos.length === 0) return [];
    const { dados } = await c.lista<Imovel>('/imoveis', {
      query: { ids: pedidos.join(','), limite: pedidos.length },
      acao: A.listarImoveis,
    });
    return dados;
  },
});

/** Property calls (message family 'app', spec §8 "Property client"). */
export const imoveisEndpoints = (c: ApiClient) => ({
  ...imoveisLeituraEndpoints(c),

  /** Every property, page after page (the admin list filters and exports the whole set). */
  listarTodos: (filtro: ImovelFiltro = {}) =>
    todasAsPaginas<Imovel>(c, '/imoveis', { query: filtro as Query, acao: A.listarImoveis }),

  /** POST /api/imoveis (multipart): a ready FormData, or the form values plus the photo files. */
  criar: (dados: FormData | ImovelValores, fotos: readonly Blob[] = []) =>
    c.json<Imovel>('/imoveis', {
      method: 'POST',
      form: dados instanceof FormData ? dados : montarFormImovel(dados, { fotos }),
      acao: A.criarImovel,
    }),

  /** PUT /api/imoveis/:id (multipart) with kept / removed photo URLs and new files. */
  atualizar: (id: string, dados: FormData | ImovelValores, fotos: FotosEdicao = {}) =>
    c.json<Imovel>(caminho(id), {
      method: 'PUT',
      form: dados instanceof FormData ? dados : montarFormImovel(dados, fotos, true),
      acao: A.atualizarImovel,
    }),

  /** DELETE /api/imoveis/:id. */
  excluir: (id: string) => c.vazio(caminho(id), { method: 'DELETE', acao: A.excluirImovel }),
});
