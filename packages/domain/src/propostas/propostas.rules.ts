import type { Papel } from '../api/rota';
import { MSG_PROPOSTAS } from '../messages/propostas';

const M = MSG_PROPOSTAS.campos;

export const TIPOS_PROPOSTA = ['locacao', 'venda'] as const;
export type TipoProposta = (typeof TIPOS_PROPOSTA)[number];

export const STATUS_PROPOSTA = ['rascunho', 'enviada', 'aprovada', 'recusada', 'cancelada'] as const;
export type StatusProposta = (typeof STATUS_PROPOSTA)[number];

export const ACOES_PROPOSTA = ['editar', 'enviar', 'aprovar', 'recusar', 'cancelar'] as const;
export type AcaoProposta = (typeof ACOES_PROPOSTA)[number];

/** The agency's usual rule: the tenant earns at least this many rents (a warning, never a block). */
export const FATOR_RENDA_ALUGUEL = 3;
/** A lease's usual length (Lei 8.245, art. 46: 30 months lets the owner end it without cause). */
export const PRAZO_PADRAO_MESES = 30;

/** The parties a commission is split among. */
export const PARTES_COMISSAO = ['agencia', 'captador', 'vendedor'] as const;
export type ParteComissao = (typeof PARTES_COMISSAO)[number];
export type DivisaoComissao = Record<ParteComissao, number>;

/**
 * Commission defaults: a sale pays 6 % of its value; a lease pays 100 % of the first rent (the
 * usual "primeiro aluguel"). Split in % of the commission.
 */
export const CONFIGURACAO_COMISSOES_PADRAO = {
  percentualVenda: 6,
  percentualLocacao: 100,
  divisao: { agencia: 50, captador: 20, vendedor: 30 },
} as const satisfies { percentualVenda: number; percentualLocacao: number; divisao: DivisaoComissao };

/** Who may do what, and the status it leads to. */
const TRANSICOES: Record<
  AcaoProposta,
  { de: readonly StatusProposta[]; para: StatusProposta; papeis: readonly Papel[] }
> = {
  editar: { de: ['rascunho'], para: 'rascunho', papeis: ['corretor', 'admin'] },
  enviar: { de: ['rascunho'], para: 'enviada', papeis: ['corretor', 'admin'] },
  aprovar: { de: ['enviada'], para: 'aprovada', papeis: ['admin'] },
  recusar: { de: ['enviada'], para: 'recusada', papeis: ['admin'] },
  cancelar: { de: ['rascunho', 'enviada'], para: 'cancelada', papeis: ['corretor', 'admin'] },
};

/**
 * The status a proposal moves to when `papel` does `acao`, or null when it may not (the wrong
 * status: the server answers 409; the wrong role never reaches here, the route refuses it first).
 */
export const transicaoDaProposta = (
  status: StatusProposta,
  acao: AcaoProposta,
  papel: Papel,
): StatusProposta | null => {
  const t = TRANSICOES[acao];
  return t.de.includes(status) && t.papeis.includes(papel) ? t.para : null;
};

/** What problemasDaProposta reads: the proposal's kind and its filled parts (centavos). */
export type PropostaParaConferir = {
  tipo: TipoProposta;
  locacao?: {
    inquilino: {
      nome?: string;
      cpf?: string;
      email?: string;
      telefone?: string;
      rg?: string;
      profissao?: string;
    };
    rendaMensalCentavos?: number | null;
    valorAluguelCentavos?: number | null;
    dataInicioDesejada?: string | null;
    garantia?: unknown;
  } | null;
  venda?: {
    valorCentavos?: number | null;
    condicoes?: string;
    compradorNome?: string;
    compradorCpf?: string;
    compradorEmail?: string;
  } | null;
};

export type ProblemaProposta = { campo: string; mensagem: string; bloqueia: boolean };

const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * What keeps a proposal from being sent (`bloqueia`), and the warnings that do not: a missing
 * required field blocks; an income under FATOR_RENDA_ALUGUEL rents only warns.
 */
export const problemasDaProposta = (
  p: PropostaParaConferir,
  fator: number = FATOR_RENDA_ALUGUEL,
): ProblemaProposta[] => {
  const problemas: ProblemaProposta[] = [];
  const falta = (campo: string, valor: unknown, mensagem: string) => {
    if (vazio(valor)) problemas.push({ campo, mensagem, bloqueia: true });
  };
  if (p.tipo === 'locacao') {
    const f = p.locacao;
    if (!f) return [{ campo: 'locacao', mensagem: M.ficha, bloqueia: true }];
    falta('locacao.inquilino.nome', f.inquilino.nome, M.nome);
    falta('locacao.inquilino.cpf', f.inquilino.cpf, M.cpf);
    falta('locacao.inquilino.email', f.inquilino.email, M.email);
    falta('locacao.inquilino.telefone', f.inquilino.telefone, M.telefone);
    falta('locacao.inquilino.rg', f.inquilino.rg, M.rg);
    falta('locacao.inquilino.profissao', f.inquilino.profissao, M.profissao);
    falta('locacao.rendaMensalCentavos', f.rendaMensalCentavos, M.renda);
    falta('locacao.valorAluguelCentavos', f.valorAluguelCentavos, M.aluguel);
    falta('locacao.dataInicioDesejada', f.dataInicioDesejada, M.dataInicio);
    falta('locacao.garantia', f.garantia, M.garantia);
    const renda = f.rendaMensalCentavos;
    const aluguel = f.valorAluguelCentavos;
    if (renda != null && aluguel != null && renda < fator * aluguel) {
      problemas.push({
        campo: 'locacao.rendaMensalCentavos',
        mensagem: MSG_PROPOSTAS.avisos.rendaBaixa(fator),
        bloqueia: false,
      });
    }
    return problemas;
  }
  const v = p.venda;
  if (!v) return [{ campo: 'venda', mensagem: M.dadosVenda, bloqueia: true }];
  falta('venda.valorCentavos', v.valorCentavos, M.valorVenda);
  falta('venda.condicoes', v.condicoes, M.condicoes);
  falta('venda.compradorNome', v.compradorNome, M.nome);
  falta('venda.compradorCpf', v.compradorCpf, M.cpf);
  falta('venda.compradorEmail', v.compradorEmail, M.email);
  return problemas;
};

/** The commission's base: the sale's value, or the first rent of a lease. */
export const baseDaComissao = (p: {
  tipo: TipoProposta;
  valorVendaCentavos?: number | null;
  valorAluguelCentavos?: number | null;
}): number => (p.tipo === 'venda' ? (p.valorVendaCentavos ?? 0) : (p.valorAluguelCentavos ?? 0));

/** A percentage with up to two decimals, in hundredths of a percent (6,5 % → 650). */
const centesimos = (percentual: number) => Math.round(percentual * 100);

/**
 * Splits a commission in centavos: total = base × percentual (half-up to the centavo); captador and
 * vendedor get their share rounded down and the agency the rest, so the three add up exactly. Without
 * a captador (`temCaptador` false) his share is the agency's.
 */
export const divisaoDaComissao = ({
  valorBaseCentavos,
  percentualComissao,
  divisao,
  temCaptador = true,
}: {
  valorBaseCentavos: number;
  percentualComissao: number;
  divisao: DivisaoComissao;
  temCaptador?: boolean;
}): { totalCentavos: number } & DivisaoComissao => {
  const totalCentavos = Math.round((valorBaseCentavos * centesimos(percentualComissao)) / 10_000);
  const parte = (p: number) => Math.floor((totalCentavos * centesimos(p)) / 10_000);
  const captador = temCaptador ? parte(divisao.captador) : 0;
  const vendedor = parte(divisao.vendedor);
  return { totalCentavos, agencia: totalCentavos - captador - vendedor, captador, vendedor };
};

/** True when the split's three shares add up to 100 % (to the hundredth). */
export const divisaoSomaCem = (d: DivisaoComissao): boolean =>
  centesimos(d.agencia) + centesimos(d.captador) + centesimos(d.vendedor) === 10_000;

/** `YYYY-MM-DD` + `meses` months − 1 day: the last day of a lease of `meses` months. */
export const dataFimDoPrazo = (dataInicio: string, meses: number): string => {
  const [a, m, d] = dataInicio.split('-').map(Number) as [number, number, number];
  const alvo = new Date(Date.UTC(a, m - 1 + meses, 1));
  const ultimoDia = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  // 31/01 + 1 month: February has no 31st, so the lease ends on its last day.
  alvo.setUTCDate(Math.min(d, ultimoDia));
  if (d <= ultimoDia) alvo.setUTCDate(alvo.getUTCDate() - 1);
  return alvo.toISOString().slice(0, 10);
};
