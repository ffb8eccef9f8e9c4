import { randomUUID } from 'node:crypto';
import type { Notificacao } from '@morada/domain';
import type { Db } from '../../db/database';

export type NovaNotificacao = { usuarioId: string; titulo: string; mensagem: string; origem: string };

export const criarNotificacoes = async (
  db: Db,
  lista: readonly NovaNotificacao[],
  agora: Date,
): Promise<void> => {
  if (!lista.length) return;
  const data = agora.toISOString();
  // Chunked so a bulk billing run stays under SQLite's bound-parameter limit.
  for (let i = 0; i < lista.length; i += 500) {
    await db
      .insertInto('notificacoes')
      .values(
        lista.slice(i, i + 500).map((n) => ({
          id: randomUUID(),
          usuario_id: n.usuarioId,
          titulo: n.titulo,
          mensagem: n.mensagem,
          data,
          lida: 0,
          origem: n.origem,
        })),
      )
      .execute();
  }
};

/** The user's own notifications, newest first. */
export const listarDoUsuario = async (db: Db, usuarioId: string): Promise<Notificacao[]> => {
  const linhas = await db
    .selectFrom('notificacoes')
    .select(['id', 'titulo', 'mensagem', 'data', 'lida'])
    .where('usuario_id', '=', usuarioId)
    .orderBy('data', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
  return linhas.map((n) => ({ ...n, lida: n.lida === 1 }));
};

/** Marks one of the user's own notifications read; false when it is not theirs (or unknown). */
export const marcarLida = async (db: Db, id: string, usuarioId: string): Promise<boolean> => {
  const r = await db
    .updateTable('notificacoes')
    .set({ lida: 1 })
    .where('id', '=', id)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Every notification sent, newest first, with the recipient's name (admin). */
export const listarEnviadas = async (db: Db, limite: number, offset: number) => {
  const linhas = await db
    .selectFrom('notificacoes as n')
    .innerJoin('usuarios as u', 'u.id', 'n.usuario_id')
    .select([
      'n.id',
      'n.titulo',
      'n.mensagem',
      'n.data',
      'n.lida',
      'n.origem',
      'u.id as uid',
      'u.nome',
      'u.email',
    ])
    .orderBy('n.data', 'desc')
    .orderBy('n.id')
    .limit(limite)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('notificacoes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    dados: linhas.map((n) => ({
      id: n.id,
      titulo: n.titulo,
      mensagem: n.mensagem,
      data: n.data,
      lida: n.lida === 1,
      origem: n.origem,
      destinatarioId: n.uid,
      destinatario: n.nome,
      destinatarioEmail: n.email,
    })),
  };
};

/** The e-mail outbox, newest first (admin). */
export const listarEmails = async (db: Db, limite: number, offset: number) => {
  const linhas = await db
    .selectFrom('emails')
    .selectAll()
    .orderBy('criado_em', 'desc')
    .orderBy('id')
    .limit(limite)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    dados: linhas.map((e) => ({
      id: e.id,
      para: e.para,
      assunto: e.assunto,
      corpo: e.corpo,
      anexoNome: e.anexo_nome,
      criadoEm: e.criado_em,
      status: e.status,
      // The outbox has no delivery time column; a delivered e-mail is marked by its status.
      enviadoEm: e.status === 'enviado' ? e.criado_em : null,
      erro: e.erro,
    })),
  };
};
