import { aplicarPercentual, paraCentavos } from '../financeiro/dinheiro';

/**
 * The repasse (DESIGN §10): what the agency owes an owner from the amounts actually received.
 * Everything here is integer centavos; rounding half-up once per contract and fee.
 *
 *   repasse = aluguel recebido + the owner's share of multa/juros
 *           + condomínio/IPTU when the owner pays those bills (pass-through)
 *           − taxa de administração − taxa de intermediação − despesas paid on the owner's behalf
 */

export const STATUS_REPASSE = ['previsto', 'liberado', 'pago'] as const;
export type StatusRepasse = (typeof STATUS_REPASSE)[number];

export const MEIOS_REPASSE = ['pix', 'ted', 'deposito', 'dinheiro'] as const;
export type MeioRepasse = (typeof MEIOS_REPASSE)[number];

/** Last day a repasse may be set to, so it exists in every month. */
export const DIA_REPASSE_MAX = 28;

/** A contract's administration terms, already resolved (contract, else property, else agency). */
export type TermosAdministracao = {
  /** % of the owner's income received (rent + their share of multa/juros). */
  taxaAdministracaoPercentual: number;
  /** The fee is at least this much in a repasse with income (0 = no minimum), never above it. */
  taxaAdministracaoMinimaCentavos: number;
  /**
   * % of the first rent charged once for finding the tenant. When above zero the first rent pays
   * it instead of the administration fee (the market's usual 'primeiro aluguel' rule).
   */
  taxaIntermediacaoPercentual: number;
  /** True when the owner pays the condomínio and IPTU bills: what the tenant paid goes to them. */
  encargosRepassados: boolean;
  /** Share (%) of multa and juros received that belongs to the owner. */
  encargosProprietarioPercentual: number;
};

/** A contract's own terms as stored: null = the agency's default; the minimum in centavos. */
export type TermosDoContrato = {
  taxaAdministracaoPercentual: number | null;
  taxaAdministracaoMinima: number | null;
  taxaIntermediacaoPercentual: number | null;
  encargosRepassados: boolean;
  encargosProprietarioPercentual: number;
};

/** A property's defaults for its contracts (null = the agency's default; the minimum in centavos). */
export type TermosDoImovel = {
  taxaAdministracaoPercentual: number | null;
  taxaAdministracaoMinima: number | null;
  taxaIntermediacaoPercentual: number | null;
};

/** The agency's defaults (Configurações; the minimum in reais). */
export type PadroesAdministracao = {
  taxaAdministracaoPercentual: number;
  taxaAdministracaoMinima: number;
  taxaIntermediacaoPercentual: number;
};

/**
 * The terms a contract runs under, fee by fee: the contract's own where set, else its property's
 * default, else the agency's (Configurações). Zero is a value set, not a blank.
 */
export const resolverTermos = (
  c: TermosDoContrato,
  i: TermosDoImovel,
  p: PadroesAdministracao,
): TermosAdministracao => ({
  taxaAdministracaoPercentual:
    c.taxaAdministracaoPercentual ?? i.taxaAdministracaoPercentual ?? p.taxaAdministracaoPercentual,
  taxaAdministracaoMinimaCentavos:
    c.taxaAdministracaoMinima ?? i.taxaAdministracaoMinima ?? paraCentavos(p.taxaAdministracaoMinima),
  taxaIntermediacaoPercentual:
    c.taxaIntermediacaoPercentual ?? i.taxaIntermediacaoPercentual ?? p.taxaIntermediacaoPercentual,
  encargosRepassados: c.encargosRepassados,
  encargosProprietarioPercentual: c.encargosProprietarioPercentual,
});

/** An amount received, with how it paid each component (from the ledger's recebimentos). */
export type RecebimentoDoRepasse = {
  contratoId: string;
  aluguel: number;
  condominio: number;
  iptu: number;
  juros: number;
  multa: number;
  /** The receipt paid the contract's first month (its earliest payment). */
  primeiroAluguel: boolean;
};

export type LinhaRepasseCalculada = {
  contratoId: string;
  aluguel: number;
  encargos: number;
  repassados: number;
  taxaAdministracao: number;
  taxaIntermediacao: number;
  liquido: number;
};

export type TotaisRepasse = Omit<LinhaRepasseCalculada, 'contratoId' | 'liquido'> & {
  despesas: number;
  liquido: number;
};

export type RepasseCalculado = { linhas: LinhaRepasseCalculada[]; totais: TotaisRepasse };

const somar = (
  linhas: readonly LinhaRepasseCalculada[],
  k: keyof Omit<LinhaRepasseCalculada, 'contratoId'>,
) => linhas.reduce((s, l) => s + l[k], 0);

/**
 * One contract's line: income summed first, each fee rounded once. The minimum fee applies when
 * the repasse has income under administration, and never takes more than that income.
 */
const linhaDoContrato = (
  contratoId: string,
  recebidos: readonly RecebimentoDoRepasse[],
  t: TermosAdministracao,
): LinhaRepasseCalculada => {
  let aluguel = 0;
  let multaJuros = 0;
  let repassados = 0;
  let baseIntermediacao = 0;
  for (const r of recebidos) {
    aluguel += r.aluguel;
    multaJuros += r.multa + r.juros;
    if (t.encargosRepassados) repassados += r.condominio + r.iptu;
    if (r.primeiroAluguel && t.taxaIntermediacaoPercentual > 0) baseIntermediacao += r.aluguel;
  }
  const encargos = aplicarPercentual(multaJuros, t.encargosProprietarioPercentual);
  // The owner's share of multa and juros is income under administration, like the rent.
  const baseAdministracao = aluguel - baseIntermediacao + encargos;
  const taxaIntermediacao = Math.min(
    aplicarPercentual(baseIntermediacao, t.taxaIntermediacaoPercentual),
    baseIntermediacao,
  );
  const percentual = aplicarPercentual(baseAdministracao, t.taxaAdministracaoPercentual);
  const taxaAdministracao =
    baseAdministracao > 0
      ? Math.min(Math.max(percentual, t.taxaAdministracaoMinimaCentavos), baseAdministracao)
      : 0;
  return {
    contratoId,
    aluguel,
    encargos,
    repassados,
    taxaAdministracao,
    taxaIntermediacao,
    liquido: aluguel + encargos + repassados - taxaAdministracao - taxaIntermediacao,
  };
};

/**
 * An owner's repasse from the receipts it covers, each contract's terms and the expenses the
 * agency paid for them (centavos). Lines keep the receipts' contract order.
 */
export const calcularRepasse = (
  recebimentos: readonly RecebimentoDoRepasse[],
  termos: (contratoId: string) => TermosAdministracao,
  despesas: readonly number[] = [],
): RepasseCalculado => {
  const porContrato = new Map<string, RecebimentoDoRepasse[]>();
  for (const r of recebimentos) {
    const lista = porContrato.get(r.contratoId) ?? [];
    lista.push(r);
    porContrato.set(r.contratoId, lista);
  }
  const linhas = [...porContrato].map(([id, rs]) => linhaDoContrato(id, rs, termos(id)));
  const totalDespesas = despesas.reduce((s, d) => s + d, 0);
  return {
    linhas,
    totais: {
      aluguel: somar(linhas, 'aluguel'),
      encargos: somar(linhas, 'encargos'),
      repassados: somar(linhas, 'repassados'),
      taxaAdministracao: somar(linhas, 'taxaAdministracao'),
      taxaIntermediacao: somar(linhas, 'taxaIntermediacao'),
      despesas: totalDespesas,
      liquido: somar(linhas, 'liquido') - totalDespesas,
    },
  };
};

/**
 * previsto: nothing received yet (only rent expected); liberado: received and not paid out;
 * pago: paid. A repasse is payable only when liberado with a balance that is not negative.
 */
export const statusRepasse = (temRecebimentos: boolean, pago: boolean): StatusRepasse =>
  pago ? 'pago' : temRecebimentos ? 'liberado' : 'previsto';

/** The repasse day of month `mes` ('YYYY-MM'), as 'YYYY-MM-DD'. */
export const dataPrevistaRepasse = (mes: string, dia: number): string =>
  `${mes}-${String(Math.min(Math.max(1, dia), DIA_REPASSE_MAX)).padStart(2, '0')}`;
