import { randomUUID } from 'node:crypto';
import {
  problemasDaProposta,
  type DocumentoProposta,
  type Proposta,
  type PropostasFiltro,
  type StatusProposta,
  type TipoProposta,
} from '@morada/domain';
import type { Db } from '../../db/database';

/** Whose view a read is in: the admin's (everything) or one corretor's (his proposals only). */
export type Alcance = { corretorId?: string | undefined };

const base = (db: Db) =>
  db
    .selectFrom('propostas as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .innerJoin('imoveis as i', 'i.id', 'p.imovel_id')
    .innerJoin('usuarios as u', 'u.id', 'p.corretor_id')
    .leftJoin('contratos as ct', 'ct.id', 'p.contrato_id')
    .select([
      'p.id',
      'p.numero',
      'p.tipo',
      'p.lead_id',
      'l.nome as lead_nome',
      'p.imovel_id',
      'i.titulo as imovel_titulo',
      'p.corretor_id',
      'u.nome as corretor_nome',
      'p.status',
      'p.motivo_recusa',
      'p.locacao',
      'p.venda',
      'p.criada_em',
      'p.enviada_em',
      'p.decidida_em',
      'p.contrato_id',
      'ct.numero as contrato_numero',
    ]);

type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const documentosDe = async (db: Db, ids: string[]): Promise<Map<string, DocumentoProposta[]>> => {
  const porProposta = new Map<string, DocumentoProposta[]>();
  if (!ids.length) return porProposta;
  const linhas = await db
    .selectFrom('proposta_documentos')
    .select(['id', 'proposta_id', 'nome', 'tipo', 'tamanho', 'categoria'])
    .where('proposta_id', 'in', ids)
    .orderBy('criado_em')
    .orderBy('id')
    .execute();
  for (const d of linhas) {
    const lista = porProposta.get(d.proposta_id) ?? [];
    lista.push({
      id: d.id,
      nome: d.nome,
      tipo: d.tipo as DocumentoProposta['tipo'],
      tamanho: Number(d.tamanho),
      categoria: d.categoria as DocumentoProposta['categoria'],
    });
    porProposta.set(d.proposta_id, lista);
  }
  return porProposta;
};

const paraProposta = (r: Linha, documentos: DocumentoProposta[]): Proposta => {
  const locacao = r.locacao ? (JSON.parse(r.locacao) as Proposta['locacao']) : null;
  const venda = r.venda ? (JSON.parse(r.venda) as Proposta['venda']) : null;
  const tipo = r.tipo as TipoProposta;
  return {
    id: r.id,
    numero: r.numero,
    tipo,
    leadId: r.lead_id,
    leadNome: r.lead_nome,
    imovelId: r.imovel_id,
    imovelTitulo: r.imovel_titulo,
    corretorId: r.corretor_id,
    corretorNome: r.corretor_nome,
    status: r.status as StatusProposta,
    motivoRecusa: r.motivo_recusa,
    criadaEm: r.criada_em,
    enviadaEm: r.enviada_em,
    decididaEm: r.decidida_em,
    contratoId: r.contrato_id,
    contratoNumero: r.contrato_numero ?? null,
    documentos,
    locacao,
    venda,
    avisos: problemasDaProposta({ tipo, locacao, venda }),
  };
};

/** One proposal within a reach (another corretor's is not found). */
export const obterProposta = async (db: Db, id: string, alcance: Alcance): Promise<Proposta | undefined> => {
  let q = base(db).where('p.id', '=', id);
  if (alcance.corretorId) q = q.where('p.corretor_id', '=', alcance.corretorId);
  const r = await q.executeTakeFirst();
  return r && paraProposta(r, (await documentosDe(db, [r.id])).get(r.id) ?? []);
};

type Filtro = Omit<PropostasFiltro, 'pagina' | 'limite'> & { pagina: number; limite: number };

/** A page of proposals within a reach, newest first, and the filtered total. */
export const listarPropostas = async (
  db: Db,
  f: Filtro,
  alcance: Alcance,
): Promise<{ dados: Proposta[]; total: number }> => {
  let q = base(db);
  const corretorId = alcance.corretorId ?? f.corretorId;
  if (corretorId) q = q.where('p.corretor_id', '=', corretorId);
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.tipo) q = q.where('p.tipo', '=', f.tipo);
  if (f.busca) {
    const termo = `%${f.busca.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['l.nome']), 'like', termo), eb(eb.fn('lower', ['i.titulo']), 'like', termo)]),
    );
  }
  const { total } = await q
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const linhas = await q
    .orderBy('p.criada_em', 'desc')
    .orderBy('p.id')
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite)
    .execute();
  const docs = await documentosDe(
    db,
    linhas.map((r) => r.id),
  );
  return { dados: linhas.map((r) => paraProposta(r, docs.get(r.id) ?? [])), total: Number(total) };
};

export type NovaPropostaRow = {
  tipo: TipoProposta;
  leadId: string;
  imovelId: string;
  corretorId: string;
  locacao: unknown;
  venda: unknown;
  agora: string;
};

/** Inserts a draft; its número is PROP-<year>-<6 hex of its id>. */
export const inserirProposta = async (db: Db, p: NovaPropostaRow): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('propostas')
    .values({
      id,
      numero: `PROP-${p.agora.slice(0, 4)}-${id.slice(0, 6).toUpperCase()}`,
      tipo: p.tipo,
      lead_id: p.leadId,
      imovel_id: p.imovelId,
      corretor_id: p.corretorId,
      status: 'rascunho',
      locacao: p.locacao ? JSON.stringify(p.locacao) : null,
      venda: p.venda ? JSON.stringify(p.venda) : null,
      criada_em: p.agora,
      atualizada_em: p.agora,
    })
    .execute();
  return id;
};

/** Replaces a draft's contents; false when it is no longer a draft. */
export const gravarConteudo = async (
  db: Db,
  id: string,
  c: { locacao: unknown; venda: unknown },
  agora: string,
): Promise<boolean> => {
  const r = await db
    .updateTable('propostas')
    .set({
      locacao: c.locacao ? JSON.stringify(c.locacao) : null,
      venda: c.venda ? JSON.stringify(c.venda) : null,
      atualizada_em: agora,
    })
    .where('id', '=', id)
    .where('status', '=', 'rascunho')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/**
 * Moves a proposal from `de` to `para` only if it still is at `de` (two approvals at once: one
 * wins, the other finds nothing to move). True when it moved.
 */
export const mudarStatus = async (
  db: Db,
  id: string,
  de: StatusProposta,
  para: StatusProposta,
  campos: {
    agora: string;
    enviadaEm?: string;
    decididaEm?: string | null;
    motivoRecusa?: string;
    contratoId?: string;
  },
): Promise<boolean> => {
  const r = await db
    .updateTable('propostas')
    .set({
      status: para,
      atualizada_em: campos.agora,
      ...(campos.enviadaEm !== undefined ? { enviada_em: campos.enviadaEm } : {}),
      ...(campos.decididaEm !== undefined ? { decidida_em: campos.decididaEm } : {}),
      ...(campos.motivoRecusa !== undefined ? { motivo_recusa: campos.motivoRecusa } : {}),
      ...(campos.contratoId !== undefined ? { contrato_id: campos.contratoId } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', de)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

export const ligarContrato = async (db: Db, id: string, contratoId: string): Promise<void> => {
  await db.updateTable('propostas').set({ contrato_id: contratoId }).where('id', '=', id).execute();
};

/** True when the property already has an approved sale (another proposal cannot sell it again). */
export const imovelJaVendido = async (db: Db, imovelId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('propostas')
      .select('id')
      .where('imovel_id', '=', imovelId)
      .where('tipo', '=', 'venda')
      .where('status', '=', 'aprovada')
      .executeTakeFirst(),
  );
