import type { Db } from '../../db/database';

/** A boleto's registration at its bank, as the retorno reports it. */
export type RegistroBoleto = 'a_enviar' | 'enviado' | 'registrado' | 'rejeitado' | 'baixado';

/** The payments whose boleto was issued on this account and carries a nosso número. */
export const boletosDaConta = async (
  db: Db,
  contaId: string,
): Promise<{ id: string; nossoNumero: string; status: string; registro: string | null }[]> =>
  (
    await db
      .selectFrom('pagamentos')
      .select(['id', 'nosso_numero', 'status', 'registro_boleto'])
      .where('conta_cobranca_id', '=', contaId)
      .where('nosso_numero', 'is not', null)
      .execute()
  ).map((r) => ({ id: r.id, nossoNumero: r.nosso_numero!, status: r.status, registro: r.registro_boleto }));

export const marcarRegistro = async (
  db: Db,
  id: string,
  registro: RegistroBoleto,
  motivo: string | null,
): Promise<void> => {
  await db
    .updateTable('pagamentos')
    .set({ registro_boleto: registro, registro_motivo: motivo })
    .where('id', '=', id)
    .execute();
};
