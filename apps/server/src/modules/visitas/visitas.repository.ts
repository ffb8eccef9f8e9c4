import {
  AGENDA_VISITAS_PADRAO,
  STATUS_VISITA_ATIVA,
  type AgendaVisitas,
  type HorarioVisita,
  type InteresseVisita,
  type StatusVisita,
  type Visita,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { VisitaTable } from '../../db/types';
import type { Insertable, Updateable } from 'kysely';

/** The agency's own visiting hours, when it stored them in configuracoes (JSON); else the default. */
const CHAVE_AGENDA = 'visitas_agenda';

/** A visit with what only the server uses: the corretor's e-mail, the .ics sequence, the answer link. */
export type VisitaInterna = Visita & {
  corretorEmail: string | null;
  sequencia: number;
  respostaUsadaEm: string | null;
};

/** A property as a booking needs it. */
export type ImovelDaVisita = { id: string; titulo: string; endereco: string; status: string };

const enderecoDe = (r: { endereco: string; bairro: string; cidade: string; estado: string }) =>
  `${r.endereco} — ${r.bairro}, ${r.cidade}/${r.estado}`;

export const imovelDaVisita = async (db: Db, id: string): Promise<ImovelDaVisita | undefined> => {
  const r = await db
    .selectFrom('imoveis')
    .select(['id', 'titulo', 'endereco', 'bairro', 'cidade', 'estado', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { id: r.id, titulo: r.titulo, endereco: enderecoDe(r), status: r.status };
};

export const lerAgendaVisitas = async (db: Db): Promise<AgendaVisitas> => {
  const r = await db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', CHAVE_AGENDA)
    .executeTakeFirst();
  if (!r) return AGENDA_VISITAS_PADRAO;
  try {
    return { ...AGENDA_VISITAS_PADRAO, ...(JSON.parse(r.valor) as Partial<AgendaVisitas>) };
  } catch {
    return AGENDA_VISITAS_PADRAO;
  }
};

/** Stores the agency's visiting hours (validated by agendaVisitasSchema): every free slot follows them. */
export const gravarAgendaVisitas = async (db: Db, agenda: AgendaVisitas): Promise<void> => {
  const valor = JSON.stringify(agenda);
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE_AGENDA, valor })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor }))
    .execute();
};

/** The slots held by a property's active visits that start between two instants. */
export const horariosOcupados = async (
  db: Db,
  imovelId: string,
  de: string,
  ate: string,
): Promise<HorarioVisita[]> =>
  db
    .selectFrom('visitas')
    .select(['inicio', 'fim'])
    .where('imovel_id', '=', imovelId)
    .where('status', 'in', STATUS_VISITA_ATIVA)
    .where('inicio', '>=', de)
    .where('inicio', '<', ate)
    .execute();

/** Writes a new visit; a second active visit of the property at that start fails as a duplicate. */
export const inserirVisita = async (db: Db, v: Insertable<VisitaTable>): Promise<void> => {
  await db.insertInto('visitas').values(v).execute();
};

const consulta = (db: Db) =>
  db
    .selectFrom('visitas as v')
    .innerJoin('imoveis as i', 'i.id', 'v.imovel_id')
    .leftJoin('usuarios as u', 'u.id', 'v.corretor_id')
    .selectAll('v')
    .select([
      'i.titulo as imovel_titulo',
      'i.endereco as imovel_rua',
      'i.bairro',
      'i.cidade',
      'i.estado',
      'u.nome as corretor_nome',
      'u.email as corretor_email',
    ]);

type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

const paraVisita = (r: Linha): VisitaInterna => ({
  id: r.id,
  imovelId: r.imovel_id,
  imovelTitulo: r.imovel_titulo,
  imovelEndereco: enderecoDe({
    endereco: r.imovel_rua,
    bairro: r.bairro,
    cidade: r.cidade,
    estado: r.estado,
  }),
  leadId: r.lead_id,
  corretorId: r.corretor_id,
  corretorNome: r.corretor_nome,
  corretorEmail: r.corretor_email,
  visitanteNome: r.visitante_nome,
  visitanteEmail: r.visitante_email,
  visitanteTelefone: r.visitante_telefone,
  mensagem: r.mensagem,
  inicio: r.inicio,
  fim: r.fim,
  status: r.status as StatusVisita,
  propostaInicio: r.proposta_inicio,
  motivoCancelamento: r.motivo_cancelamento,
  feedback: r.feedback_interesse
    ? { interesse: r.feedback_interesse as InteresseVisita, comentario: r.feedback_comentario ?? '' }
    : null,
  criadaEm: r.criada_em,
  sequencia: Number(r.sequencia),
  respostaUsadaEm: r.resposta_usada_em,
});

export const obterVisita = async (db: Db, id: string): Promise<VisitaInterna | undefined> => {
  const r = await consulta(db).where('v.id', '=', id).executeTakeFirst();
  return r && paraVisita(r);
};

export const visitaPorToken = async (db: Db, tokenHash: string): Promise<VisitaInterna | undefined> => {
  const r = await consulta(db).where('v.resposta_token_hash', '=', tokenHash).executeTakeFirst();
  return r && paraVisita(r);
};

/** Visits starting between two instants, earliest first; one corretor's when `corretorId` is given. */
export const listarVisitas = async (
  db: Db,
  { de, ate, corretorId }: { de: string; ate: string; corretorId?: string | undefined },
): Promise<VisitaInterna[]> => {
  let q = consulta(db).where('v.inicio', '>=', de).where('v.inicio', '<', ate);
  if (corretorId) q = q.where('v.corretor_id', '=', corretorId);
  return (await q.orderBy('v.inicio').orderBy('v.id').execute()).map(paraVisita);
};

/**
 * Changes a visit only while it still has status `de` (two answers at once: one wins). The .ics
 * sequence grows with every change. Answers whether this call changed it.
 */
export const mudarVisita = async (
  db: Db,
  id: string,
  de: StatusVisita,
  valores: Omit<Updateable<VisitaTable>, 'sequencia'> & { atualizada_em: string },
): Promise<boolean> => {
  const r = await db
    .updateTable('visitas')
    .set((eb) => ({ ...valores, sequencia: eb('sequencia', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', de)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Confirmed visits starting between two instants whose reminder was not sent yet. */
export const visitasSemLembrete = async (db: Db, de: string, ate: string): Promise<VisitaInterna[]> =>
  (
    await consulta(db)
      .where('v.status', '=', 'confirmada')
      .where('v.lembrete_enviado_em', 'is', null)
      .where('v.inicio', '>', de)
      .where('v.inicio', '<=', ate)
      .orderBy('v.inicio')
      .execute()
  ).map(paraVisita);

/** Takes a visit's reminder: true for the one caller (of any process) that marked it first. */
export const tomarLembrete = async (db: Db, id: string, agora: string): Promise<boolean> => {
  const r = await db
    .updateTable('visitas')
    .set({ lembrete_enviado_em: agora })
    .where('id', '=', id)
    .where('lembrete_enviado_em', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};
