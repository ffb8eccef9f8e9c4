import type { DadosRepasse } from '@morada/domain';
import type { Db } from '../../db/database';
import type { DadosRepasseTable } from '../../db/types';

type Linha = Omit<DadosRepasseTable, 'atualizado_em'>;

const paraDados = (r: Linha): DadosRepasse => ({
  documento: r.documento,
  titular: r.titular,
  banco: r.banco,
  agencia: r.agencia,
  conta: r.conta,
  chavePix: r.chave_pix,
});

const COLUNAS = ['usuario_id', 'documento', 'titular', 'banco', 'agencia', 'conta', 'chave_pix'] as const;

/** An owner's tax id and bank/PIX details, undefined until the agency records them. */
export const obterDadosRepasse = async (db: Db, usuarioId: string): Promise<DadosRepasse | undefined> => {
  const r = await db
    .selectFrom('dados_repasse')
    .select(COLUNAS)
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
  return r ? paraDados(r) : undefined;
};

/** Records (or replaces) an owner's details; `dados` already validated (documento digits only). */
export const salvarDadosRepasse = async (
  db: Db,
  usuarioId: string,
  dados: DadosRepasse,
  agora: string,
): Promise<DadosRepasse> => {
  const valores = {
    documento: dados.documento,
    titular: dados.titular,
    banco: dados.banco,
    agencia: dados.agencia,
    conta: dados.conta,
    chave_pix: dados.chavePix,
    atualizado_em: agora,
  };
  await db
    .insertInto('dados_repasse')
    .values({ usuario_id: usuarioId, ...valores })
    .onConflict((oc) => oc.column('usuario_id').doUpdateSet(valores))
    .execute();
  return (await obterDadosRepasse(db, usuarioId))!;
};

// Well under SQLite's and PostgreSQL's limits on bound parameters.
const LOTE = 500;

/**
 * The details of each owner among `usuarioIds` who has them (owners without details are absent
 * from the map), for the repasse screens that list many owners at once.
 */
export const dadosRepasseDe = async (db: Db, usuarioIds: string[]): Promise<Map<string, DadosRepasse>> => {
  const ids = [...new Set(usuarioIds)];
  const mapa = new Map<string, DadosRepasse>();
  for (let i = 0; i < ids.length; i += LOTE) {
    const linhas = await db
      .selectFrom('dados_repasse')
      .select(COLUNAS)
      .where('usuario_id', 'in', ids.slice(i, i + LOTE))
      .execute();
    for (const r of linhas) mapa.set(r.usuario_id, paraDados(r));
  }
  return mapa;
};
