import type { Db } from '../../db/database';

/** An outbox row as written: the body already redacted, attachments by name only. */
export type NovoEmail = {
  id: string;
  para: string;
  assunto: string;
  corpo: string;
  anexoNome: string | null;
  criadoEm: string;
  status: 'pendente' | 'caixa-de-saida';
};

export const inserirEmail = async (db: Db, e: NovoEmail): Promise<void> => {
  await db
    .insertInto('emails')
    .values({
      id: e.id,
      para: e.para,
      assunto: e.assunto,
      corpo: e.corpo,
      anexo_nome: e.anexoNome,
      criado_em: e.criadoEm,
      status: e.status,
      erro: null,
    })
    .execute();
};

/** The delivery's outcome: 'enviado', or 'erro' with the error. */
export const gravarResultadoDoEnvio = async (
  db: Db,
  id: string,
  status: string,
  erro: string | null,
): Promise<void> => {
  await db.updateTable('emails').set({ status, erro }).where('id', '=', id).execute();
};
