import type {
  AmbienteVistoria,
  EstadoItem,
  ItemVistoria,
  StatusVistoria,
  TipoMedidor,
  TipoVistoria,
  Vistoria,
} from '@morada/domain';
import type { Db } from '../../db/database';

/** The review period: a row of `configuracoes` of its own (absent = the domain's default). */
export const CHAVE_PRAZO_REVISAO = 'vistorias_prazo_revisao_dias';

/** A vistoria as the repository reads it: the domain shape plus who its parties are. */
export type VistoriaLida = Vistoria & {
  inquilinoId: string;
  inquilinoNome: string;
  inquilinoEmail: string;
  proprietarioId: string | null;
  imovelId: string;
  laudoArquivo: string | null;
};

export const urlFoto = (vistoriaId: string, fotoId: string) => `/api/vistorias/${vistoriaId}/fotos/${fotoId}`;
export const urlLaudo = (vistoriaId: string) => `/api/vistorias/${vistoriaId}/laudo.pdf`;

const cabecalhos = (db: Db) =>
  db
    .selectFrom('vistorias as v')
    .innerJoin('contratos as c', 'c.id', 'v.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .selectAll('v')
    .select([
      'c.numero as contrato_numero',
      'c.inquilino_id',
      'u.nome as inquilino_nome',
      'u.email as inquilino_email',
      'c.imovel_id',
      'i.proprietario_id',
    ]);

type Cabecalho = Awaited<ReturnType<ReturnType<typeof cabecalhos>['executeTakeFirstOrThrow']>>;

/** Rooms, items, photos, contests, meters and keys of the given vistorias, put together. */
const montar = async (db: Db, linhas: readonly Cabecalho[]): Promise<VistoriaLida[]> => {
  if (!linhas.length) return [];
  const ids = linhas.map((l) => l.id);
  const [ambientes, itens, fotos, contestacoes, medidores, chaves] = await Promise.all([
    db
      .selectFrom('vistoria_ambientes')
      .selectAll()
      .where('vistoria_id', 'in', ids)
      .orderBy('ordem')
      .execute(),
    db.selectFrom('vistoria_itens').selectAll().where('vistoria_id', 'in', ids).orderBy('ordem').execute(),
    db
      .selectFrom('vistoria_fotos')
      .select(['id', 'vistoria_id', 'item_id', 'origem'])
      .where('vistoria_id', 'in', ids)
      .orderBy('criada_em')
      .orderBy('id')
      .execute(),
    db.selectFrom('vistoria_contestacoes').selectAll().where('vistoria_id', 'in', ids).execute(),
    db.selectFrom('medidores').selectAll().where('vistoria_id', 'in', ids).orderBy('ordem').execute(),
    db.selectFrom('chaves').selectAll().where('vistoria_id', 'in', ids).orderBy('ordem').execute(),
  ]);
  const fotosDe = (itemId: string, origem: string) =>
    fotos
      .filter((f) => f.item_id === itemId && f.origem === origem)
      .map((f) => ({ id: f.id, url: urlFoto(f.vistoria_id, f.id) }));
  const item = (i: (typeof itens)[number]): ItemVistoria => {
    const ct = contestacoes.find((x) => x.item_id === i.id);
    return {
      id: i.id,
      nome: i.nome,
      ordem: i.ordem,
      estado: i.estado as EstadoItem | null,
      observacao: i.observacao,
      fotos: fotosDe(i.id, 'vistoria'),
      contestacao: ct
        ? {
            texto: ct.texto,
            fotos: fotosDe(i.id, 'contestacao'),
            em: ct.em,
            resposta:
              ct.resposta !== null
                ? { texto: ct.resposta, aceita: Boolean(ct.resposta_aceita), em: ct.respondida_em ?? '' }
                : null,
          }
        : null,
      dano:
        i.dano_centavos !== null
          ? { descricao: i.dano_descricao ?? '', valorCentavos: Number(i.dano_centavos) }
          : null,
    };
  };
  return linhas.map((l) => ({
    id: l.id,
    contratoId: l.contrato_id,
    contratoNumero: l.contrato_numero,
    tipo: l.tipo as TipoVistoria,
    status: l.status as StatusVistoria,
    vistoriadorId: l.vistoriador_id,
    vistoriadorNome: l.vistoriador_nome,
    realizadaEm: l.realizada_em,
    concluidaEm: l.concluida_em,
    prazoRevisaoAte: l.prazo_revisao_ate,
    laudo: l.laudo_arquivo ? urlLaudo(l.id) : null,
    ambientes: ambientes
      .filter((a) => a.vistoria_id === l.id)
      .map((a): AmbienteVistoria => ({
        id: a.id,
        nome: a.nome,
        ordem: a.ordem,
        itens: itens.filter((i) => i.ambiente_id === a.id).map(item),
      })),
    medidores: medidores
      .filter((m) => m.vistoria_id === l.id)
      .map((m) => ({ tipo: m.tipo as TipoMedidor, leitura: m.leitura })),
    chaves: chaves
      .filter((k) => k.vistoria_id === l.id)
      .map((k) => ({ descricao: k.descricao, quantidade: Number(k.quantidade) })),
    inquilinoId: l.inquilino_id,
    inquilinoNome: l.inquilino_nome,
    inquilinoEmail: l.inquilino_email,
    proprietarioId: l.proprietario_id,
    imovelId: l.imovel_id,
    laudoArquivo: l.laudo_arquivo,
  }));
};

export const obterVistoria = async (db: Db, id: string): Promise<VistoriaLida | undefined> =>
  (await montar(db, await cabecalhos(db).where('v.id', '=', id).execute()))[0];

/** The contract's vistoria of a type, if it has one. */
export const vistoriaDoContrato = async (
  db: Db,
  contratoId: string,
  tipo: TipoVistoria,
): Promise<VistoriaLida | undefined> =>
  (
    await montar(
      db,
      await cabecalhos(db).where('v.contrato_id', '=', contratoId).where('v.tipo', '=', tipo).execute(),
    )
  )[0];

/** The vistorias of a contract (entrada first), or the concluded ones of a tenant's contracts. */
export const listarVistorias = async (
  db: Db,
  escopo: { contratoId: string } | { inquilinoId: string },
): Promise<VistoriaLida[]> => {
  let q = cabecalhos(db);
  q =
    'contratoId' in escopo
      ? q.where('v.contrato_id', '=', escopo.contratoId)
      : q.where('c.inquilino_id', '=', escopo.inquilinoId).where('v.status', '!=', 'em_andamento');
  return montar(db, await q.orderBy('v.realizada_em').orderBy('v.tipo').execute());
};

/** The stored file behind one photo of a vistoria. */
export const arquivoDaFoto = async (
  db: Db,
  vistoriaId: string,
  fotoId: string,
): Promise<{ arquivo: string; origem: string } | undefined> =>
  db
    .selectFrom('vistoria_fotos')
    .select(['arquivo', 'origem'])
    .where('id', '=', fotoId)
    .where('vistoria_id', '=', vistoriaId)
    .executeTakeFirst();

/** The agency's review period in days (absent or unreadable: the default). */
export const diasDeRevisao = async (db: Db, padrao: number): Promise<number> => {
  const r = await db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', CHAVE_PRAZO_REVISAO)
    .executeTakeFirst();
  const n = Number(r?.valor);
  return r && Number.isInteger(n) && n >= 0 ? n : padrao;
};

/** Whether the contract exists, with its tenant (for the 404 of a new vistoria). */
export const contratoExiste = async (db: Db, id: string): Promise<boolean> =>
  Boolean(await db.selectFrom('contratos').select('id').where('id', '=', id).executeTakeFirst());

/** The concluded vistorias of a contract that have a laudo (the tenant's documents list them). */
export const laudosDoContrato = async (
  db: Db,
  contratoId: string,
): Promise<{ id: string; tipo: TipoVistoria; concluidaEm: string }[]> =>
  (
    await db
      .selectFrom('vistorias')
      .select(['id', 'tipo', 'concluida_em'])
      .where('contrato_id', '=', contratoId)
      .where('laudo_arquivo', 'is not', null)
      .where('concluida_em', 'is not', null)
      .orderBy('concluida_em')
      .execute()
  ).map((r) => ({ id: r.id, tipo: r.tipo as TipoVistoria, concluidaEm: r.concluida_em! }));
