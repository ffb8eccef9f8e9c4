import { MAX_URLS_SITEMAP, PAGINAS_DO_SITEMAP, type Imovel } from '@morada/domain';
import type { Db } from '../../db/database';

export type ImovelDoSitemap = Pick<Imovel, 'id' | 'tipo' | 'quartos' | 'bairro' | 'dataCadastro'>;

/**
 * The properties a visitor can still rent or buy (what the sitemap lists), newest first, only the
 * columns their canonical URL needs; capped at what one sitemap file may hold.
 */
export const listarImoveisDoSitemap = async (db: Db): Promise<ImovelDoSitemap[]> => {
  const rows = await db
    .selectFrom('imoveis')
    .select(['id', 'tipo', 'quartos', 'bairro', 'data_cadastro'])
    .where('status', '=', 'Disponível')
    .orderBy('data_cadastro', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_URLS_SITEMAP - PAGINAS_DO_SITEMAP.length)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo as Imovel['tipo'],
    quartos: r.quartos ?? undefined,
    bairro: r.bairro,
    dataCadastro: String(r.data_cadastro),
  }));
};
