import { randomUUID } from 'node:crypto';
import type { ContatoPayload, MensagemContato } from '@morada/domain';
import type { Db } from '../../db/database';

type Row = {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  assunto: string;
  mensagem: string;
  origem: string | null;
  usuario_id: string | null;
  recebida_em: string;
  tratada: number;
};

const paraMensagem = (r: Row): MensagemContato => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  telefone: r.telefone,
  assunto: r.assunto,
  mensagem: r.mensagem,
  origem: r.origem,
  usuarioId: r.usuario_id,
  recebidaEm: r.recebida_em,
  tratada: Boolean(r.tratada),
});

export const salvarMensagem = async (
  db: Db,
  m: ContatoPayload,
  agora: Date,
  usuarioId: string | null = null,
): Promise<MensagemContato> => {
  const row: Row = {
    id: randomUUID(),
    nome: m.nome.trim(),
    email: m.email.trim(),
    telefone: (m.telefone ?? '').trim(),
    assunto: m.assunto.trim(),
    mensagem: m.mensagem.trim(),
    origem: m.origem ?? null,
    usuario_id: usuarioId,
    recebida_em: agora.toISOString(),
    tratada: 0,
  };
  await db.insertInto('mensagens_contato').values(row).execute();
  return paraMensagem(row);
};

export const listarMensagens = async (db: Db): Promise<MensagemContato[]> =>
  (
    await db
      .selectFrom('mensagens_contato')
      .selectAll()
      .orderBy('recebida_em', 'desc')
      .orderBy('id')
      .execute()
  ).map(paraMensagem);

export const marcarTratada = async (
  db: Db,
  id: string,
  tratada: boolean,
): Promise<MensagemContato | undefined> => {
  await db
    .updateTable('mensagens_contato')
    .set({ tratada: tratada ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('mensagens_contato').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? paraMensagem(row) : undefined;
};

/** True when the staff inbox already holds an untreated message of this origin about the account. */
export const temPedidoAberto = async (db: Db, usuarioId: string, origem: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('mensagens_contato')
      .select('id')
      .where('usuario_id', '=', usuarioId)
      .where('origem', '=', origem)
      .where('tratada', '=', 0)
      .limit(1)
      .executeTakeFirst(),
  );

/**
 * The property a message's `origem` names, when it does: the site sends its host, a property's
 * page may send its address (…/imoveis/{id}) or the id itself. Undefined unless that property exists.
 */
export const imovelDaOrigem = async (db: Db, origem: string | undefined): Promise<string | undefined> => {
  const id = origem?.match(/imoveis\/([A-Za-z0-9_-]+)/)?.[1] ?? origem?.match(/^[A-Za-z0-9_-]{8,64}$/)?.[0];
  if (!id) return undefined;
  return (await db.selectFrom('imoveis').select('id').where('id', '=', id).executeTakeFirst())?.id;
};
