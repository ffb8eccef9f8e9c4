import { randomUUID } from 'node:crypto';
import { dataDoFator, valorDoCodigoBarras } from '@morada/domain';
import type { Db } from '../../db/database';
import { pagamentosComInquilino } from '../../db/pagamentos.repository';

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

/**
 * Asks the bank, in the account's next remessa, to write off the payment's current boleto
 * (replaced or cancelled), when the bank has it: sent or registered. A boleto still waiting for its
 * first remessa needs nothing: it is simply never sent. Asked twice, it is asked once.
 */
export const pedirBaixaDoBoleto = async (db: Db, pagamentoId: string, agora: string): Promise<void> => {
  const p = await db
    .selectFrom('pagamentos')
    .select(['conta_cobranca_id', 'nosso_numero', 'codigo_barras', 'registro_boleto'])
    .where('id', '=', pagamentoId)
    .executeTakeFirst();
  if (!p?.conta_cobranca_id || !p.nosso_numero || !p.codigo_barras) return;
  if (p.registro_boleto !== 'enviado' && p.registro_boleto !== 'registrado') return;
  await db
    .insertInto('instrucoes_remessa')
    .values({
      id: randomUUID(),
      conta_id: p.conta_cobranca_id,
      pagamento_id: pagamentoId,
      tipo: 'baixar',
      nosso_numero: p.nosso_numero,
      // The boleto being written off, as the barcode the bank holds says.
      vencimento: dataDoFator(Number(p.codigo_barras.slice(5, 9)), agora.slice(0, 10)),
      valor_centavos: valorDoCodigoBarras(p.codigo_barras),
      criado_em: agora,
      remessa_id: null,
    })
    .onConflict((oc) => oc.columns(['conta_id', 'nosso_numero', 'tipo']).doNothing())
    .execute();
};

/** A boleto the bank has not received yet, with what its registration asks (the payer's data). */
export type BoletoARegistrar = {
  pagamentoId: string;
  nossoNumero: string;
  /** The barcode as issued: amount and due date the bank registers. */
  codigoBarras: string;
  vencimento: string;
  emissao: string;
  pagador: {
    nome: string;
    documento: string;
    endereco: string;
    bairro: string;
    cep: string;
    cidade: string;
    uf: string;
  };
};

/**
 * The open payments whose boleto, issued on this account, waits for a remessa ('a_enviar'), with
 * the tenant as payer at the rented property's address. Oldest due date first.
 */
export const boletosARegistrar = async (db: Db, contaId: string): Promise<BoletoARegistrar[]> =>
  (
    await pagamentosComInquilino(db)
      .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
      .select([
        'p.id',
        'p.nosso_numero',
        'p.codigo_barras',
        'p.vencimento',
        'p.created_at',
        'u.nome',
        'u.cpf',
        'i.endereco',
        'i.bairro',
        'i.cep',
        'i.cidade',
        'i.estado',
      ])
      .where('p.conta_cobranca_id', '=', contaId)
      .where('p.registro_boleto', '=', 'a_enviar')
      .where('p.status', '=', 'PENDING')
      .where('p.nosso_numero', 'is not', null)
      .where('p.codigo_barras', 'is not', null)
      .orderBy('p.vencimento')
      .orderBy('p.id')
      .execute()
  ).map((r) => ({
    pagamentoId: r.id,
    nossoNumero: r.nosso_numero!,
    codigoBarras: r.codigo_barras!,
    vencimento: r.vencimento,
    emissao: r.created_at.slice(0, 10),
    pagador: {
      nome: r.nome,
      documento: r.cpf,
      endereco: r.endereco,
      bairro: r.bairro,
      cep: r.cep,
      cidade: r.cidade,
      uf: r.estado,
    },
  }));

/** The boletos a remessa carried to the bank: sent, registered once the retorno confirms it. */
export const marcarEnviados = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .updateTable('pagamentos')
    .set({ registro_boleto: 'enviado', registro_motivo: null })
    .where('id', 'in', ids)
    .where('registro_boleto', '=', 'a_enviar')
    .execute();
};

/** How many open boletos of the account wait for a remessa. */
export const contarBoletosARegistrar = async (db: Db, contaId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('pagamentos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('conta_cobranca_id', '=', contaId)
        .where('registro_boleto', '=', 'a_enviar')
        .where('status', '=', 'PENDING')
        .where('nosso_numero', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
