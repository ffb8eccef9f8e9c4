import { randomUUID } from 'node:crypto';
import type {
  CategoriaChamado,
  ChamadoEvento,
  ResponsavelCusto,
  StatusChamado,
  UrgenciaChamado,
} from '@morada/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChamadoTable } from '../../db/types';

/** The chamados' writes: a new chamado with its photos, a change of its columns, its timeline. */

export type NovoChamadoRow = {
  id: string;
  numero: number;
  contratoId: string;
  imovelId: string;
  categoria: CategoriaChamado;
  descricao: string;
  urgencia: UrgenciaChamado;
  abertoPor: string | null;
  em: string;
  /** The photos' stored names in the private area, in order. */
  fotos: readonly string[];
};

export const inserirChamado = async (db: Db, n: NovoChamadoRow): Promise<void> => {
  await db
    .insertInto('chamados')
    .values({
      id: n.id,
      numero: n.numero,
      contrato_id: n.contratoId,
      imovel_id: n.imovelId,
      categoria: n.categoria,
      descricao: n.descricao,
      urgencia: n.urgencia,
      status: 'aberto',
      prestador_id: null,
      agendado_para: null,
      valor_centavos: null,
      valor_aprovado_centavos: null,
      responsavel: null,
      comprovante_path: null,
      comprovante_nome: null,
      despesa_id: null,
      pagamento_id: null,
      aberto_por: n.abertoPor,
      aberto_em: n.em,
      atualizado_em: n.em,
    })
    .execute();
  if (n.fotos.length)
    await db
      .insertInto('chamado_fotos')
      .values(n.fotos.map((arquivo, ordem) => ({ id: randomUUID(), chamado_id: n.id, arquivo, ordem })))
      .execute();
};

/** The columns a change may set (camelCase in, snake_case never leaves this file). */
export type AlteracaoChamado = Partial<{
  categoria: CategoriaChamado;
  urgencia: UrgenciaChamado;
  status: StatusChamado;
  prestadorId: string | null;
  agendadoPara: string | null;
  valorCentavos: number | null;
  valorAprovadoCentavos: number | null;
  responsavel: ResponsavelCusto | null;
  comprovante: { caminho: string; nome: string };
  despesaId: string;
  pagamentoId: string;
}>;

const COLUNAS: Record<Exclude<keyof AlteracaoChamado, 'comprovante'>, keyof ChamadoTable> = {
  categoria: 'categoria',
  urgencia: 'urgencia',
  status: 'status',
  prestadorId: 'prestador_id',
  agendadoPara: 'agendado_para',
  valorCentavos: 'valor_centavos',
  valorAprovadoCentavos: 'valor_aprovado_centavos',
  responsavel: 'responsavel',
  despesaId: 'despesa_id',
  pagamentoId: 'pagamento_id',
};

/**
 * Changes a chamado still in `deStatus` (the status the caller read): false when another request
 * changed its status in between, so two answers to one approval cannot both apply.
 */
export const alterarChamado = async (
  db: Db,
  id: string,
  deStatus: StatusChamado,
  a: AlteracaoChamado,
  em: string,
): Promise<boolean> => {
  const valores: Record<string, unknown> = { atualizado_em: em };
  for (const [chave, coluna] of Object.entries(COLUNAS) as [keyof typeof COLUNAS, keyof ChamadoTable][])
    if (a[chave] !== undefined) valores[coluna] = a[chave];
  if (a.comprovante) {
    valores.comprovante_path = a.comprovante.caminho;
    valores.comprovante_nome = a.comprovante.nome;
  }
  const r = await db
    .updateTable('chamados')
    .set(valores as Updateable<ChamadoTable>)
    .where('id', '=', id)
    .where('status', '=', deStatus)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export type NovoEvento = {
  em: string;
  autorId: string | null;
  autorNome: string;
  papel: ChamadoEvento['papel'];
  status: StatusChamado;
  texto: string;
};

/** Appends events to one chamado's timeline, in the order given (call it inside the change's transaction). */
export const inserirEventos = async (
  db: Db,
  chamadoId: string,
  eventos: readonly NovoEvento[],
): Promise<void> => {
  if (!eventos.length) return;
  const ultimo = await db
    .selectFrom('chamado_eventos')
    .select((eb) => eb.fn.max('ordem').as('n'))
    .where('chamado_id', '=', chamadoId)
    .executeTakeFirst();
  const inicio = Number(ultimo?.n ?? 0) + 1;
  await db
    .insertInto('chamado_eventos')
    .values(
      eventos.map((e, i) => ({
        id: randomUUID(),
        chamado_id: chamadoId,
        ordem: inicio + i,
        em: e.em,
        autor_id: e.autorId,
        autor_nome: e.autorNome,
        papel: e.papel,
        status: e.status,
        texto: e.texto,
      })),
    )
    .execute();
};
