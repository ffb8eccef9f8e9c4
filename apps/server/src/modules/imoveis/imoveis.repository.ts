import { randomUUID } from 'node:crypto';
import type { Imovel, ImovelCampos, ImovelFiltro, ImovelFiltroLido } from '@morada/domain';
import { imovelFiltroSchema, paraCentavos, paraReais } from '@morada/domain';
import { PostgresAdapter, sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { numeroOuNulo } from '../../lib/numeros';
import type { Database, ImovelRow } from '../../db/types';
import { normalizarBusca, padraoContem } from '../../lib/texto';

const opcional = (v: number | null): number | undefined => (v === null ? undefined : v);

export const rowParaImovel = (r: ImovelRow): Imovel => ({
  id: r.id,
  titulo: r.titulo,
  tipo: r.tipo as Imovel['tipo'],
  operacao: r.operacao as Imovel['operacao'],
  preco: paraReais(Number(r.preco_centavos)),
  ...(r.condominio_centavos !== null ? { precoCondominio: paraReais(Number(r.condominio_centavos)) } : {}),
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
  preco_centavos: paraCentavos(c.preco),
  condominio_centavos: c.precoCondominio === undefined ? null : paraCentavos(c.precoCondominio),
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
 * The location/text terms a listing filters by. PostgreSQL's GIN trigram index serves
 * `busca like '%termo%'` itself. On SQLite a term of 3+ characters becomes a quoted phrase for the
 * FTS5 trigram table `imoveis_busca`: consecutive trigrams are exactly that substring, so the
 * matching rowids need no re-check against the row. A shorter term has no trigram: the LIKE alone,
 * still exact, over the range the other filters' indexes leave.
 */
const termosDaBusca = (termos: (string | undefined)[], postgres: boolean) => {
  const like: string[] = [];
  const frases: string[] = [];
  for (const termo of termos) {
    if (!termo) continue;
    const normal = normalizarBusca(termo);
    if (postgres || [...normal].length < 3) like.push(termo);
    else frases.push(`"${normal.replace(/"/g, '""')}"`);
  }
  // Phrases side by side are ANDed by FTS5: one match for location and text together.
  return { like, fts: frases.length > 0 ? frases.join(' ') : undefined };
};

/**
 * Up to this many rows, reading them by rowid (and sorting them) beats walking an index of the
 * other filters or of the order (bench-busca.mjs, docs/decisions/018).
 */
const POUCOS = 2000;

const filtra = (v: string | undefined): v is string => v !== undefined && v !== '' && v !== 'todos';

/**
 * True when the trigram list is the only filter besides the status (the public search by location
 * alone, or the admin's by location and status): then the total has cheaper plans of its own.
 */
const soStatus = (f: ImovelFiltroLido, like: string[]) =>
  like.length === 0 &&
  !f.ids &&
  !filtra(f.operacao) &&
  !filtra(f.tipo) &&
  !f.destaque &&
  [f.precoMin, f.precoMax, f.quartos, f.vagas, f.areaMin, f.areaMax].every((v) => v === undefined);

const contar = async (q: SelectQueryBuilder<Database, 'imoveis', object>): Promise<number> =>
  Number(
    (await q.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst())?.total ?? 0,
  );

type Lista = { json: string; n: number };

/**
 * The total of a trigram list with the status as the only other filter (docs/decisions/018), by
 * the cheaper of two plans (costs measured at 100k, CPU):
 * - no status (an admin's 'todos'): the list's own length, no query;
 * - each listed rowid looked up in `imoveis_status_idx` — (status, rowid) is its key, one seek
 *   each — about 0.3 µs a match: for a short list, and whenever the other statuses are many;
 * - few rows of the other statuses (fewer than 4/3 of the list: counted first, up to that many,
 *   from index entries only): the list's length minus those of them in the list, walking their
 *   index ranges against it (about 0.25 µs a row of theirs).
 * Walking the asked status's whole range against the list (the plan before issue 38, about
 * 0.06 µs a row of the table plus 0.2 µs a match) never wins by much: with the other statuses
 * many, the list cannot hold most of the table. A broad public term (12,500 of 100k, every row
 * available) went from 7 ms to 0.05 ms.
 */
const totalSoStatus = async (db: Db, status: string | undefined, lista: Lista): Promise<number> => {
  if (!filtra(status)) return lista.n;
  const porLista = sql<boolean>`+imoveis.rowid in (select value from json_each(${lista.json}))`;
  if (lista.n > POUCOS) {
    const teto = Math.ceil((lista.n * 4) / 3);
    const { rows } = await sql<{ outros: number }>`select count(*) as outros from (
      select 1 from imoveis indexed by imoveis_status_idx where status < ${status}
      union all
      select 1 from imoveis indexed by imoveis_status_idx where status > ${status}
      limit ${teto})`.execute(db);
    if (Number(rows[0]?.outros ?? teto) < teto) {
      const outros = db
        .selectFrom('imoveis')
        .where((eb) => eb.or([eb('status', '<', status), eb('status', '>', status)]))
        .where(porLista);
      return lista.n - (await contar(outros));
    }
  }
  const { rows } = await sql<{ total: number }>`select count(*) as total from json_each(${lista.json}) as j
    where exists (select 1 from imoveis indexed by imoveis_status_idx
      where imoveis.status = ${status} and imoveis.rowid = j.value)`.execute(db);
  return Number(rows[0]?.total ?? 0);
};

/**
 * Filtered page plus the total for X-Total-Count, in the asked order: newest first (default),
 * cheapest or dearest first; ties fall back to the newest, then to the id, so pages never repeat or
 * skip a property. `ids` reads those properties only (the favourites page), whatever else is set.
 *
 * SQLite with a trigram term (docs/decisions/018): the FTS match runs once, into a list of rowids
 * that the total and the page both read as `json_each(?)`; the plan of each is chosen from the
 * list's and the total's sizes, which the planner cannot know (with ANALYZE statistics it always
 * read the list row by row, 2–4 times slower for thousands of matches).
 */
export const listarImoveis = async (
  db: Db,
  filtroBruto: ImovelFiltro,
): Promise<{ itens: Imovel[]; total: number }> => {
  const f = imovelFiltroSchema.parse(filtroBruto);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const termos = termosDaBusca([f.localizacao, f.busca], postgres);
  // The list comes back as one JSON array built by SQLite: 100k rowids as JS objects cost 10 times
  // more.
  let lista: Lista | undefined;
  if (termos.fts) {
    const { rows } = await sql<Lista>`select json_group_array(rowid) as json,
      count(*) as n from imoveis_busca where imoveis_busca match ${termos.fts}`.execute(db);
    if (!rows[0] || rows[0].n === 0) return { itens: [], total: 0 };
    lista = rows[0];
  }
  // `pelaLista`: read the listed rows by rowid; otherwise `+rowid` keeps the rowid out of the plan,
  // and SQLite walks another index testing each entry against the list (a Bloom filter first).
  // `pelaOrdem` writes type and operation as `+coluna`, so no index of theirs competes with the
  // ordered index the page walks.
  const filtrada = (pelaLista: boolean, pelaOrdem = false) => {
    const ref = (c: 'operacao' | 'tipo') => (pelaOrdem ? sql<string>`+imoveis.${sql.ref(c)}` : sql.ref(c));
    let q = db.selectFrom('imoveis');
    if (f.ids) q = q.where('id', 'in', f.ids.length > 0 ? f.ids : ['']);
    if (f.operacao && f.operacao !== 'todos') q = q.where(ref('operacao'), '=', f.operacao);
    if (f.tipo && f.tipo !== 'todos') q = q.where(ref('tipo'), '=', f.tipo);
    if (f.status && f.status !== 'todos') q = q.where('status', '=', f.status);
    if (f.destaque) q = q.where('destaque', '=', f.destaque === 'true' ? 1 : 0);
    if (f.precoMin !== undefined) q = q.where('preco_centavos', '>=', paraCentavos(f.precoMin));
    if (f.precoMax !== undefined) q = q.where('preco_centavos', '<=', paraCentavos(f.precoMax));
    if (f.quartos !== undefined) q = q.where('quartos', '>=', f.quartos);
    if (f.vagas !== undefined) q = q.where('vagas', '>=', f.vagas);
    if (f.areaMin !== undefined) q = q.where('area_util', '>=', f.areaMin);
    if (f.areaMax !== undefined) q = q.where('area_util', '<=', f.areaMax);
    // `busca` holds titulo+endereco+bairro+cidade+estado normalised, so one LIKE covers both
    // filters.
    for (const termo of termos.like) {
      q = q.where(sql<boolean>`imoveis.busca like ${padraoContem(termo)} escape '\\'`);
    }
    if (lista) {
      const rowid = pelaLista ? sql`imoveis.rowid` : sql`+imoveis.rowid`;
      q = q.where(sql<boolean>`${rowid} in (select value from json_each(${lista.json}))`);
    }
    return q;
  };
  // A short list is read row by row; a long one costs about 10 ms walking the narrow filter index
  // at 100k rows, where reading thousands of listed rows costs 30–40 ms.
  const pelaLista = lista !== undefined && lista.n <= POUCOS;
  const total =
    lista && soStatus(f, termos.like)
      ? await totalSoStatus(db, f.status, lista)
      : await contar(filtrada(pelaLista));
  const offset = (f.pagina - 1) * f.limite;
  // The total is known first: a page past it is empty without another query.
  if (offset >= total) return { itens: [], total };
  // Few matches spread thin over the table: walking the price or date index until a page of them
  // turns up reads nearly every row (60 ms at 100k). Then `+coluna` keeps the ordered index out, and
  // SQLite sorts those few, read from the list or found through the filter index.
  const poucos = !postgres && total <= POUCOS && Boolean(f.localizacao || f.busca);
  const coluna = (c: 'preco_centavos' | 'data_cadastro') =>
    poucos ? sql<unknown>`+imoveis.${sql.ref(c)}` : sql.ref(c);
  // Thousands of matches: the page walks the order's index, testing each entry against the list,
  // and finds its rows within a few hundred entries. With statistics SQLite preferred the type and
  // operation index and sorted every match (40 ms); that index serves the newest-first order itself
  // when both are set.
  const ambos = Boolean(f.tipo && f.tipo !== 'todos' && f.operacao && f.operacao !== 'todos');
  const porPreco = f.ordem === 'menor-preco' || f.ordem === 'maior-preco';
  const pelaOrdem =
    lista !== undefined && !poucos && Boolean(f.status && f.status !== 'todos') && (porPreco || !ambos);
  let ordenada = filtrada(pelaLista, pelaOrdem).selectAll();
  if (f.ordem === 'menor-preco') ordenada = ordenada.orderBy(coluna('preco_centavos'), 'asc');
  if (f.ordem === 'maior-preco') ordenada = ordenada.orderBy(coluna('preco_centavos'), 'desc');
  const rows = await ordenada
    .orderBy(coluna('data_cadastro'), 'desc')
    .orderBy('id', 'desc')
    .limit(f.limite)
    .offset(offset)
    .execute();
  return { itens: rows.map(rowParaImovel), total };
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
