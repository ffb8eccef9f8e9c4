import {
  limiteDeAprovacao,
  type CategoriaChamado,
  type Chamado,
  type ChamadoEvento,
  type ChamadosFiltro,
  type ResponsavelCusto,
  type StatusChamado,
  type UrgenciaChamado,
} from '@morada/domain';
import { contratosComInquilino } from '../../db/contratos.repository';
import type { Db } from '../../db/database';

/** The agency's default approval limit: a row of `configuracoes` of its own (absent = the domain's default). */
export const CHAVE_LIMITE_AGENCIA = 'chamados_limite_aprovacao_centavos';

/** Who may read a set of chamados: the tenant of their contracts, the owner of their properties, or all. */
export type Escopo = { inquilinoId?: string; proprietarioId?: string };

/** Each chamado with its contract's tenant, its property and its prestador. */
const base = (db: Db) =>
  contratosComInquilino(db)
    .innerJoin('chamados as ch', 'ch.contrato_id', 'c.id')
    .innerJoin('imoveis as i', 'i.id', 'ch.imovel_id')
    .leftJoin('prestadores as p', 'p.id', 'ch.prestador_id')
    .selectAll('ch')
    .select([
      'i.titulo as imovel_titulo',
      'i.proprietario_id as proprietario_id',
      'i.limite_aprovacao_chamado_centavos as limite_imovel',
      'u.nome as locatario_nome',
      'u.id as locatario_id',
      'p.nome as prestador_nome',
    ]);

type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

/** A chamado as the repository reads it: the domain shape plus who its parties are. */
export type ChamadoLido = Chamado & {
  proprietarioId: string | null;
  locatarioId: string;
  /** Where the receipt is stored (never sent: it is downloaded through its route). */
  comprovanteCaminho: string | null;
};

const paraChamado = (
  l: Linha,
  fotos: string[],
  eventos: ChamadoEvento[],
  limiteAgencia: number | null,
): ChamadoLido => ({
  id: l.id,
  numero: Number(l.numero),
  contratoId: l.contrato_id,
  imovelId: l.imovel_id,
  imovelTitulo: l.imovel_titulo,
  locatarioNome: l.locatario_nome,
  categoria: l.categoria as CategoriaChamado,
  descricao: l.descricao,
  urgencia: l.urgencia as UrgenciaChamado,
  status: l.status as StatusChamado,
  prestadorId: l.prestador_id,
  prestadorNome: l.prestador_nome,
  agendadoPara: l.agendado_para,
  valorCentavos: l.valor_centavos === null ? null : Number(l.valor_centavos),
  valorAprovadoCentavos: l.valor_aprovado_centavos === null ? null : Number(l.valor_aprovado_centavos),
  limiteAprovacaoCentavos: limiteDeAprovacao(
    l.limite_imovel === null ? null : Number(l.limite_imovel),
    limiteAgencia,
  ),
  responsavel: l.responsavel as ResponsavelCusto | null,
  fotos,
  comprovante: l.comprovante_nome ? { nome: l.comprovante_nome } : null,
  abertoEm: l.aberto_em,
  eventos,
  proprietarioId: l.proprietario_id,
  locatarioId: l.locatario_id,
  comprovanteCaminho: l.comprovante_path,
});

/** The agency's approval limit in centavos, or null when it never set one. */
export const limiteDaAgencia = async (db: Db): Promise<number | null> => {
  const r = await db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', CHAVE_LIMITE_AGENCIA)
    .executeTakeFirst();
  const n = r ? Number(r.valor) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
};

/** Where the API serves a chamado's photo (GET /api/chamados/{id}/fotos/{fotoId}). */
export const urlFotoChamado = (chamadoId: string, fotoId: string) =>
  `/api/chamados/${chamadoId}/fotos/${fotoId}`;

/** The stored file of one of the chamado's photos (a photo of another chamado: undefined). */
export const arquivoDaFoto = async (db: Db, chamadoId: string, fotoId: string) =>
  (
    await db
      .selectFrom('chamado_fotos')
      .select('arquivo')
      .where('id', '=', fotoId)
      .where('chamado_id', '=', chamadoId)
      .executeTakeFirst()
  )?.arquivo;

/** Photos and timelines of the chamados `ids`, by chamado, in their order. */
const detalhes = async (db: Db, ids: readonly string[]) => {
  const fotos = new Map<string, string[]>();
  const eventos = new Map<string, ChamadoEvento[]>();
  if (!ids.length) return { fotos, eventos };
  const [fs, es] = await Promise.all([
    db
      .selectFrom('chamado_fotos')
      .select(['id', 'chamado_id'])
      .where('chamado_id', 'in', ids)
      .orderBy('ordem')
      .execute(),
    db
      .selectFrom('chamado_eventos')
      .select(['chamado_id', 'em', 'autor_nome', 'papel', 'status', 'texto'])
      .where('chamado_id', 'in', ids)
      .orderBy('ordem')
      .execute(),
  ]);
  // Photos are private: each is read through its route, which checks who asks.
  for (const f of fs)
    fotos.set(f.chamado_id, [...(fotos.get(f.chamado_id) ?? []), urlFotoChamado(f.chamado_id, f.id)]);
  for (const e of es)
    eventos.set(e.chamado_id, [
      ...(eventos.get(e.chamado_id) ?? []),
      {
        em: e.em,
        autor: e.autor_nome,
        papel: e.papel as ChamadoEvento['papel'],
        status: e.status as StatusChamado,
        texto: e.texto,
      },
    ]);
  return { fotos, eventos };
};

const completar = async (db: Db, linhas: Linha[]): Promise<ChamadoLido[]> => {
  const [{ fotos, eventos }, limite] = await Promise.all([
    detalhes(
      db,
      linhas.map((l) => l.id),
    ),
    limiteDaAgencia(db),
  ]);
  return linhas.map((l) => paraChamado(l, fotos.get(l.id) ?? [], eventos.get(l.id) ?? [], limite));
};

export const obterChamado = async (db: Db, id: string): Promise<ChamadoLido | undefined> => {
  const l = await base(db).where('ch.id', '=', id).executeTakeFirst();
  return l && (await completar(db, [l]))[0];
};

/** A party's chamados (a tenant's or an owner's), newest first. */
export const listarChamadosDaParte = async (db: Db, escopo: Escopo): Promise<ChamadoLido[]> => {
  let q = base(db);
  if (escopo.inquilinoId) q = q.where('c.inquilino_id', '=', escopo.inquilinoId);
  if (escopo.proprietarioId) q = q.where('i.proprietario_id', '=', escopo.proprietarioId);
  return completar(
    db,
    await q.orderBy('ch.aberto_em', 'desc').orderBy('ch.numero', 'desc').limit(200).execute(),
  );
};

/** One page of every chamado, filtered, open emergencies first then newest, and the filtered total. */
export const listarChamados = async (
  db: Db,
  f: ChamadosFiltro,
): Promise<{ dados: ChamadoLido[]; total: number }> => {
  let q = base(db);
  if (f.status) q = q.where('ch.status', '=', f.status);
  if (f.urgencia) q = q.where('ch.urgencia', '=', f.urgencia);
  if (f.imovelId) q = q.where('ch.imovel_id', '=', f.imovelId);
  const busca = f.busca;
  if (busca) {
    const termo = `%${busca.toLowerCase()}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['ch.descricao']), 'like', termo),
        eb(eb.fn('lower', ['i.titulo']), 'like', termo),
        eb(eb.fn('lower', ['u.nome']), 'like', termo),
        eb(eb.cast('ch.numero', 'text'), '=', busca),
      ]),
    );
  }
  const [linhas, contagem] = await Promise.all([
    q
      // An open emergency comes first; then the newest.
      .orderBy((eb) =>
        eb
          .case()
          .when(
            eb.and([
              eb('ch.urgencia', '=', 'emergencia'),
              eb('ch.status', 'not in', ['concluido', 'cancelado']),
            ]),
          )
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('ch.aberto_em', 'desc')
      .orderBy('ch.numero', 'desc')
      .limit(f.limite)
      .offset((f.pagina - 1) * f.limite)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { dados: await completar(db, linhas), total: Number(contagem.n) };
};

/** The tenant's current contract (the newest active one), to open a chamado on. */
export const contratoAtivoDoInquilino = async (
  db: Db,
  inquilinoId: string,
): Promise<{ id: string; imovelId: string } | undefined> =>
  db
    .selectFrom('contratos')
    .select(['id', 'imovel_id as imovelId'])
    .where('inquilino_id', '=', inquilinoId)
    .where('status', '=', 'Ativo')
    .orderBy('data_inicio', 'desc')
    .executeTakeFirst();
