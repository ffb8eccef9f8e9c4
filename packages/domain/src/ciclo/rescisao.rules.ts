import { totalComposicao, type Composicao } from '../financeiro/composicao';
import { diasEntre, diasNoMes } from '../financeiro/datas';
import { aplicarPercentual } from '../financeiro/dinheiro';

/**
 * Ending a rental (Lei 8.245): the final settlement, as pure functions over integer centavos and
 * 'YYYY-MM-DD' dates. No zod here (rescisao.schema.ts has the shapes).
 */
export const MOTIVOS_RESCISAO = [
  'fim-do-prazo',
  'pelo-locatario',
  'pelo-locador',
  'acordo',
  'despejo',
] as const;
export type MotivoRescisao = (typeof MOTIVOS_RESCISAO)[number];

/** What happens to a caução at the end: it pays the debts first, or goes back whole. */
export const DESTINOS_CAUCAO = ['abater', 'devolver'] as const;
export type DestinoCaucao = (typeof DESTINOS_CAUCAO)[number];

/** The usual clause: three rents, reduced in proportion to the time served (art. 4). */
export const MULTA_RESCISORIA_PADRAO_ALUGUEIS = 3;
export const MULTA_RESCISORIA_MAX_ALUGUEIS = 12;

export type MultaRescisoria = {
  /** Charged only when the tenant leaves before the end of the term and it was not waived. */
  aplicavel: boolean;
  dispensada: boolean;
  alugueis: number;
  diasRestantes: number;
  diasTotais: number;
  valor: number;
};

/**
 * Art. 4: a tenant who returns the property before the term pays the agreed penalty reduced in
 * proportion to the time served — rent × aluguéis × days left / days of the term, half-up once.
 * Days left run from the day after leaving to the last day of the term.
 */
export const multaRescisoria = (p: {
  dataInicio: string;
  dataFim: string;
  dataSaida: string;
  aluguel: number;
  alugueis: number;
  motivo: MotivoRescisao;
  dispensar?: boolean;
}): MultaRescisoria => {
  const diasTotais = diasEntre(p.dataInicio, p.dataFim) + 1;
  const diasRestantes = Math.max(0, Math.min(diasTotais, diasEntre(p.dataSaida, p.dataFim)));
  const devida = p.motivo === 'pelo-locatario' && diasRestantes > 0 && p.alugueis > 0;
  const dispensada = devida && Boolean(p.dispensar);
  const aplicavel = devida && !dispensada;
  const valor = aplicavel ? aplicarPercentual(p.aluguel, p.alugueis * 100, diasRestantes, diasTotais) : 0;
  return { aplicavel, dispensada, alugueis: p.alugueis, diasRestantes, diasTotais, valor };
};

export type ProRata = {
  competencia: string;
  dias: number;
  diasNoMes: number;
  composicao: Composicao;
  valor: number;
};

/**
 * The last month's rent in proportion to the days lived in it (1st to the day of leaving, both
 * included): each component of the month prorated on its own, so the composition still adds up.
 */
export const proRataMesSaida = (mensal: Composicao, dataSaida: string): ProRata => {
  const total = diasNoMes(dataSaida);
  const dias = Number(dataSaida.slice(8, 10));
  const parte = (c: number) => (dias >= total ? c : aplicarPercentual(c, 100, dias, total));
  const composicao: Composicao = {
    aluguel: parte(mensal.aluguel),
    condominio: parte(mensal.condominio),
    iptu: parte(mensal.iptu),
    outros: parte(mensal.outros),
    desconto: Math.min(parte(mensal.desconto), parte(mensal.aluguel)),
  };
  return {
    competencia: dataSaida.slice(0, 7),
    dias,
    diasNoMes: total,
    composicao,
    valor: totalComposicao(composicao),
  };
};

/** The month of leaving as the ledger has it: open (re-billed pro rata), received, or not generated. */
export type MesSaidaNoLivro =
  | { situacao: 'aberto'; pagamentoId: string }
  | { situacao: 'recebido'; pagamentoId: string; recebido: number }
  | { situacao: 'ausente' };

export type EntradaRescisao = {
  dataInicio: string;
  dataFim: string;
  dataSaida: string;
  motivo: MotivoRescisao;
  dispensarMulta?: boolean;
  /** The contract's monthly composition (aluguel, condomínio, IPTU, outros, desconto). */
  mensal: Composicao;
  multaRescisoriaAlugueis: number;
  /** Payments of months before leaving still open: what is due on the day of leaving. */
  abertos: readonly { pagamentoId: string; competencia: string; devido: number }[];
  mesSaida: MesSaidaNoLivro;
  /** The caução held, or null when the guarantee is another kind. */
  caucao: number | null;
  caucaoDestino: DestinoCaucao;
  /** Other debits (+, e.g. repairs) and credits (−) agreed at the inspection. */
  ajustes: readonly { descricao: string; valor: number }[];
};

export type CalculoRescisao = {
  abertos: EntradaRescisao['abertos'];
  totalAbertos: number;
  proRata: ProRata;
  /** Charged in the settlement: the pro rata, less what was already received of the month. */
  proRataCobrado: number;
  /** A month paid in full gives back what it paid beyond the days lived. */
  creditoMesPago: number;
  multa: MultaRescisoria;
  ajustes: EntradaRescisao['ajustes'];
  totalDebitos: number;
  caucao: { valor: number; utilizada: number; devolvida: number } | null;
  /** > 0 the tenant pays; < 0 the tenant receives. */
  saldo: number;
};

/**
 * The final settlement: open payments with their charges, the last month pro rata (or the credit
 * of a month paid in full), the art. 4 penalty, agreed adjustments, then the caução — used against
 * the debits (never beyond them) or returned whole.
 */
export const calcularRescisao = (e: EntradaRescisao): CalculoRescisao => {
  const totalAbertos = e.abertos.reduce((s, a) => s + a.devido, 0);
  const proRata = proRataMesSaida(e.mensal, e.dataSaida);
  // A month already (partly) paid: only what the days lived exceed of it is still charged.
  const proRataCobrado =
    e.mesSaida.situacao === 'recebido' ? Math.max(0, proRata.valor - e.mesSaida.recebido) : proRata.valor;
  const creditoMesPago =
    e.mesSaida.situacao === 'recebido' ? Math.max(0, e.mesSaida.recebido - proRata.valor) : 0;
  const multa = multaRescisoria({
    dataInicio: e.dataInicio,
    dataFim: e.dataFim,
    dataSaida: e.dataSaida,
    aluguel: e.mensal.aluguel,
    alugueis: e.multaRescisoriaAlugueis,
    motivo: e.motivo,
    dispensar: e.dispensarMulta,
  });
  const totalAjustes = e.ajustes.reduce((s, a) => s + a.valor, 0);
  const totalDebitos = totalAbertos + proRataCobrado + multa.valor + totalAjustes - creditoMesPago;
  let caucao: CalculoRescisao['caucao'] = null;
  let saldo = totalDebitos;
  if (e.caucao !== null && e.caucao > 0) {
    const utilizada = e.caucaoDestino === 'abater' ? Math.max(0, Math.min(e.caucao, totalDebitos)) : 0;
    caucao = { valor: e.caucao, utilizada, devolvida: e.caucao - utilizada };
    saldo = totalDebitos - e.caucao;
  }
  return {
    abertos: e.abertos,
    totalAbertos,
    proRata,
    proRataCobrado,
    creditoMesPago,
    multa,
    ajustes: e.ajustes,
    totalDebitos,
    caucao,
    saldo,
  };
};
