import { randomUUID } from 'node:crypto';
import {
  inicioDaPagina,
  type PaginaAdmin,
  type PaginacaoAdmin,
  type Perfil,
  type StatusUsuario,
  type Usuario,
  type UsuarioFiltro,
} from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UsuarioRow } from '../../db/types';
import { padraoContem } from '../../lib/texto';

export const rowParaUsuario = (r: UsuarioRow): Usuario => ({
  id: r.id,
  nome: r.nome,
  email: r.email,
  telefone: r.telefone,
  perfil: r.perfil as Perfil,
  status: r.status as StatusUsuario,
  dataCadastro: r.data_cadastro,
  ultimoAcesso: r.ultimo_acesso,
});

export const buscarUsuarioPorEmail = (db: Db, email: string): Promise<UsuarioRow | undefined> =>
  db.selectFrom('usuarios').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const buscarUsuarioRow = (db: Db, id: string): Promise<UsuarioRow | undefined> =>
  db.selectFrom('usuarios').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * One page of the users matching the filters (newest first, id as tie-break: a stable order, the
 * usuarios_lista_idx index walk) and how many match in all.
 */
export const listarUsuarios = async (
  db: Db,
  f: UsuarioFiltro & PaginacaoAdmin,
): Promise<PaginaAdmin<Usuario>> => {
  let q = db.selectFrom('usuarios').selectAll();
  if (f.perfil && f.perfil !== 'todos') q = q.where('perfil', '=', f.perfil);
  if (f.status && f.status !== 'todos') q = q.where('status', '=', f.status);
  if (f.busca) {
    const p = `%${f.busca.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const pTel = padraoContem(f.busca);
    // CPFs are stored as digits: '529.982' finds '52998224725' (3+ digits, so a name finds no CPF).
    const digitos = f.busca.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(nome)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(telefone)`, 'like', sql`${pTel} escape '\\'`),
        ...(digitos.length >= 3 ? [eb('cpf', 'like', `%${digitos}%`)] : []),
      ]),
    );
  }
  const { total } = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await q
    .orderBy('data_cadastro', 'desc')
    .orderBy('id')
    .limit(f.limite)
    .offset(inicioDaPagina(f))
    .execute();
  return { dados: rows.map(rowParaUsuario), total: Number(total) };
};

export type NovoUsuario = {
  nome: string;
  email: string;
  telefone: string;
  perfil: Perfil;
  status: StatusUsuario;
  senhaHash: string;
};

export const inserirUsuario = async (db: Db, u: NovoUsuario, agora: Date): Promise<Usuario> => {
  const id = randomUUID();
  await db
    .insertInto('usuarios')
    .values({
      id,
      nome: u.nome,
      email: u.email.trim().toLowerCase(),
      telefone: u.telefone,
      perfil: u.perfil,
      status: u.status,
      senha_hash: u.senhaHash,
      token_versao: 0,
      cpf: '',
      rg: '',
      data_cadastro: agora.toISOString(),
      ultimo_acesso: null,
    })
    .execute();
  return rowParaUsuario((await buscarUsuarioRow(db, id))!);
};

/** Logout, password change, deactivation and role change revoke every token issued before. */
/** A new password hash; `ativar` also turns a pending account (an accepted invitation) active. */
export const gravarSenhaHash = async (
  db: Db,
  id: string,
  senhaHash: string,
  ativar: boolean,
): Promise<void> => {
  await db
    .updateTable('usuarios')
    .set({ senha_hash: senhaHash, ...(ativar ? { status: 'ativo' } : {}) })
    .where('id', '=', id)
    .execute();
};

/** What an admin may change of an account: its contact, profile and status. */
export const atualizarCadastro = async (
  db: Db,
  id: string,
  dados: Pick<UsuarioRow, 'nome' | 'email' | 'telefone' | 'perfil' | 'status'>,
): Promise<void> => {
  await db
    .updateTable('usuarios')
    .set({
      nome: dados.nome,
      email: dados.email,
      telefone: dados.telefone,
      perfil: dados.perfil,
      status: dados.status,
    })
    .where('id', '=', id)
    .execute();
};

/**
 * Deletes an account (one with no contracts: the caller checks) and what hangs only on it: its
 * notifications and reset links go, its audit entries stay without the name.
 */
export const excluirUsuario = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('notificacoes').where('usuario_id', '=', id).execute();
  await db.deleteFrom('redefinicoes_senha').where('usuario_id', '=', id).execute();
  await db.updateTable('auditoria').set({ usuario_id: null }).where('usuario_id', '=', id).execute();
  await db.deleteFrom('usuarios').where('id', '=', id).execute();
};

export const revogarTokens = async (db: Db, id: string): Promise<void> => {
  await db
    .updateTable('usuarios')
    .set((eb) => ({ token_versao: eb('token_versao', '+', 1) }))
    .where('id', '=', id)
    .execute();
};

export const usuarioTemContrato = async (db: Db, id: string): Promise<boolean> =>
  Boolean(
    await db.selectFrom('contratos').select('id').where('inquilino_id', '=', id).limit(1).executeTakeFirst(),
  );

/** True when the database has no account yet (a fresh install, where the demo may be seeded). */
export const semUsuarios = async (db: Db): Promise<boolean> =>
  !(await db.selectFrom('usuarios').select('id').limit(1).executeTakeFirst());

/** The ids of every active admin (the daily reminders go to each). */
export const idsAdminsAtivos = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('usuarios')
      .select('id')
      .where('perfil', '=', 'admin')
      .where('status', '=', 'ativo')
      .execute()
  ).map((r) => r.id);

/**
 * How many active admins there are besides `id`. Inside a transaction on PostgreSQL pass
 * `bloquear`: every active admin row is locked (FOR UPDATE), so two admins demoting or deleting
 * each other at the same moment are serialized and the second one sees the first one's change.
 * SQLite has no FOR UPDATE; its transactions already run one at a time.
 */
export const outrosAdminsAtivos = async (db: Db, id: string, bloquear: boolean): Promise<number> => {
  let q = db.selectFrom('usuarios').select('id').where('perfil', '=', 'admin').where('status', '=', 'ativo');
  if (bloquear) q = q.forUpdate();
  return (await q.execute()).filter((r) => r.id !== id).length;
};
