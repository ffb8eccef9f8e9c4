import type { Remessa, TipoInstrucaoRemessa } from '@morada/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { RemessaTable } from '../../db/types';

const paraRemessa = (r: Omit<Selectable<RemessaTable>, 'conteudo'>): Remessa => ({
  id: r.id,
  contaId: r.conta_id,
  numero: Number(r.numero),
  nomeArquivo: r.nome_arquivo,
  criadoEm: r.criado_em,
  registros: Number(r.registros),
  baixas: Number(r.baixas),
});

const SEM_CONTEUDO = [
  'id',
  'conta_id',
  'numero',
  'nome_arquivo',
  'criado_em',
  'registros',
  'baixas',
  'usuario_id',
] as const;

/** A write-off asked for a replaced or cancelled boleto, waiting for the account's next remessa. */
export type BaixaPendente = {
  id: string;
  pagamentoId: string;
  nossoNumero: string;
  vencimento: string;
  valorCentavos: number;
};

export const baixasPendentes = async (db: Db, contaId: string): Promise<BaixaPendente[]> =>
  (
    await db
      .selectFrom('instrucoes_remessa')
      .select(['id', 'pagamento_id', 'nosso_numero', 'vencimento', 'valor_centavos'])
      .where('conta_id', '=', contaId)
      .where('tipo', '=', 'baixar')
      .where('remessa_id', 'is', null)
      .orderBy('criado_em')
      .orderBy('id')
      .execute()
  ).map((r) => ({
    id: r.id,
    pagamentoId: r.pagamento_id,
    nossoNumero: r.nosso_numero,
    vencimento: r.vencimento,
    valorCentavos: Number(r.valor_centavos),
  }));

export const inserirRemessa = async (
  db: Db,
  r: Remessa & { conteudo: string; usuarioId: string | null },
): Promise<void> => {
  await db
    .insertInto('remessas')
    .values({
      id: r.id,
      conta_id: r.contaId,
      numero: r.numero,
      nome_arquivo: r.nomeArquivo,
      conteudo: r.conteudo,
      registros: r.registros,
      baixas: r.baixas,
      usuario_id: r.usuarioId,
      criado_em: r.criadoEm,
    })
    .execute();
};

/**
 * Records the instructions a remessa carried: new registrations are inserted with it, pending
 * write-offs are attached to it. The unique (account, nosso número, tipo) refuses a second send of
 * the same instruction, even from a remessa generated at the same moment.
 */
export const gravarInstrucoes = async (
  db: Db,
  remessaId: string,
  contaId: string,
  agora: string,
  registros: readonly {
    id: string;
    pagamentoId: string;
    nossoNumero: string;
    vencimento: string;
    valorCentavos: number;
  }[],
  baixaIds: readonly string[],
): Promise<void> => {
  const tipo: TipoInstrucaoRemessa = 'registrar';
  // Chunks keep each INSERT under SQLite's bound-parameter limit.
  for (let i = 0; i < registros.length; i += 500) {
    await db
      .insertInto('instrucoes_remessa')
      .values(
        registros.slice(i, i + 500).map((r) => ({
          id: r.id,
          conta_id: contaId,
          pagamento_id: r.pagamentoId,
          tipo,
          nosso_numero: r.nossoNumero,
          vencimento: r.vencimento,
          valor_centavos: r.valorCentavos,
          criado_em: agora,
          remessa_id: remessaId,
        })),
      )
      .execute();
  }
  for (let i = 0; i < baixaIds.length; i += 500) {
    await db
      .updateTable('instrucoes_remessa')
      .set({ remessa_id: remessaId })
      .where('id', 'in', baixaIds.slice(i, i + 500))
      .where('remessa_id', 'is', null)
      .execute();
  }
};

/** The account's remessas, newest first. */
export const listarRemessas = async (db: Db, contaId: string): Promise<Remessa[]> =>
  (
    await db
      .selectFrom('remessas')
      .select(SEM_CONTEUDO)
      .where('conta_id', '=', contaId)
      .orderBy('numero', 'desc')
      .execute()
  ).map(paraRemessa);

/** How many write-offs wait for the account's next remessa. */
export const contarBaixasPendentes = async (db: Db, contaId: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('instrucoes_remessa')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('conta_id', '=', contaId)
        .where('tipo', '=', 'baixar')
        .where('remessa_id', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const obterArquivoRemessa = async (
  db: Db,
  id: string,
): Promise<{ nomeArquivo: string; conteudo: string } | undefined> => {
  const r = await db
    .selectFrom('remessas')
    .select(['nome_arquivo', 'conteudo'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { nomeArquivo: r.nome_arquivo, conteudo: r.conteudo };
};
