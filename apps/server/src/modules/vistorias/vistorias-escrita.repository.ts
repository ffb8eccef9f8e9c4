import { randomUUID } from 'node:crypto';
import type { AmbientesEntrada, MedidoresChaves, StatusVistoria, TipoVistoria } from '@morada/domain';
import type { Db } from '../../db/database';

/** A room with its items to create (the template, or the entry vistoria's rooms for an exit one). */
export type AmbienteNovo = { nome: string; itens: string[] };

export const inserirVistoria = async (
  db: Db,
  v: {
    id: string;
    contratoId: string;
    tipo: TipoVistoria;
    vistoriadorId: string;
    vistoriadorNome: string;
    em: string;
    ambientes: readonly AmbienteNovo[];
  },
): Promise<void> => {
  await db
    .insertInto('vistorias')
    .values({
      id: v.id,
      contrato_id: v.contratoId,
      tipo: v.tipo,
      status: 'em_andamento',
      vistoriador_id: v.vistoriadorId,
      vistoriador_nome: v.vistoriadorNome,
      realizada_em: v.em,
      concluida_em: null,
      prazo_revisao_ate: null,
      laudo_arquivo: null,
      atualizado_em: v.em,
    })
    .execute();
  await salvarAmbientes(db, v.id, {
    ambientes: v.ambientes.map((a) => ({ nome: a.nome, itens: a.itens.map((nome) => ({ nome })) })),
  });
};

/**
 * Rooms and items as listed: kept (renamed, reordered) when their id is this vistoria's, created
 * otherwise; the ones left out are deleted. Answers the stored files of the photos that went
 * with them, for the caller to remove from the storage after the commit.
 */
export const salvarAmbientes = async (db: Db, vistoriaId: string, e: AmbientesEntrada): Promise<string[]> => {
  const [ambientes, itens] = await Promise.all([
    db.selectFrom('vistoria_ambientes').select('id').where('vistoria_id', '=', vistoriaId).execute(),
    db
      .selectFrom('vistoria_itens')
      .select(['id', 'ambiente_id'])
      .where('vistoria_id', '=', vistoriaId)
      .execute(),
  ]);
  const ambientesExistentes = new Set(ambientes.map((a) => a.id));
  const itensExistentes = new Set(itens.map((i) => i.id));
  const ambientesMantidos = new Set<string>();
  const itensMantidos = new Set<string>();
  for (const [ordem, a] of e.ambientes.entries()) {
    let ambienteId = a.id && ambientesExistentes.has(a.id) && !ambientesMantidos.has(a.id) ? a.id : undefined;
    if (ambienteId) {
      await db
        .updateTable('vistoria_ambientes')
        .set({ nome: a.nome, ordem })
        .where('id', '=', ambienteId)
        .execute();
    } else {
      ambienteId = randomUUID();
      await db
        .insertInto('vistoria_ambientes')
        .values({ id: ambienteId, vistoria_id: vistoriaId, nome: a.nome, ordem })
        .execute();
    }
    ambientesMantidos.add(ambienteId);
    for (const [ordemItem, i] of a.itens.entries()) {
      const itemId = i.id && itensExistentes.has(i.id) && !itensMantidos.has(i.id) ? i.id : undefined;
      if (itemId) {
        // An item may move to another room.
        await db
          .updateTable('vistoria_itens')
          .set({ nome: i.nome, ordem: ordemItem, ambiente_id: ambienteId })
          .where('id', '=', itemId)
          .execute();
        itensMantidos.add(itemId);
      } else {
        await db
          .insertInto('vistoria_itens')
          .values({
            id: randomUUID(),
            vistoria_id: vistoriaId,
            ambiente_id: ambienteId,
            nome: i.nome,
            ordem: ordemItem,
            estado: null,
            dano_descricao: null,
            dano_centavos: null,
          })
          .execute();
      }
    }
  }
  const itensFora = itens.map((i) => i.id).filter((id) => !itensMantidos.has(id));
  const ambientesFora = ambientes.map((a) => a.id).filter((id) => !ambientesMantidos.has(id));
  if (!itensFora.length && !ambientesFora.length) return [];
  const arquivos = itensFora.length
    ? await db.selectFrom('vistoria_fotos').select('arquivo').where('item_id', 'in', itensFora).execute()
    : [];
  if (itensFora.length) {
    await db.deleteFrom('vistoria_fotos').where('item_id', 'in', itensFora).execute();
    await db.deleteFrom('vistoria_itens').where('id', 'in', itensFora).execute();
  }
  if (ambientesFora.length)
    await db.deleteFrom('vistoria_ambientes').where('id', 'in', ambientesFora).execute();
  return arquivos.map((a) => a.arquivo);
};

/** Rates one item; false when the item is not this vistoria's. */
export const salvarItem = async (
  db: Db,
  vistoriaId: string,
  itemId: string,
  e: { estado: string; observacao: string },
): Promise<boolean> => {
  const r = await db
    .updateTable('vistoria_itens')
    .set({ estado: e.estado, observacao: e.observacao })
    .where('id', '=', itemId)
    .where('vistoria_id', '=', vistoriaId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

export const itemDaVistoria = async (db: Db, vistoriaId: string, itemId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('vistoria_itens')
      .select('id')
      .where('id', '=', itemId)
      .where('vistoria_id', '=', vistoriaId)
      .executeTakeFirst(),
  );

export const inserirFotos = async (
  db: Db,
  f: {
    vistoriaId: string;
    itemId: string;
    origem: 'vistoria' | 'contestacao';
    arquivos: readonly string[];
    em: string;
  },
): Promise<void> => {
  if (!f.arquivos.length) return;
  await db
    .insertInto('vistoria_fotos')
    .values(
      f.arquivos.map((arquivo) => ({
        id: randomUUID(),
        vistoria_id: f.vistoriaId,
        item_id: f.itemId,
        origem: f.origem,
        arquivo,
        criada_em: f.em,
      })),
    )
    .execute();
};

export const apagarFotoDaVistoria = async (db: Db, vistoriaId: string, fotoId: string): Promise<void> => {
  await db
    .deleteFrom('vistoria_fotos')
    .where('id', '=', fotoId)
    .where('vistoria_id', '=', vistoriaId)
    .execute();
};

export const salvarMedidoresChaves = async (
  db: Db,
  vistoriaId: string,
  e: MedidoresChaves,
): Promise<void> => {
  await db.deleteFrom('medidores').where('vistoria_id', '=', vistoriaId).execute();
  await db.deleteFrom('chaves').where('vistoria_id', '=', vistoriaId).execute();
  if (e.medidores.length)
    await db
      .insertInto('medidores')
      .values(
        e.medidores.map((m, ordem) => ({ vistoria_id: vistoriaId, tipo: m.tipo, leitura: m.leitura, ordem })),
      )
      .execute();
  if (e.chaves.length)
    await db
      .insertInto('chaves')
      .values(
        e.chaves.map((k, ordem) => ({
          vistoria_id: vistoriaId,
          descricao: k.descricao,
          quantidade: k.quantidade,
          ordem,
        })),
      )
      .execute();
};

/**
 * Moves the vistoria from one of `de` to `para` (with the conclusion's columns); false when someone
 * moved it first, so two answers at the same moment never both apply.
 */
export const mudarStatus = async (
  db: Db,
  id: string,
  de: readonly StatusVistoria[],
  para: StatusVistoria,
  em: string,
  extra: { concluida_em?: string; prazo_revisao_ate?: string | null; laudo_arquivo?: string } = {},
): Promise<boolean> => {
  const r = await db
    .updateTable('vistorias')
    .set({ status: para, atualizado_em: em, ...extra })
    .where('id', '=', id)
    .where('status', 'in', de)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Marks the vistoria as changed now (an item save, a photo). */
export const tocar = async (db: Db, id: string, em: string): Promise<void> => {
  await db.updateTable('vistorias').set({ atualizado_em: em }).where('id', '=', id).execute();
};

export const inserirContestacao = async (
  db: Db,
  c: { vistoriaId: string; itemId: string; texto: string; autorId: string; em: string },
): Promise<void> => {
  await db
    .insertInto('vistoria_contestacoes')
    .values({
      item_id: c.itemId,
      vistoria_id: c.vistoriaId,
      texto: c.texto,
      autor_id: c.autorId,
      em: c.em,
      resposta: null,
      resposta_aceita: null,
      respondida_em: null,
    })
    .execute();
};

/** Answers a contest not yet answered; false when there is none to answer. */
export const responderContestacao = async (
  db: Db,
  itemId: string,
  r: { texto: string; aceita: boolean; em: string },
): Promise<boolean> => {
  const res = await db
    .updateTable('vistoria_contestacoes')
    .set({ resposta: r.texto, resposta_aceita: r.aceita ? 1 : 0, respondida_em: r.em })
    .where('item_id', '=', itemId)
    .where('resposta', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
};

/** How many of the vistoria's contests still wait for an answer. */
export const contestacoesAbertas = async (db: Db, vistoriaId: string): Promise<number> =>
  (
    await db
      .selectFrom('vistoria_contestacoes')
      .select('item_id')
      .where('vistoria_id', '=', vistoriaId)
      .where('resposta', 'is', null)
      .execute()
  ).length;

/** Replaces the exit vistoria's damages (each on its item). */
export const salvarDanos = async (
  db: Db,
  vistoriaId: string,
  itens: readonly { itemId: string; valorCentavos: number; descricao: string }[],
): Promise<void> => {
  await db
    .updateTable('vistoria_itens')
    .set({ dano_centavos: null, dano_descricao: null })
    .where('vistoria_id', '=', vistoriaId)
    .execute();
  for (const i of itens)
    await db
      .updateTable('vistoria_itens')
      .set({ dano_centavos: i.valorCentavos, dano_descricao: i.descricao })
      .where('id', '=', i.itemId)
      .where('vistoria_id', '=', vistoriaId)
      .execute();
};
