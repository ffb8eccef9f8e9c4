import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. The rental ledger (issue 9): money becomes integer centavos in
// contracts and payments; each payment keeps its own composition (aluguel, condomínio, IPTU,
// outros, desconto) and every amount received is a row of its own (date, means, and how it paid
// juros, multa and each component). Existing data is converted, nothing is lost.

const centavos = (coluna: string) => sql`cast(round(${sql.ref(coluna)} * 100) as integer)`;

export async function up(db: Kysely<any>): Promise<void> {
  // Contracts: centavos, plus other monthly charges, a rent discount and the admin's confirmation
  // of a clause allowing charges above the usual bounds.
  for (const c of ['aluguel', 'condominio', 'iptu', 'outros', 'desconto'])
    await db.schema
      .alterTable('contratos')
      .addColumn(`${c}_centavos`, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('contratos')
    .addColumn('encargos_clausula', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The contract's rule for multa and juros: the share (%) that goes to the owner.
  await db.schema
    .alterTable('contratos')
    .addColumn('encargos_proprietario_percentual', 'double precision', (col) => col.notNull().defaultTo(100))
    .execute();
  await db
    .updateTable('contratos')
    .set({
      aluguel_centavos: centavos('valor_aluguel'),
      condominio_centavos: centavos('valor_condominio'),
      iptu_centavos: centavos('valor_iptu'),
    })
    .execute();

  // Payments: the composition of the month, frozen, and the last cobrança sent.
  for (const c of ['valor', 'aluguel', 'condominio', 'iptu', 'outros', 'desconto'])
    await db.schema
      .alterTable('pagamentos')
      .addColumn(`${c}_centavos`, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable('pagamentos').addColumn('ultima_cobranca', 'text').execute();
  await db
    .updateTable('pagamentos')
    .set({ valor_centavos: centavos('valor') })
    .execute();
  // The month's split follows the contract of the time; what does not fit goes to the rent.
  await sql`
    update pagamentos set
      condominio_centavos = coalesce((select c.condominio_centavos from contratos c where c.id = pagamentos.contrato_id), 0),
      iptu_centavos = coalesce((select c.iptu_centavos from contratos c where c.id = pagamentos.contrato_id), 0)
  `.execute(db);
  await sql`update pagamentos set condominio_centavos = 0, iptu_centavos = 0
    where condominio_centavos + iptu_centavos > valor_centavos`.execute(db);
  await sql`update pagamentos set aluguel_centavos = valor_centavos - condominio_centavos - iptu_centavos`.execute(
    db,
  );

  await db.schema
    .createTable('recebimentos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pagamento_id', 'text', (c) => c.notNull().references('pagamentos.id').onDelete('restrict'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('valor_centavos', 'integer', (c) => c.notNull())
    .addColumn('meio', 'text', (c) => c.notNull())
    .addColumn('juros_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('multa_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('aluguel_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('condominio_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('iptu_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outros_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registrado_por', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recebimentos_pagamento_idx')
    .on('recebimentos')
    .column('pagamento_id')
    .execute();
  // Revenue by month reads this index alone.
  await db.schema
    .createIndex('recebimentos_data_cobertura_idx')
    .on('recebimentos')
    .columns([
      'data',
      'pagamento_id',
      'valor_centavos',
      'aluguel_centavos',
      'juros_centavos',
      'multa_centavos',
    ])
    .execute();
  // Each paid payment's amount becomes one receipt; what was paid above the month was charges.
  await sql`
    insert into recebimentos (id, pagamento_id, data, valor_centavos, meio, juros_centavos, multa_centavos,
      aluguel_centavos, condominio_centavos, iptu_centavos, outros_centavos, registrado_por, created_at)
    select 'mig_' || id, id, data_pagamento, cast(round(coalesce(valor_pago, valor) * 100) as integer), 'Boleto', 0,
      case when cast(round(coalesce(valor_pago, valor) * 100) as integer) > valor_centavos
        then cast(round(coalesce(valor_pago, valor) * 100) as integer) - valor_centavos else 0 end,
      aluguel_centavos, condominio_centavos, iptu_centavos, 0, null, created_at
    from pagamentos where status = 'RECEIVED' and data_pagamento is not null
  `.execute(db);

  // The old float columns go, with the indexes that covered them.
  await db.schema.dropIndex('pagamentos_pago_cobertura_idx').ifExists().execute();
  await db.schema.dropIndex('pagamentos_status_venc_cobertura_idx').ifExists().execute();
  await db.schema.alterTable('pagamentos').dropColumn('valor').execute();
  await db.schema.alterTable('pagamentos').dropColumn('valor_pago').execute();
  for (const c of ['valor_aluguel', 'valor_condominio', 'valor_iptu'])
    await db.schema.alterTable('contratos').dropColumn(c).execute();
  await db.schema
    .createIndex('pagamentos_status_venc_cobertura_idx')
    .on('pagamentos')
    .columns(['status', 'vencimento', 'valor_centavos', 'contrato_id'])
    .execute();

  // Nosso número: allocated from a counter in one atomic statement, unique forever.
  await db.schema
    .createTable('sequencias')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('valor', 'integer', (c) => c.notNull())
    .execute();
  const maior = await db
    .selectFrom('pagamentos')
    .select(sql<string | null>`max(nosso_numero)`.as('n'))
    .where('provider_id', 'like', 'local_%')
    .executeTakeFirst();
  await db
    .insertInto('sequencias')
    .values({ nome: 'nosso_numero', valor: Number(maior?.n?.slice(0, 10) ?? 0) || 0 })
    .execute();
  await db.schema
    .createIndex('pagamentos_nosso_numero_uq')
    .on('pagamentos')
    .column('nosso_numero')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pagamentos_nosso_numero_uq').ifExists().execute();
  await db.schema.dropTable('sequencias').ifExists().execute();
  await db.schema.dropIndex('pagamentos_status_venc_cobertura_idx').ifExists().execute();
  for (const c of ['valor_aluguel', 'valor_condominio', 'valor_iptu'])
    await db.schema
      .alterTable('contratos')
      .addColumn(c, 'double precision', (col) => col.notNull().defaultTo(0))
      .execute();
  await sql`update contratos set valor_aluguel = aluguel_centavos / 100.0,
    valor_condominio = condominio_centavos / 100.0, valor_iptu = iptu_centavos / 100.0`.execute(db);
  await db.schema
    .alterTable('pagamentos')
    .addColumn('valor', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('pagamentos').addColumn('valor_pago', 'double precision').execute();
  await sql`update pagamentos set valor = valor_centavos / 100.0,
    valor_pago = (select sum(r.valor_centavos) / 100.0 from recebimentos r where r.pagamento_id = pagamentos.id)`.execute(
    db,
  );
  await db.schema.dropTable('recebimentos').execute();
  for (const c of ['valor', 'aluguel', 'condominio', 'iptu', 'outros', 'desconto'])
    await db.schema.alterTable('pagamentos').dropColumn(`${c}_centavos`).execute();
  await db.schema.alterTable('pagamentos').dropColumn('ultima_cobranca').execute();
  for (const c of ['aluguel', 'condominio', 'iptu', 'outros', 'desconto'])
    await db.schema.alterTable('contratos').dropColumn(`${c}_centavos`).execute();
  await db.schema.alterTable('contratos').dropColumn('encargos_clausula').execute();
  await db.schema.alterTable('contratos').dropColumn('encargos_proprietario_percentual').execute();
}
