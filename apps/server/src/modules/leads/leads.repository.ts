import { randomUUID } from 'node:crypto';
import {
  ETAPAS_ABERTAS,
  type ConfiguracaoLeads,
  type EtapaLead,
  type OrigemLead,
  type TipoEventoLead,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { LeadTable } from '../../db/types';

/** The leads' settings: rows of `configuracoes` of their own, absent until changed (defaults below). */
const CHAVES = {
  alertaHoras: 'leads_alerta_horas',
  rodizio: 'leads_rodizio',
  ultimoRodizio: 'leads_rodizio_ultimo',
  segredo: 'leads_webhook_segredo',
} as const;
export const CONFIGURACAO_LEADS_PADRAO: ConfiguracaoLeads = { alertaHoras: 24, rodizio: true };

const lerChave = async (db: Db, chave: string): Promise<string | undefined> =>
  (await db.selectFrom('configuracoes').select('valor').where('chave', '=', chave).executeTakeFirst())?.valor;

const gravarChave = async (db: Db, chave: string, valor: string): Promise<void> => {
  await db
    .insertInto('configuracoes')
    .values({ chave, valor })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor }))
    .execute();
};

export const lerConfiguracaoLeads = async (db: Db): Promise<ConfiguracaoLeads> => {
  const horas = Number(await lerChave(db, CHAVES.alertaHoras));
  const rodizio = await lerChave(db, CHAVES.rodizio);
  return {
    alertaHoras: Number.isInteger(horas) && horas > 0 ? horas : CONFIGURACAO_LEADS_PADRAO.alertaHoras,
    rodizio: rodizio === undefined ? CONFIGURACAO_LEADS_PADRAO.rodizio : rodizio === '1',
  };
};

export const salvarConfiguracaoLeads = async (db: Db, c: ConfiguracaoLeads): Promise<ConfiguracaoLeads> => {
  await gravarChave(db, CHAVES.alertaHoras, String(c.alertaHoras));
  await gravarChave(db, CHAVES.rodizio, c.rodizio ? '1' : '0');
  return c;
};

export const lerUltimoDoRodizio = (db: Db) => lerChave(db, CHAVES.ultimoRodizio);
export const gravarUltimoDoRodizio = (db: Db, corretorId: string) =>
  gravarChave(db, CHAVES.ultimoRodizio, corretorId);

export const lerSegredoWebhook = (db: Db) => lerChave(db, CHAVES.segredo);

/** The webhook's secret, made from `novo` the first time (two first requests keep the same one). */
export const segredoWebhook = async (db: Db, novo: string): Promise<string> => {
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVES.segredo, valor: novo })
    .onConflict((oc) => oc.column('chave').doNothing())
    .execute();
  return (await lerSegredoWebhook(db))!;
};

export const trocarSegredoWebhook = async (db: Db, novo: string): Promise<string> => {
  await gravarChave(db, CHAVES.segredo, novo);
  return novo;
};

/** Active corretores in a stable order (the rotation's): oldest account first. */
export const corretoresAtivos = async (db: Db): Promise<{ id: string; nome: string }[]> =>
  db
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('perfil', '=', 'corretor')
    .where('status', '=', 'ativo')
    .orderBy('data_cadastro')
    .orderBy('id')
    .execute();

export const tituloDoImovel = async (db: Db, id: string): Promise<string | undefined> =>
  (await db.selectFrom('imoveis').select('titulo').where('id', '=', id).executeTakeFirst())?.titulo;

/** The open lead of a person (same e-mail or phone key), the newest when several. */
export const leadAbertoDoContato = async (
  db: Db,
  chave: { email: string | null; telefone: string | null },
): Promise<Pick<LeadTable, 'id' | 'imovel_id' | 'corretor_id'> | undefined> => {
  if (!chave.email && !chave.telefone) return undefined;
  return db
    .selectFrom('leads')
    .select(['id', 'imovel_id', 'corretor_id'])
    .where('etapa', 'in', [...ETAPAS_ABERTAS])
    .where((eb) =>
      eb.or([
        ...(chave.email ? [eb('email_chave', '=', chave.email)] : []),
        ...(chave.telefone ? [eb('telefone_chave', '=', chave.telefone)] : []),
      ]),
    )
    .orderBy('criado_em', 'desc')
    .executeTakeFirst();
};

export type NovoLeadRow = Omit<
  LeadTable,
  'id' | 'atualizado_em' | 'ultima_atividade_em' | 'primeira_resposta_em'
>;

export const inserirLead = async (db: Db, l: NovoLeadRow): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values({
      ...l,
      id,
      atualizado_em: l.criado_em,
      ultima_atividade_em: l.criado_em,
      primeira_resposta_em: null,
    })
    .execute();
  return id;
};

export type NovoEvento = {
  tipo: TipoEventoLead;
  texto: string;
  em: Date;
  autor?: { id: string; nome: string } | undefined;
  origem?: OrigemLead | undefined;
  imovelId?: string | null | undefined;
  origemExternaId?: string | undefined;
};

/**
 * Adds an event to a lead's timeline and marks its activity. An event by staff (a note, a change
 * of etapa) is the lead's first answer when it had none.
 */
export const registrarEvento = async (db: Db, leadId: string, e: NovoEvento): Promise<void> => {
  const em = e.em.toISOString();
  await db
    .insertInto('lead_eventos')
    .values({
      id: randomUUID(),
      lead_id: leadId,
      tipo: e.tipo,
      texto: e.texto,
      autor_id: e.autor?.id ?? null,
      autor_nome: e.autor?.nome ?? null,
      em,
      origem: e.origem ?? null,
      imovel_id: e.imovelId ?? null,
      origem_externa_id: e.origemExternaId ?? null,
    })
    .execute();
  await db
    .updateTable('leads')
    .set({ atualizado_em: em, ultima_atividade_em: em })
    .where('id', '=', leadId)
    .execute();
  if (e.autor && (e.tipo === 'nota' || e.tipo === 'etapa'))
    await db
      .updateTable('leads')
      .set({ primeira_resposta_em: em })
      .where('id', '=', leadId)
      .where('primeira_resposta_em', 'is', null)
      .execute();
};

/** A lead's etapa, or undefined when there is no such lead. */
export const etapaDoLead = async (db: Db, id: string): Promise<EtapaLead | undefined> =>
  (await db.selectFrom('leads').select('etapa').where('id', '=', id).executeTakeFirst())?.etapa as
    EtapaLead | undefined;

export const atualizarLead = async (
  db: Db,
  id: string,
  campos: Partial<Pick<LeadTable, 'etapa' | 'motivo_perda' | 'corretor_id' | 'imovel_id'>>,
): Promise<void> => {
  await db.updateTable('leads').set(campos).where('id', '=', id).execute();
};

/** True when the portal's lead id was recorded already (a repeated webhook call). */
export const eventoExternoExiste = async (db: Db, origemExternaId: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('lead_eventos')
      .select('id')
      .where('origem_externa_id', '=', origemExternaId)
      .executeTakeFirst(),
  );

export const registrarCliqueWhatsapp = async (
  db: Db,
  c: { imovelId: string; usuarioId: string | null; em: Date },
): Promise<void> => {
  await db
    .insertInto('cliques_whatsapp')
    .values({ id: randomUUID(), imovel_id: c.imovelId, usuario_id: c.usuarioId, em: c.em.toISOString() })
    .execute();
};
