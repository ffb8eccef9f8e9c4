import type { TermosDoContrato, TermosDoImovel } from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero, numeroOuNulo } from '../../lib/numeros';
import { recebimentosComImovel } from '../../db/recebimentos.repository';

/**
 * The receipts of contracts on properties with an owner, with what every owner's figure needs:
 * the components received, the contract's and the property's administration terms, and whether
 * the receipt paid the contract's first rent. The repasse and the yearly reports (informe, DIMOB)
 * start from this one query and add their own filters and columns. Money in centavos.
 */
export const consultaRecebimentosDeProprietarios = (db: Db) =>
  recebimentosComImovel(db)
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'r.id',
      'r.data',
      'i.proprietario_id',
      'c.id as contrato_id',
      'c.numero',
      'i.titulo',
      'u.nome',
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
      'i.taxa_administracao_percentual as imovel_taxa_administracao_percentual',
      'i.taxa_administracao_minima_centavos as imovel_taxa_administracao_minima_centavos',
      'i.taxa_intermediacao_percentual as imovel_taxa_intermediacao_percentual',
      // The first rent: no earlier payment of the contract that counts (one index seek, where a
      // min() over the contract's payments read them all).
      sql<number>`case when not exists (
        select 1 from pagamentos p2
        where p2.contrato_id = p.contrato_id and p2.competencia < p.competencia
          and p2.status <> 'CANCELLED') then 1 else 0 end`.as('primeiro'),
    ])
    .where('i.proprietario_id', 'is not', null);

type Linha = Awaited<ReturnType<ReturnType<typeof consultaRecebimentosDeProprietarios>['execute']>>[number];

/** A receipt of an owned property, as the repasse rules read it. */
export type RecebimentoDeProprietario = TermosDoContrato & {
  id: string;
  data: string;
  proprietarioId: string;
  contratoId: string;
  numero: string;
  imovel: string;
  inquilino: string;
  aluguel: number;
  condominio: number;
  iptu: number;
  juros: number;
  multa: number;
  /** It paid the contract's earliest payment that is not cancelled. */
  primeiroAluguel: boolean;
  /** Its property's defaults; null = the agency's default. */
  termosImovel: TermosDoImovel;
};

export const recebimentoDaLinha = (l: Linha): RecebimentoDeProprietario => ({
  id: l.id,
  data: l.data,
  proprietarioId: l.proprietario_id!,
  contratoId: l.contrato_id,
  numero: l.numero,
  imovel: l.titulo,
  inquilino: l.nome,
  aluguel: l.aluguel_centavos,
  condominio: l.condominio_centavos,
  iptu: l.iptu_centavos,
  juros: l.juros_centavos,
  multa: l.multa_centavos,
  primeiroAluguel: numero(l.primeiro) === 1,
  taxaAdministracaoPercentual: numeroOuNulo(l.taxa_administracao_percentual),
  taxaAdministracaoMinima: numeroOuNulo(l.taxa_administracao_minima_centavos),
  taxaIntermediacaoPercentual: numeroOuNulo(l.taxa_intermediacao_percentual),
  encargosRepassados: numero(l.encargos_repassados) === 1,
  encargosProprietarioPercentual: Number(l.encargos_proprietario_percentual),
  termosImovel: {
    taxaAdministracaoPercentual: numeroOuNulo(l.imovel_taxa_administracao_percentual),
    taxaAdministracaoMinima: numeroOuNulo(l.imovel_taxa_administracao_minima_centavos),
    taxaIntermediacaoPercentual: numeroOuNulo(l.imovel_taxa_intermediacao_percentual),
  },
});
