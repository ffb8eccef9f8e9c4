import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Owners (issue 11): a property's administration defaults for its
// contracts. A contract's own terms win; where the property's are null, the agency's default in
// Configurações applies. The minimum fee is in centavos, like the contract's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('taxa_administracao_percentual', 'double precision')
    .execute();
  await db.schema.alterTable('imoveis').addColumn('taxa_administracao_minima_centavos', 'integer').execute();
  await db.schema
    .alterTable('imoveis')
    .addColumn('taxa_intermediacao_percentual', 'double precision')
    .execute();
  await db.schema.alterTable('imoveis').addColumn('dia_repasse', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of [
    'dia_repasse',
    'taxa_intermediacao_percentual',
    'taxa_administracao_minima_centavos',
    'taxa_administracao_percentual',
  ])
    await db.schema.alterTable('imoveis').dropColumn(c).execute();
}
