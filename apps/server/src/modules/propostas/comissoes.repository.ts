import { randomUUID } from 'node:crypto';
import {
  CONFIGURACAO_COMISSOES_PADRAO,
  configuracaoComissoesSchema,
  type Comissao,
  type ConfiguracaoComissoes,
  type ParteComissao,
  type TipoProposta,
} from '@morada/domain';
import type { Db } from '../../db/database';

const CHAVE = 'comissoes';

/** The commission settings; the defaults until an admin saves them (or when the row is unreadable). */
export const lerConfiguracaoComissoes = async (db: Db): Promise<ConfiguracaoComissoes> => {
  const r = await db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', CHAVE)
    .executeTakeFirst();
  if (!r) return structuredClone(CONFIGURACAO_COMISSOES_PADRAO);
  try {
    const lido = configuracaoComissoesSchema.safeParse(JSON.parse(r.valor));
    return lido.success ? lido.data : structuredClone(CONFIGURACAO_COMISSOES_PADRAO);
  } catch {
    return structuredClone(CONFIGURACAO_COMISSOES_PADRAO);
  }
};

export const salvarConfiguracaoComissoes = async (db: Db, c: ConfiguracaoComissoes): Promise<void> => {
  const valor = JSON.stringify(c);
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE, valor })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor }))
    .execute();
};

/** What a proposal needs of its property: availability, rent/price and who took the listing. */
export type ImovelDaProposta = {
  id: string;
  titulo: string;
  operacao: string;
  status: string;
  precoCentavos: number;
  captadorId: string | null;
};

export const obterImovelDaProposta = async (db: Db, id: string): Promise<ImovelDaProposta | undefined> => {
  const r = await db
    .selectFrom('imoveis')
    .select(['id', 'titulo', 'operacao', 'status', 'preco_centavos', 'captador_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      id: r.id,
      titulo: r.titulo,
      operacao: r.operacao,
      status: r.status,
      precoCentavos: Number(r.preco_centavos),
      captadorId: r.captador_id,
    }
  );
};

/** Records who took a listing (his share of its commissions). */
export const definirCaptador = async (db: Db, imovelId: string, corretorId: string | null): Promise<void> => {
  await db.updateTable('imoveis').set({ captador_id: corretorId }).where('id', '=', imovelId).execute();
};

export type NovaComissao = { parte: ParteComissao; corretorId: string | null; valorCentavos: number };

/** Records a proposal's shares once: a share already there (same proposal and part) is kept as is. */
export const registrarComissoes = async (
  db: Db,
  propostaId: string,
  partes: readonly NovaComissao[],
  agora: string,
): Promise<void> => {
  if (!partes.length) return;
  await db
    .insertInto('comissoes')
    .values(
      partes.map((p) => ({
        id: randomUUID(),
        proposta_id: propostaId,
        parte: p.parte,
        corretor_id: p.corretorId,
        valor_centavos: p.valorCentavos,
        criada_em: agora,
      })),
    )
    .onConflict((oc) => oc.columns(['proposta_id', 'parte']).doNothing())
    .execute();
};

/** Commission shares, newest first: of one proposal, of one corretor, between months (YYYY-MM). */
export const listarComissoes = async (
  db: Db,
  f: {
    propostaId?: string;
    corretorId?: string | undefined;
    de?: string | undefined;
    ate?: string | undefined;
  },
): Promise<Comissao[]> => {
  let q = db
    .selectFrom('comissoes as c')
    .innerJoin('propostas as p', 'p.id', 'c.proposta_id')
    .innerJoin('imoveis as i', 'i.id', 'p.imovel_id')
    .leftJoin('usuarios as u', 'u.id', 'c.corretor_id')
    .select([
      'c.id',
      'c.proposta_id',
      'p.numero',
      'p.tipo',
      'i.titulo',
      'c.parte',
      'c.corretor_id',
      'u.nome as corretor_nome',
      'c.valor_centavos',
      'c.criada_em',
    ]);
  if (f.propostaId) q = q.where('c.proposta_id', '=', f.propostaId);
  if (f.corretorId) q = q.where('c.corretor_id', '=', f.corretorId);
  if (f.de) q = q.where('c.criada_em', '>=', `${f.de}-01`);
  if (f.ate) q = q.where('c.criada_em', '<', `${f.ate}-32`);
  const linhas = await q.orderBy('c.criada_em', 'desc').orderBy('c.parte').execute();
  return linhas.map((r) => ({
    id: r.id,
    propostaId: r.proposta_id,
    propostaNumero: r.numero,
    tipo: r.tipo as TipoProposta,
    imovelTitulo: r.titulo,
    parte: r.parte as ParteComissao,
    corretorId: r.corretor_id,
    corretorNome: r.corretor_nome,
    valorCentavos: Number(r.valor_centavos),
    criadaEm: r.criada_em,
  }));
};
