import { randomUUID } from 'node:crypto';
import { paraReais, type Aditivo, type AniversarioAposRenegociacao, type Renegociacao } from '@morada/domain';
import type { Db } from '../../db/database';
import type { AditivoTable } from '../../db/types';
import type { Selectable } from 'kysely';

const paraAditivo = (l: Selectable<AditivoTable>): Aditivo => ({
  id: l.id,
  contratoId: l.contrato_id,
  ordem: l.ordem,
  dataFimAnterior: l.data_fim_anterior,
  novaDataFim: l.nova_data_fim,
  aluguelAnterior: paraReais(l.aluguel_anterior_centavos),
  aluguelNovo: l.aluguel_novo_centavos === null ? null : paraReais(l.aluguel_novo_centavos),
  vigencia: l.vigencia,
  observacoes: l.observacoes,
  pagamentosReemitidos: l.pagamentos_reemitidos,
  criadoEm: l.criado_em,
  criadoPor: l.criado_por,
  aniversarioReajuste:
    l.aluguel_novo_centavos === null
      ? null
      : ((l.aniversario_reajuste ?? 'manter') as AniversarioAposRenegociacao),
});

export const listarAditivos = async (db: Db, contratoId: string): Promise<Aditivo[]> =>
  (
    await db
      .selectFrom('aditivos')
      .selectAll()
      .where('contrato_id', '=', contratoId)
      .orderBy('ordem')
      .execute()
  ).map(paraAditivo);

/** One termo aditivo of the contract, or undefined (another contract's id included). */
export const obterAditivo = async (
  db: Db,
  contratoId: string,
  aditivoId: string,
): Promise<Aditivo | undefined> => {
  const l = await db
    .selectFrom('aditivos')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .where('id', '=', aditivoId)
    .executeTakeFirst();
  return l ? paraAditivo(l) : undefined;
};

/** The renegotiated rents of these contracts, in order (what moves the reajuste's anniversary). */
export const renegociacoesDosContratos = async (
  db: Db,
  contratoIds: readonly string[],
): Promise<Map<string, Renegociacao[]>> => {
  const mapa = new Map<string, Renegociacao[]>();
  if (!contratoIds.length) return mapa;
  // A long list (every active contract) reads them all rather than bind thousands of parameters.
  const linhas = await db
    .selectFrom('aditivos')
    .select(['contrato_id', 'vigencia', 'aniversario_reajuste'])
    .$if(contratoIds.length <= 500, (q) => q.where('contrato_id', 'in', contratoIds))
    .where('aluguel_novo_centavos', 'is not', null)
    .orderBy('contrato_id')
    .orderBy('ordem')
    .execute();
  for (const l of linhas) {
    if (!l.vigencia) continue;
    const lista = mapa.get(l.contrato_id) ?? [];
    lista.push({
      vigencia: l.vigencia,
      aniversario: (l.aniversario_reajuste ?? 'manter') as AniversarioAposRenegociacao,
    });
    mapa.set(l.contrato_id, lista);
  }
  return mapa;
};

/** The next renewal's number (1 for the first). */
export const proximaOrdem = async (db: Db, contratoId: string): Promise<number> => {
  const r = await db
    .selectFrom('aditivos')
    .select((eb) => eb.fn.max('ordem').as('m'))
    .where('contrato_id', '=', contratoId)
    .executeTakeFirst();
  return Number(r?.m ?? 0) + 1;
};

export type NovoAditivo = {
  contratoId: string;
  ordem: number;
  dataFimAnterior: string;
  novaDataFim: string;
  aluguelAnteriorCentavos: number;
  aluguelNovoCentavos: number | null;
  vigencia: string | null;
  aniversarioReajuste: AniversarioAposRenegociacao | null;
  observacoes: string;
  pagamentosReemitidos: number;
  criadoEm: string;
  criadoPor: string | null;
};

/** The unique (contrato, ordem) key refuses a second renewal with the same number. */
export const inserirAditivo = async (db: Db, a: NovoAditivo): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('aditivos')
    .values({
      id,
      contrato_id: a.contratoId,
      ordem: a.ordem,
      data_fim_anterior: a.dataFimAnterior,
      nova_data_fim: a.novaDataFim,
      aluguel_anterior_centavos: a.aluguelAnteriorCentavos,
      aluguel_novo_centavos: a.aluguelNovoCentavos,
      vigencia: a.vigencia,
      aniversario_reajuste: a.aniversarioReajuste,
      observacoes: a.observacoes,
      pagamentos_reemitidos: a.pagamentosReemitidos,
      criado_em: a.criadoEm,
      criado_por: a.criadoPor,
    })
    .execute();
  return id;
};

/** The renewed term: the new end date and, when it changes, the rent. */
export const prorrogarContrato = async (
  db: Db,
  id: string,
  dataFim: string,
  aluguelCentavos: number | null,
): Promise<void> => {
  await db
    .updateTable('contratos')
    .set(
      aluguelCentavos === null
        ? { data_fim: dataFim }
        : { data_fim: dataFim, aluguel_centavos: aluguelCentavos },
    )
    .where('id', '=', id)
    .execute();
};
