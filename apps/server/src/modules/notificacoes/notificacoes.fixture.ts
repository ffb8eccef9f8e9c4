import { randomUUID } from 'node:crypto';
import type { Cenario } from '../contratos/cenario.fixture';

/** A system notification for the user, written straight to the table; answers its id. */
export const notificar = async (c: Cenario, usuarioId: string, titulo: string, data: string, lida = 0) => {
  const id = randomUUID();
  await c.db
    .insertInto('notificacoes')
    .values({ id, usuario_id: usuarioId, titulo, mensagem: `${titulo}!`, data, lida, origem: 'sistema' })
    .execute();
  return id;
};
