import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero } from '../../lib/numeros';

/** Money in this file is integer centavos. */

/** A receipt of the year on a property with an owner, with what the yearly reports need. */
export type RecebimentoDoAno = {
  /** 1..12, the month the tenant paid (income counts when received: IN SRF 15/2001 art. 12). */
  mes: number;
  contratoId: string;
  numero: string;
  dataInicio: string;
  proprietarioId: string;
  proprietarioNome: string;
  /** The owner's CPF or CNPJ from their repasse details, else their CPF on the account. */
  proprietarioDocumento: string;
  inquilinoNome: string;
  inquilinoDocumento: string;
  imovel: { titulo: string; endereco: string; cidade: string; estado: string };
  aluguel: number;
  condominio: number;
  iptu: number;
  juros: number;
  multa: number;
  primeiroAluguel: boolean;
  taxaAdministracaoPercentual: number | null;
  taxaAdministracaoMinima: number | null;
  taxaIntermediacaoPercentual: number | null;
  encargosRepassados: boolean;
  encargosProprietarioPercentual: number;
};

const talvez = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Every receipt dated in `ano` on owned properties (optionally one owner's), by contract and date. */
export const recebimentosDoAno = async (
  db: Db,
  ano: number,
  proprietarioId?: string,
): Promise<RecebimentoDoAno[]> => {
  let q = db
    .selectFrom('recebimentos as r')
    .innerJoin('pagamentos as p', 'p.id', 'r.pagamento_id')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .innerJoin('usuarios as t', 't.id', 'c.inquilino_id')
    .innerJoin('usuarios as o', 'o.id', 'i.proprietario_id')
    .leftJoin('dados_repasse as d', 'd.usuario_id', 'o.id')
    .select([
      'r.data',
      'c.id as contrato_id',
      'c.numero',
      'c.data_inicio',
      'o.id as proprietario_id',
      'o.nome as proprietario_nome',
      'o.cpf as proprietario_cpf',
      'd.documento as proprietario_documento',
      't.nome as inquilino_nome',
      't.cpf as inquilino_cpf',
      'i.titulo',
      'i.endereco',
      'i.cidade',
      'i.estado',
      'r.aluguel_centavos',
      'r.condominio_centavos',
      'r.iptu_centavos',
      'r.juros_centavos',
      'r.multa_centavos',
      'c.taxa_administracao_percentual',
      'c.taxa_administracao_minima_centavos',
      'c.taxa_intermediacao_percentual',
      'c.encargos_repassados',
      'c.encargos_proprietario_percentual',
      sql<number>`case when p.competencia = (
        select min(p2.competencia) from pagamentos p2
        where p2.contrato_id = p.contrato_id and p2.status <> 'CANCELLED') then 1 else 0 end`.as('primeiro'),
    ])
    .where('r.data', '>=', `${ano}-01-01`)
    .where('r.data', '<=', `${ano}-12-31`);
  if (proprietarioId) q = q.where('i.proprietario_id', '=', proprietarioId);
  const linhas = await q.orderBy('c.numero').orderBy('c.id').orderBy('r.data').orderBy('r.id').execute();
  return linhas.map((l) => ({
    mes: Number(l.data.slice(5, 7)),
    contratoId: l.contrato_id,
    numero: l.numero,
    dataInicio: l.data_inicio,
    proprietarioId: l.proprietario_id,
    proprietarioNome: l.proprietario_nome,
    proprietarioDocumento: (l.proprietario_documento ?? l.proprietario_cpf).replace(/\D/g, ''),
    inquilinoNome: l.inquilino_nome,
    inquilinoDocumento: l.inquilino_cpf.replace(/\D/g, ''),
    imovel: { titulo: l.titulo, endereco: l.endereco, cidade: l.cidade, estado: l.estado },
    aluguel: l.aluguel_centavos,
    condominio: l.condominio_centavos,
    iptu: l.iptu_centavos,
    juros: l.juros_centavos,
    multa: l.multa_centavos,
    primeiroAluguel: numero(l.primeiro) === 1,
    taxaAdministracaoPercentual: talvez(l.taxa_administracao_percentual),
    taxaAdministracaoMinima: talvez(l.taxa_administracao_minima_centavos),
    taxaIntermediacaoPercentual: talvez(l.taxa_intermediacao_percentual),
    encargosRepassados: numero(l.encargos_repassados) === 1,
    encargosProprietarioPercentual: Number(l.encargos_proprietario_percentual),
  }));
};

/** An owner's name and tax id (repasse details first), or undefined when not a proprietario. */
export const proprietarioDoInforme = async (db: Db, id: string) => {
  const l = await db
    .selectFrom('usuarios as o')
    .leftJoin('dados_repasse as d', 'd.usuario_id', 'o.id')
    .select(['o.id', 'o.nome', 'o.cpf', 'd.documento'])
    .where('o.id', '=', id)
    .where('o.perfil', '=', 'proprietario')
    .executeTakeFirst();
  return l && { _id: l.id, nome: l.nome, documento: (l.documento ?? l.cpf).replace(/\D/g, '') };
};
