import { describe, expect, it } from 'vitest';
import { bancosAntesDe } from '../../test/migracao';

// Issue 35: the leads, their timelines and the WhatsApp clicks, on SQLite here and PostgreSQL in
// server-pg, and taken back out (with the leads' settings rows).
const ESTA = '2026-12-04T0005-leads';

const abrir = bancosAntesDe(ESTA);

const tabelas = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).map((t) => t.name);

describe(`migração ${ESTA}`, () => {
  it('creates leads, lead_eventos and cliques_whatsapp; originLeadId is unique; goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    expect(await tabelas(banco.db)).toEqual(
      expect.arrayContaining(['leads', 'lead_eventos', 'cliques_whatsapp']),
    );
    const em = '2026-12-01T12:00:00.000Z';
    await banco.db
      .insertInto('leads')
      .values({
        id: 'l1',
        nome: 'N',
        etapa: 'novo',
        origem: 'portal',
        criado_em: em,
        atualizado_em: em,
        ultima_atividade_em: em,
      })
      .execute();
    const evento = (id: string, externo: string | null) => ({
      id,
      lead_id: 'l1',
      tipo: 'contato',
      texto: 't',
      em,
      origem_externa_id: externo,
    });
    await banco.db
      .insertInto('lead_eventos')
      .values([evento('e1', 'x'), evento('e2', null), evento('e3', null)])
      .execute();
    await expect(banco.db.insertInto('lead_eventos').values(evento('e4', 'x')).execute()).rejects.toThrow();
    await banco.db
      .insertInto('configuracoes')
      .values({ chave: 'leads_webhook_segredo', valor: 's' })
      .execute();

    await banco.descer();
    const depois = await tabelas(banco.db);
    for (const t of ['leads', 'lead_eventos', 'cliques_whatsapp']) expect(depois).not.toContain(t);
    expect(
      await banco.db.selectFrom('configuracoes').selectAll().where('chave', 'like', 'leads_%').execute(),
    ).toEqual([]);
    await banco.subir();
  });
});
