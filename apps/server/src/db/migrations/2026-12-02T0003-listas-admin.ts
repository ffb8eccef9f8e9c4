import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 13: the admin lists page on the server, newest first with
// the id as tie-break (one index walk per page, no sort of the whole table), and the dashboard's
// receipt aggregates read only indexes (DESIGN §9: ≤ 100 ms over 1,000 contracts, 100k payments).
const INDICES: [nome: string, tabela: string, colunas: string[]][] = [
  // Admin lists: the page order of each list.
  ['contratos_lista_idx', 'contratos', ['created_at desc', 'id']],
  ['usuarios_lista_idx', 'usuarios', ['data_cadastro desc', 'id']],
  ['documentos_juridicos_lista_idx', 'documentos_juridicos', ['created_at desc', 'id']],
  ['processos_lista_idx', 'processos', ['created_at desc', 'id']],
  // Dashboard: receipts → payment → contract → property without touching the wide rows.
  [
    'recebimentos_receita_idx',
    'recebimentos',
    [
      'data',
      'pagamento_id',
      'valor_centavos',
      'aluguel_centavos',
      'outros_centavos',
      'condominio_centavos',
      'iptu_centavos',
      'multa_centavos',
      'juros_centavos',
    ],
  ],
  ['recebimentos_aberto_idx', 'recebimentos', ['repasse_id', 'data', 'pagamento_id']],
  ['pagamentos_contrato_de_idx', 'pagamentos', ['id', 'contrato_id']],
  ['contratos_imovel_de_idx', 'contratos', ['id', 'imovel_id']],
  ['imoveis_tipo_dono_de_idx', 'imoveis', ['id', 'tipo', 'proprietario_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [nome, tabela, colunas] of INDICES) {
    await db.schema.createIndex(nome).on(tabela).columns(colunas).execute();
  }
  // Without statistics SQLite prefers a table's unique id index to the covering (id, …) ones
  // above, and reads the wide rows anyway; ANALYZE (SQLite and PostgreSQL alike) records that
  // both find one row per id. A database created empty gets them from its next ANALYZE.
  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome] of [...INDICES].reverse()) await db.schema.dropIndex(nome).execute();
}
