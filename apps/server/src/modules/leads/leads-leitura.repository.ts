import {
  ETAPAS_ABERTAS,
  ETAPAS_LEAD,
  leadParado,
  type EtapaLead,
  type Lead,
  type LeadDoFunil,
  type LeadEvento,
  type LeadsFiltro,
  type OrigemLead,
  type PaginaAdmin,
  type TipoEventoLead,
} from '@morada/domain';
import type { Db } from '../../db/database';

/** Whose view a read is in: the admin's (everything) or one corretor's (his leads only). */
export type Alcance = { corretorId?: string | undefined };
/** What makes a lead "parado" now: the clock and the configured hours. */
export type Relogio = { agora: Date; alertaHoras: number };

type Filtro = Omit<LeadsFiltro, 'pagina' | 'limite' | 'parado'> & {
  parado?: boolean;
  pagina: number;
  limite: number;
};

const base = (db: Db) =>
  db
    .selectFrom('leads as l')
    .leftJoin('imoveis as i', 'i.id', 'l.imovel_id')
    .leftJoin('usuarios as u', 'u.id', 'l.corretor_id');

const COLUNAS = [
  'l.id',
  'l.nome',
  'l.email',
  'l.telefone',
  'l.etapa',
  'l.motivo_perda',
  'l.origem',
  'l.imovel_id',
  'i.titulo as imovel_titulo',
  'l.corretor_id',
  'u.nome as corretor_nome',
  'l.criado_em',
  'l.atualizado_em',
  'l.primeira_resposta_em',
  'l.ultima_atividade_em',
] as const;

type Linha = {
  id: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  etapa: string;
  motivo_perda: string | null;
  origem: string;
  imovel_id: string | null;
  imovel_titulo: string | null;
  corretor_id: string | null;
  corretor_nome: string | null;
  criado_em: string;
  atualizado_em: string;
  primeira_resposta_em: string | null;
  ultima_atividade_em: string;
};

const paraLead = (r: Linha, relogio: Relogio): Lead => {
  const etapa = r.etapa as EtapaLead;
  return {
    id: r.id,
    nome: r.nome,
    email: r.email,
    telefone: r.telefone,
    etapa,
    motivoPerda: r.motivo_perda,
    origem: r.origem as OrigemLead,
    imovelId: r.imovel_id,
    imovelTitulo: r.imovel_titulo,
    corretorId: r.corretor_id,
    corretorNome: r.corretor_nome,
    criadoEm: r.criado_em,
    atualizadoEm: r.atualizado_em,
    primeiraRespostaEm: r.primeira_resposta_em,
    ultimaAtividadeEm: r.ultima_atividade_em,
    parado: leadParado(
      { etapa, ultimaAtividadeEm: r.ultima_atividade_em },
      relogio.agora,
      relogio.alertaHoras,
    ),
  };
};

/** The instant before which an open lead's last activity makes it parado. */
const limiteParado = ({ agora, alertaHoras }: Relogio) =>
  new Date(agora.getTime() - alertaHoras * 3_600_000).toISOString();

type Consulta = ReturnType<typeof base>;
type FiltroDaConsulta = Omit<Filtro, 'etapa' | 'pagina' | 'limite'> & { etapa?: EtapaLead | undefined };

/** The filters of the list and of the counts, within a reach. */
const filtrar = (q: Consulta, filtro: FiltroDaConsulta, alcance: Alcance, relogio: Relogio): Consulta => {
  if (alcance.corretorId) q = q.where('l.corretor_id', '=', alcance.corretorId);
  if (filtro.corretorId) q = q.where('l.corretor_id', '=', filtro.corretorId);
  if (filtro.etapa) q = q.where('l.etapa', '=', filtro.etapa);
  if (filtro.origem) q = q.where('l.origem', '=', filtro.origem);
  if (filtro.busca) {
    const termo = `%${filtro.busca.toLowerCase()}%`;
    const digitos = filtro.busca.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['l.nome']), 'like', termo),
        eb('l.email_chave', 'like', termo),
        ...(digitos ? [eb('l.telefone_chave', 'like', `%${digitos}%`)] : []),
      ]),
    );
  }
  if (filtro.parado !== undefined) {
    const limite = limiteParado(relogio);
    q = filtro.parado
      ? q.where('l.etapa', 'in', [...ETAPAS_ABERTAS]).where('l.ultima_atividade_em', '<=', limite)
      : q.where((eb) =>
          eb.or([eb('l.etapa', 'not in', [...ETAPAS_ABERTAS]), eb('l.ultima_atividade_em', '>', limite)]),
        );
  }
  return q;
};

/**
 * A page of leads, most recent activity first, and the filtered total. A corretor's reach keeps
 * only his leads; the filters apply within it.
 */
export const listarLeads = async (
  db: Db,
  filtro: Filtro,
  alcance: Alcance,
  relogio: Relogio,
): Promise<PaginaAdmin<Lead>> => {
  const q = filtrar(base(db), filtro, alcance, relogio);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const linhas = await q
    .select(COLUNAS)
    .orderBy('l.ultima_atividade_em', 'desc')
    .orderBy('l.id')
    .limit(filtro.limite)
    .offset((filtro.pagina - 1) * filtro.limite)
    .execute();
  return { dados: linhas.map((r) => paraLead(r, relogio)), total: Number(total) };
};

/** One lead within a reach (another corretor's lead is not found). */
export const obterLead = async (
  db: Db,
  id: string,
  alcance: Alcance,
  relogio: Relogio,
): Promise<Lead | undefined> => {
  let q = base(db).select(COLUNAS).where('l.id', '=', id);
  if (alcance.corretorId) q = q.where('l.corretor_id', '=', alcance.corretorId);
  const r = await q.executeTakeFirst();
  return r ? paraLead(r, relogio) : undefined;
};

/** A lead's timeline, oldest first. */
export const listarEventos = async (db: Db, leadId: string): Promise<LeadEvento[]> =>
  (
    await db
      .selectFrom('lead_eventos')
      .select(['id', 'tipo', 'texto', 'autor_nome', 'em', 'origem', 'imovel_id'])
      .where('lead_id', '=', leadId)
      .orderBy('em')
      .orderBy('id')
      .execute()
  ).map((e) => ({
    id: e.id,
    tipo: e.tipo as TipoEventoLead,
    texto: e.texto,
    autorNome: e.autor_nome,
    em: e.em,
    origem: e.origem as OrigemLead | null,
    imovelId: e.imovel_id,
  }));

/** `[de, ate)` as ISO instants, either side open. */
export type Periodo = { de?: string | undefined; ate?: string | undefined };

/** The leads that arrived in a period, as the funnel report reads them. */
export const leadsDoFunil = async (db: Db, p: Periodo): Promise<LeadDoFunil[]> => {
  let q = db.selectFrom('leads').select(['origem', 'etapa', 'criado_em', 'primeira_resposta_em']);
  if (p.de) q = q.where('criado_em', '>=', p.de);
  if (p.ate) q = q.where('criado_em', '<', p.ate);
  return (await q.execute()).map((r) => ({
    origem: r.origem as OrigemLead,
    etapa: r.etapa as EtapaLead,
    criadoEm: r.criado_em,
    primeiraRespostaEm: r.primeira_resposta_em,
  }));
};

/** WhatsApp clicks per property in a period, most clicked first. */
export const cliquesPorImovel = async (
  db: Db,
  p: Periodo,
): Promise<{ imovelId: string; imovelTitulo: string; cliques: number }[]> => {
  let q = db.selectFrom('cliques_whatsapp as c').innerJoin('imoveis as i', 'i.id', 'c.imovel_id');
  if (p.de) q = q.where('c.em', '>=', p.de);
  if (p.ate) q = q.where('c.em', '<', p.ate);
  const linhas = await q
    .select(['c.imovel_id', 'i.titulo', (eb) => eb.fn.countAll<number>().as('cliques')])
    .groupBy(['c.imovel_id', 'i.titulo'])
    .orderBy('cliques', 'desc')
    .orderBy('i.titulo')
    .execute();
  return linhas.map((r) => ({ imovelId: r.imovel_id, imovelTitulo: r.titulo, cliques: Number(r.cliques) }));
};

/** How many leads each etapa holds under the list's other filters, within a reach (GET /api/leads/contagens). */
export const contarPorEtapa = async (
  db: Db,
  filtro: Omit<FiltroDaConsulta, 'etapa'>,
  alcance: Alcance,
  relogio: Relogio,
): Promise<Record<EtapaLead, number>> => {
  const linhas = await filtrar(base(db), filtro, alcance, relogio)
    .select(['l.etapa', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('l.etapa')
    .execute();
  const contagens = Object.fromEntries(ETAPAS_LEAD.map((e) => [e, 0])) as Record<EtapaLead, number>;
  for (const l of linhas) if (l.etapa in contagens) contagens[l.etapa as EtapaLead] = Number(l.n);
  return contagens;
};

/** What a proposal needs of a lead, within a reach (another corretor's lead is not found). */
export const resumoDoLead = async (
  db: Db,
  id: string,
  alcance: Alcance,
): Promise<{ id: string; nome: string; imovelId: string | null; corretorId: string | null } | undefined> => {
  let q = db.selectFrom('leads').select(['id', 'nome', 'imovel_id', 'corretor_id']).where('id', '=', id);
  if (alcance.corretorId) q = q.where('corretor_id', '=', alcance.corretorId);
  const r = await q.executeTakeFirst();
  return r && { id: r.id, nome: r.nome, imovelId: r.imovel_id, corretorId: r.corretor_id };
};
