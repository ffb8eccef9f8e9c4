import { randomUUID } from 'node:crypto';
import type { Imovel, ImovelCampos, ImovelFiltro } from '@morada/domain';
import { imovelFiltroSchema, paraCentavos, paraReais } from '@morada/domain';
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { numeroOuNulo } from '../../lib/numeros';
import type { ImovelRow } from '../../db/types';
import { normalizarBusca, padraoContem } from '../../lib/texto';

const opcional = (v: number | null): number | undefined => (v === null ? undefined : v);

export const rowParaImovel = (r: ImovelRow): Imovel => ({
  id: r.id,
  titulo: r.titulo,
  tipo: r.tipo as Imovel['tipo'],
  operacao: r.operacao as Imovel['operacao'],
  preco: Number(r.preco),
  ...(r.preco_condominio !== null ? { precoCondominio: Number(r.preco_condominio) } : {}),
  endereco: r.endereco,
  bairro: r.bairro,
  cidade: r.cidade,
  estado: r.estado,
  cep: r.cep,
  areaUtil: Number(r.area_util),
  ...(r.quartos !== null ? { quartos: opcional(r.quartos) } : {}),
  ...(r.suites !== null ? { suites: opcional(r.suites) } : {}),
  ...(r.banheiros !== null ? { banheiros: opcional(r.banheiros) } : {}),
  ...(r.vagas !== null ? { vagas: opcional(r.vagas) } : {}),
  ...(r.andar !== null ? { andar: opcional(r.andar) } : {}),
  descricao: r.descricao,
  destaque: Boolean(r.destaque),
  status: r.status as Imovel['status'],
  dataCadastro: r.data_cadastro,
  fotos: JSON.parse(r.fotos) as string[],
  caracteristicas: JSON.parse(r.caracteristicas) as string[],
  ...(r.proprietario_id ? { proprietarioId: r.proprietario_id } : {}),
  taxaAdministracaoPercentual: numeroOuNulo(r.taxa_administracao_percentual),
  taxaAdministracaoMinima:
    r.taxa_administracao_minima_centavos === null ? null : paraReais(r.taxa_administracao_minima_centavos),
  taxaIntermediacaoPercentual: numeroOuNulo(r.taxa_intermediacao_percentual),
  diaRepasse: r.dia_repasse,
});

const camposParaRow = (c: ImovelCampos, fotos: string[]) => ({
  titulo: c.titulo,
  tipo: c.tipo,
  operacao: c.operacao,
  preco: c.preco,
  preco_condominio: c.precoCondominio ?? null,
  endereco: c.endereco,
  bairro: c.bairro,
  cidade: c.cidade,
  estado: c.estado,
  cep: c.cep,
  area_util: c.areaUtil,
  quartos: c.quartos ?? null,
  suites: c.suites ?? null,
  banheiros: c.banheiros ?? null,
  vagas: c.vagas ?? null,
  andar: c.andar ?? null,
  descricao: c.descricao,
  destaque: c.destaque ? 1 : 0,
  status: c.status,
  fotos: JSON.stringify(fotos),
  caracteristicas: JSON.stringify(c.caracteristicas),
  busca: normalizarBusca(c.titulo, c.endereco, c.bairro, c.cidade, c.estado),
  proprietario_id: c.proprietarioId ?? null,
  taxa_administracao_percentual: c.taxaAdministracaoPercentual,
  taxa_administracao_minima_centavos:
    c.taxaAdministracaoMinima === null ? null : paraCentavos(c.taxaAdministracaoMinima),
  taxa_intermediacao_percentual: c.taxaIntermediacaoPercentual,
  dia_repasse: c.diaRepasse,
});

/** True when `id` is a user with perfil proprietario (the only owners a property may name). */
export const proprietarioExiste = async (db: Db, id: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('usuarios')
      .select('id')
      .where('id', '=', id)
      .where('perfil', '=', 'proprietario')
      .executeTakeFirst(),
  );

/**
 * `busca like '%termo%'`, answered from a trigram index. PostgreSQL's GIN trigram index serves the
 * LIKE itself. On SQLite the FTS5 trigram table `imoveis_busca` names the rows holding the text: a
 * quoted phrase of trigrams is exactly that substring, so the table rows need not be re-read (the
 * count stays in indexes). A term under 3 characters has no trigram: the LIKE alone, still exact,
 * over the range the other filters' indexes leave.
 */
const filtroBusca = (termo: string, postgres: boolean) => {
  const normal = normalizarBusca(termo);
  if (postgres || [...normal].length < 3) {
    return sql<boolean>`imoveis.busca like ${padraoContem(termo)} escape '\\'`;
  }
  const frase = `"${normal.replace(/"/g, '""')}"`;
  return sql<boolean>`imoveis.rowid in (select rowid from imoveis_busca where imoveis_busca match ${frase})`;
};

/**
 * Filtered page plus the total for X-Total-Count, in the asked order: newest first (default),
 * cheapest or dearest first; ties fall back to the newest, then to the id, so pages never repeat or
 * skip a property. `ids` reads those properties only (the favourites page), whatever else is set.
 */
export const listarImoveis = async (
  db: Db,
  filtroBruto: ImovelFiltro,
): Promise<{ itens: Imovel[]; total: number }> => {
  const f = imovelFiltroSchema.parse(filtroBruto);
  let q = db.selectFrom('imoveis');
  if (f.ids) q = q.where('id', 'in', f.ids.length > 0 ? f.ids : ['']);
  if (f.operacao && f.operacao !== 'todos') q = q.where('operacao', '=', f.operacao);
  if (f.tipo && f.tipo !== 'todos') q = q.where('tipo', '=', f.tipo);
  if (f.status && f.status !== 'todos') q = q.where('status', '=', f.status);
  if (f.destaque) q = q.where('destaque', '=', f.destaque === 'true' ? 1 : 0);
  if (f.precoMin !== undefined) q = q.where('preco', '>=', f.precoMin);
  if (f.precoMax !== undefined) q = q.where('preco', '<=', f.precoMax);
  if (f.quartos !== undefined) q = q.where('quartos', '>=', f.quartos);
  if (f.vagas !== undefined) q = q.where('vagas', '>=', f.vagas);
  if (f.areaMin !== undefined) q = q.where('area_util', '>=', f.areaMin);
  if (f.areaMax !== undefined) q = q.where('area_util', '<=', f.areaMax);
  // `busca` holds titulo+endereco+bairro+cidade+estado normalised, so one LIKE covers both filters;
  // the trigram index narrows it to the matching rows first (docs/decisions/018).
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const termo of [f.localizacao, f.busca]) {
    if (termo) q = q.where(filtroBusca(termo, postgres));
  }
  const totalRow = await q.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  let ordenada = q.selectAll();
  if (f.ordem === 'menor-preco') ordenada = ordenada.orderBy('preco', 'asc');
  if (f.ordem === 'maior-preco') ordenada = ordenada.orderBy('preco', 'desc');
  const rows = await ordenada
    .orderBy('data_cadastro', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite)
    .execute();
  return { itens: rows.map(rowParaImovel), total: Number(totalRow?.total ?? 0) };
};

export const obterImovel = async (db: Db, id: string): Promise<Imovel | undefined> => {
  const row = await db.selectFrom('imoveis').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? rowParaImovel(row) : undefined;
};

export const criarImovel = async (db: Db, c: ImovelCampos, fotos: string[], agora: Date): Promise<Imovel> => {
  const id = randomUUID();
  await db
    .insertInto('imoveis')
    .values({ id, ...camposParaRow(c, fotos), data_cadastro: agora.toISOString() })
    .execute();
  return (await obterImovel(db, id))!;
};

export const atualizarImovel = async (
  db: Db,
  id: string,
  c: ImovelCampos,
  fotos: string[],
): Promise<Imovel> => {
  await db.updateTable('imoveis').set(camposParaRow(c, fotos)).where('id', '=', id).execute();
  return (await obterImovel(db, id))!;
};

export const imovelTemContrato = async (db: Db, id: string): Promise<boolean> =>
  Boolean(
    await db.selectFrom('contratos').select('id').where('imovel_id', '=', id).limit(1).executeTakeFirst(),
  );

export const excluirImovel = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('imoveis').where('id', '=', id).execute();
};

export const contarImoveis = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('imoveis')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
