import {
  paraCentavos,
  paraReais,
  situacaoGarantia,
  type Garantia,
  type GarantiaEntradaValida,
  type GarantiaResumo,
  type TipoGarantia,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { GarantiaTable } from '../../db/types';

type Linha = Pick<GarantiaTable, 'contrato_id' | 'tipo' | 'dados' | 'vencimento' | 'atualizado_em'>;

/** The kind's own fields as stored (money in centavos) and the end date that expires it. */
const paraLinha = (g: GarantiaEntradaValida): { dados: string; vencimento: string | null } => {
  const { tipo: _tipo, ...campos } = g;
  switch (g.tipo) {
    case 'seguro-fianca':
      return {
        dados: JSON.stringify({ ...campos, cobertura: paraCentavos(g.cobertura) }),
        vencimento: g.vigenciaFim,
      };
    case 'caucao':
      return { dados: JSON.stringify({ ...campos, valor: paraCentavos(g.valor) }), vencimento: null };
    case 'titulo-capitalizacao':
      return {
        dados: JSON.stringify({ ...campos, valor: paraCentavos(g.valor) }),
        vencimento: g.vigenciaFim,
      };
    default:
      return { dados: JSON.stringify(campos), vencimento: null };
  }
};

/** A stored guarantee in the API's shape (money back to reais), its situation as of `hoje`. */
const paraGarantia = (l: Linha, hoje: string): Garantia => {
  const dados = JSON.parse(l.dados) as Record<string, unknown>;
  const saida = {
    contratoId: l.contrato_id,
    vencimento: l.vencimento,
    situacao: situacaoGarantia(l.vencimento, hoje),
    atualizadoEm: l.atualizado_em,
  };
  for (const campo of ['cobertura', 'valor'])
    if (typeof dados[campo] === 'number') dados[campo] = paraReais(dados[campo] as number);
  return { ...dados, tipo: l.tipo, ...saida } as Garantia;
};

export const obterGarantia = async (
  db: Db,
  contratoId: string,
  hoje: string,
): Promise<Garantia | undefined> => {
  const l = await db
    .selectFrom('garantias')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .executeTakeFirst();
  return l ? paraGarantia(l, hoje) : undefined;
};

/** The caução held for the contract in centavos, or null when its guarantee is another kind (or none). */
export const caucaoDoContrato = async (db: Db, contratoId: string): Promise<number | null> => {
  const l = await db
    .selectFrom('garantias')
    .select(['tipo', 'dados'])
    .where('contrato_id', '=', contratoId)
    .executeTakeFirst();
  if (!l || l.tipo !== 'caucao') return null;
  return Number((JSON.parse(l.dados) as { valor: number }).valor);
};

/** Records the contract's one guarantee, replacing any previous one (art. 37). */
export const salvarGarantia = async (
  db: Db,
  contratoId: string,
  g: GarantiaEntradaValida,
  usuarioId: string | null,
  agora: string,
): Promise<void> => {
  const { dados, vencimento } = paraLinha(g);
  const valores = { tipo: g.tipo, dados, vencimento, atualizado_em: agora, atualizado_por: usuarioId };
  await db
    .insertInto('garantias')
    .values({ contrato_id: contratoId, ...valores })
    .onConflict((oc) => oc.column('contrato_id').doUpdateSet(valores))
    .execute();
};

/** false when the contract had no guarantee. */
export const excluirGarantia = async (db: Db, contratoId: string): Promise<boolean> => {
  const r = await db.deleteFrom('garantias').where('contrato_id', '=', contratoId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** The list's summary of a guarantee. */
export const resumoGarantia = (
  tipo: string | null,
  vencimento: string | null,
  hoje: string,
): GarantiaResumo | null =>
  tipo ? { tipo: tipo as TipoGarantia, vencimento, situacao: situacaoGarantia(vencimento, hoje) } : null;

export type GarantiaAVencer = {
  contratoId: string;
  numero: string;
  inquilino: string;
  tipo: TipoGarantia;
  vencimento: string;
};

/**
 * Guarantees of Ativo contracts that end on or before `ate` (expired ones included), soonest
 * first: a range of the garantias_vencimento index, then the few contracts joined.
 */
export const garantiasAVencer = async (db: Db, ate: string, limite?: number): Promise<GarantiaAVencer[]> => {
  let q = db
    .selectFrom('garantias as g')
    .innerJoin('contratos as c', 'c.id', 'g.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['g.contrato_id', 'c.numero', 'u.nome', 'g.tipo', 'g.vencimento'])
    .where('g.vencimento', 'is not', null)
    .where('g.vencimento', '<=', ate)
    .where('c.status', '=', 'Ativo')
    .orderBy('g.vencimento')
    .orderBy('c.numero');
  if (limite) q = q.limit(limite);
  return (await q.execute()).map((l) => ({
    contratoId: l.contrato_id,
    numero: l.numero,
    inquilino: l.nome,
    tipo: l.tipo as TipoGarantia,
    vencimento: l.vencimento!,
  }));
};
