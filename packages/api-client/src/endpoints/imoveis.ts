import { ACOES_API as A, IDS_IMOVEIS_MAX } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Item, type Resposta } from '../contrato';
import { todasAsPaginas } from './todas-paginas';
import { montarFormImovel, type FotosEdicao, type ImovelValores } from './imoveis-form';

/** The listing's filters and page (GET /api/imoveis). */
export type FiltroImoveis = Consulta<'GET /api/imoveis'>;

/** The public reads of properties (the site needs no more; keeps the form builder out of it). */
export const imoveisLeituraEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/imoveis with filters + pagina/limite → { dados, total } (X-Total-Count). Paginated. */
    listar: (filtro: FiltroImoveis = {}) =>
      r.lista('GET /api/imoveis', { query: filtro, acao: A.listarImoveis }),

    /** GET /api/imoveis/:id. */
    obter: (id: string) => r.json('GET /api/imoveis/{id}', { parametros: { id }, acao: A.obterImovel }),

    /**
     * GET /api/imoveis?ids=a,b,c: those properties whatever their status (the favourites page), in
     * the listing's order; unknown ids are left out. An empty list asks nothing.
     */
    porIds: async (ids: readonly string[]): Promise<Item<Resposta<'GET /api/imoveis'>>[]> => {
      const pedidos = ids.slice(0, IDS_IMOVEIS_MAX);
      if (pedidos.length === 0) return [];
      const { dados } = await r.lista('GET /api/imoveis', {
        query: { ids: pedidos.join(','), limite: pedidos.length },
        acao: A.listarImoveis,
      });
      return dados;
    },
  };
};

/** Property calls (message family 'app', spec §8 "Property client"). */
export const imoveisEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    ...imoveisLeituraEndpoints(c),

    /** Every property, page after page (the admin list filters and exports the whole set). */
    listarTodos: (filtro: Omit<FiltroImoveis, 'pagina' | 'limite'> = {}) =>
      todasAsPaginas(c, 'GET /api/imoveis', { query: filtro, acao: A.listarImoveis }),

    /** POST /api/imoveis (multipart): a ready FormData, or the form values plus the photo files. */
    criar: (dados: FormData | ImovelValores, fotos: readonly Blob[] = []) =>
      r.json('POST /api/imoveis', {
        form: dados instanceof FormData ? dados : montarFormImovel(dados, { fotos }),
        acao: A.criarImovel,
      }),

    /** PUT /api/imoveis/:id (multipart) with kept / removed photo URLs and new files. */
    atualizar: (id: string, dados: FormData | ImovelValores, fotos: FotosEdicao = {}) =>
      r.json('PUT /api/imoveis/{id}', {
        parametros: { id },
        form: dados instanceof FormData ? dados : montarFormImovel(dados, fotos, true),
        acao: A.atualizarImovel,
      }),

    /** DELETE /api/imoveis/:id. */
    excluir: (id: string) =>
      r.vazio('DELETE /api/imoveis/{id}', { parametros: { id }, acao: A.excluirImovel }),
  };
};
