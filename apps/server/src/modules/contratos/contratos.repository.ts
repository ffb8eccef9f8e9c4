import {
  hojeNaAgencia,
  paraReais,
  type Contrato,
  type IndiceReajuste,
  type MotivoRescisao,
  type Perfil,
  type ReajusteDoContrato,
  type RegraReajusteNegativo,
  type StatusContrato,
  type StatusUsuario,
  somarDiasData,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { numeroOuNulo } from '../../lib/numeros';
import { likeContem } from '../../lib/texto';
import { resumoGarantia } from './garantias.repository';

const base = (db: Db) =>
  db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .leftJoin('garantias as g', 'g.contrato_id', 'c.id')
    .leftJoin('rescisoes as r', 'r.contrato_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.numero',
      'c.data_inicio',
      'c.data_fim',
      'c.aluguel_centavos',
      'c.condominio_centavos',
      'c.iptu_centavos',
      'c.outros_centavos',
      'c.desconto_centavos',
      'c.encargos_clausula',
      'c.encargos_proprietario_percentual',
      'c.dia_vencimento',
      'c.status',
      'c.observacoes',
      'c.multa_percentual',
      'c.juros_mensal_percentual',
      'c.indice_reajuste',
      'c.reajuste_percentual_fixo',
      'c.reajuste_mes_base',
      'c.reajuste_negativo',
      'c.multa_rescisoria_alugueis',
      'c.taxa_administracao_percentual',
      'c.taxa_administracao_minima_centavos',
      'c.taxa_intermediacao_percentual',
      'c.dia_repasse',
      'c.encargos_repassados',
      'g.tipo as g_tipo',
      'g.vencimento as g_vencimento',
      'r.data_saida as r_data_saida',
      'r.motivo as r_motivo',
      'r.devolucao_centavos as r_devolucao_centavos',
      'r.devolucao_data as r_devolucao_data',
      eb
        .selectFrom('aditivos as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.contrato_id', '=', 'c.id')
        .as('aditivos'),
      'u.id as u_id',
      'u.nome as u_nome',
      'u.email as u_email',
      'u.telefone as u_telefone',
      'u.cpf as u_cpf',
      'u.rg as u_rg',
      'u.perfil as u_perfil',
      'u.status as u_status',
      'i.id as i_id',
      'i.endereco as i_endereco',
      'i.cidade as i_cidade',
      'i.titulo as i_titulo',
    ]);

type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

/** The reajuste columns as the API's fields (numeric percentages are text on PostgreSQL). */
const paraReajuste = (r: {
  indice_reajuste: string;
  reajuste_percentual_fixo: number | string | null;
  reajuste_mes_base: string | null;
  reajuste_negativo: string;
}): ReajusteDoContrato => ({
  indiceReajuste: r.indice_reajuste as IndiceReajuste,
  reajustePercentualFixo:
    r.reajuste_percentual_fixo === null
      ? null
      : Math.round(Number(r.reajuste_percentual_fixo) * 10_000) / 10_000,
  reajusteMesBase: r.reajuste_mes_base,
  reajusteNegativo: r.reajuste_negativo as RegraReajusteNegativo,
});

/** A percentage column or null (double precision comes back as text on PostgreSQL). */
const percentualOuNulo = (v: number | string | null): number | null =>
  v === null ? null : Math.round(Number(v) * 10_000) / 10_000;

/** A contract's own administration terms (issue 11): null = the agency's default; reais. */
export type TermosDoContrato = {
  taxaAdministracaoPercentual: number | null;
  taxaAdministracaoMinima: number | null;
  taxaIntermediacaoPercentual: number | null;
  diaRepasse: number | null;
  encargosRepassados: boolean;
};

/** The administration terms columns as the API's fields. */
const paraTermosAdministracao = (r: {
  taxa_administracao_percentual: number | string | null;
  taxa_administracao_minima_centavos: number | null;
  taxa_intermediacao_percentual: number | string | null;
  dia_repasse: number | null;
  encargos_repassados: number;
}): TermosDoContrato => ({
  taxaAdministracaoPercentual: percentualOuNulo(r.taxa_administracao_percentual),
  taxaAdministracaoMinima:
    r.taxa_administracao_minima_centavos === null
      ? null
      : paraReais(Number(r.taxa_administracao_minima_centavos)),
  taxaIntermediacaoPercentual: percentualOuNulo(r.taxa_intermediacao_percentual),
  diaRepasse: numeroOuNulo(r.dia_repasse),
  encargosRepassados: Number(r.encargos_repassados) === 1,
});

const paraContrato = (r: Linha, hoje: string): Contrato => ({
  _id: r.id,
  numero: r.numero,
  inquilino: {
    _id: r.u_id,
    nome: r.u_nome,
    email: r.u_email,
    telefone: r.u_telefone,
    cpf: r.u_cpf,
    rg: r.u_rg,
    perfil: r.u_perfil as Perfil,
    status: r.u_status as StatusUsuario,
  },
  imovel: { _id: r.i_id, endereco: r.i_endereco, cidade: r.i_cidade, titulo: r.i_titulo },
  dataInicio: r.data_inicio,
  dataFim: r.data_fim,
  valorAluguel: paraReais(r.aluguel_centavos),
  valorCondominio: paraReais(r.condominio_centavos),
  valorIPTU: paraReais(r.iptu_centavos),
  valorOutros: paraReais(r.outros_centavos),
  valorDesconto: paraReais(r.desconto_centavos),
  diaVencimento: r.dia_vencimento,
  status: r.status as StatusContrato,
  observacoes: r.observacoes,
  multaPercentual: r.multa_percentual,
  jurosMensalPercentual: r.juros_mensal_percentual,
  encargosClausula: r.encargos_clausula === 1,
  encargosProprietarioPercentual: r.encargos_proprietario_percentual,
  ...paraReajuste(r),
  multaRescisoriaAlugueis: Number(r.multa_rescisoria_alugueis),
  garantia: resumoGarantia(r.g_tipo, r.g_vencimento, hoje),
  rescisao: r.r_data_saida
    ? {
        dataSaida: r.r_data_saida,
        motivo: r.r_motivo as MotivoRescisao,
        devolucaoPendente:
          r.r_devolucao_centavos && !r.r_devolucao_data ? paraReais(Number(r.r_devolucao_centavos)) : null,
      }
    : null,
  aditivos: Number(r.aditivos ?? 0),
  ...paraTermosAdministracao(r),
});

export type FiltroContratos = {
  busca?: string | undefined;
  status?: string | undefined;
  /** Ativo contracts ending within this many days of `hoje`, soonest end first. */
  vencendoEm?: number | undefined;
  hoje: string;
  pagina: number;
  limite: number;
};

type FiltroDeColuna = readonly ['c.status' | 'c.data_fim', '=' | '>=' | '<=', string];

/** The status filter and the "Ativo, ending within vencendoEm days of hoje" one, as comparisons on `c`. */
const filtrosDeSituacao = (f: FiltroContratos): FiltroDeColuna[] => [
  ...(f.status && f.status !== 'todos' ? [['c.status', '=', f.status] as const] : []),
  ...(f.vencendoEm
    ? ([
        ['c.status', '=', 'Ativo'],
        ['c.data_fim', '>=', f.hoje],
        ['c.data_fim', '<=', somarDiasData(f.hoje, f.vencendoEm)],
      ] as const)
    : []),
];

/** Search on número, tenant name or address (case-insensitive contains), optional status. */
export const listarContratos = async (
  db: Db,
  f: FiltroContratos,
): Promise<{ dados: Contrato[]; total: number }> => {
  let q = base(db);
  if (f.busca?.trim()) {
    const t = likeContem(f.busca);
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.numero']), 'like', t),
        eb(eb.fn('lower', ['u.nome']), 'like', t),
        eb(eb.fn('lower', ['i.endereco']), 'like', t),
      ]),
    );
  }
  const situacao = filtrosDeSituacao(f);
  for (const [coluna, op, valor] of situacao) q = q.where(coluna, op, valor);
  // Without a search the total needs no joins (tenant and property are required references): one
  // read of a contratos index instead of the joined rows.
  let contagem = f.busca?.trim() ? q.clearSelect() : db.selectFrom('contratos as c');
  if (!f.busca?.trim())
    for (const [coluna, op, valor] of situacao) contagem = contagem.where(coluna, op, valor);
  const { total } = await contagem
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const ordenada = f.vencendoEm ? q.orderBy('c.data_fim') : q.orderBy('c.created_at', 'desc');
  const linhas = await ordenada
    .orderBy('c.id')
    .limit(f.limite)
    .offset((f.pagina - 1) * f.limite)
    .execute();
  return { dados: linhas.map((l) => paraContrato(l, f.hoje)), total: Number(total) };
};

/** `hoje` (the agency's day) sets the guarantee's situation. */
export const obterContrato = async (
  db: Db,
  id: string,
  hoje: string = hojeNaAgencia(),
): Promise<Contrato | undefined> => {
  const r = await base(db).where('c.id', '=', id).executeTakeFirst();
  return r ? paraContrato(r, hoje) : undefined;
};

/** The contract's reajuste fields as stored (an update that omits them keeps them). */
export const obterReajusteDoContrato = async (
  db: Db,
  id: string,
): Promise<ReajusteDoContrato | undefined> => {
  const r = await db
    .selectFrom('contratos')
    .select(['indice_reajuste', 'reajuste_percentual_fixo', 'reajuste_mes_base', 'reajuste_negativo'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? paraReajuste(r) : undefined;
};

/** The contract's tenant (undefined when there is no such contract): who may read its payments. */
export const inquilinoDoContrato = (db: Db, id: string) =>
  db.selectFrom('contratos').select('inquilino_id').where('id', '=', id).executeTakeFirst();

/** The owner (perfil proprietario) recorded on a property, or null. */
export const donoDoImovel = async (db: Db, imovelId: string): Promise<string | null> =>
  (await db.selectFrom('imoveis').select('proprietario_id').where('id', '=', imovelId).executeTakeFirst())
    ?.proprietario_id ?? null;

/** Rental properties as the contract screen's listings (DESIGN §4). */
export const listarAnuncios = async (db: Db) => {
  const linhas = await db
    .selectFrom('imoveis')
    .select(['id', 'bairro', 'cidade', 'estado', 'andar', 'titulo', 'status'])
    .where('operacao', '=', 'Aluguel')
    .orderBy('titulo')
    .execute();
  return linhas.map((i) => ({
    _id: i.id,
    grupo: i.bairro,
    bloco: i.cidade && i.estado ? `${i.cidade}/${i.estado}` : '',
    apartamento: i.andar != null ? String(i.andar) : '',
    cidade: i.cidade,
    titulo: i.titulo,
    statusAnuncio: i.status,
  }));
};
