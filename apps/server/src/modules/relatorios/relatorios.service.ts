import type {
  ExtratoAnual,
  ParteExtrato,
  RelatorioInadimplencia,
  RelatorioOcupacao,
  RelatorioReceita,
} from '@morada/domain';
import {
  aplicarPercentual,
  formatCpf,
  MSG,
  paraCentavos,
  paraReais,
  percentualDe,
  taxaInadimplencia,
  taxaOcupacao,
  ultimoVencimentoEmAtraso,
  somarMesesAoMes,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { situacaoEm } from '../pagamentos';
import {
  devidoEmAtrasoPorMes,
  esperadoPorMes,
  imoveisDeLocacao,
  receitaPorMes,
  recebidosDoExtrato,
  vencidosDetalhados,
} from './relatorios.repository';

const R = MSG.adminUi.relatorios;
/** Sums centavos, then converts once: no float drift in the totals. */
const somarCentavos = <T>(lista: readonly T[], f: (x: T) => number) => lista.reduce((s, x) => s + f(x), 0);

/** Received (and, of it, multa + juros) vs expected vs the monthly goal (reais), for each month of `ano`. */
export const relatorioReceita = async (
  db: Db,
  ano: number,
  metaMensal: number,
): Promise<RelatorioReceita> => {
  const [esperado, recebido] = await Promise.all([
    esperadoPorMes(db, ano),
    receitaPorMes(db, `${ano}-01-01`, `${ano}-12-31`),
  ]);
  const doAno = [...recebido.values()];
  const meses = Array.from({ length: 12 }, (_, i) => {
    const mes = `${ano}-${String(i + 1).padStart(2, '0')}`;
    const r = paraReais(recebido.get(mes)?.recebido ?? 0);
    return {
      mes,
      esperado: paraReais(esperado.get(mes) ?? 0),
      recebido: r,
      multaJuros: paraReais(recebido.get(mes)?.multaJuros ?? 0),
      meta: metaMensal,
      percentualMeta: percentualDe(r, metaMensal),
    };
  });
  return {
    ano,
    meses,
    totais: {
      esperado: paraReais(somarCentavos([...esperado.values()], (v) => v)),
      recebido: paraReais(somarCentavos(doAno, (v) => v.recebido)),
      multaJuros: paraReais(somarCentavos(doAno, (v) => v.multaJuros)),
      meta: paraReais(paraCentavos(metaMensal) * 12),
    },
  };
};

/** How many months the delinquency report looks back on, the current one included. */
export const MESES_INADIMPLENCIA = 12;

/**
 * The delinquency rate of each month (the dashboard card's definition, month by month) from
 * `primeiroMes` to the month of `hoje`.
 */
export const inadimplenciaPorMes = async (
  db: Db,
  primeiroMes: string,
  hoje: string,
  feriadosLocais: readonly string[],
): Promise<RelatorioInadimplencia['meses']> => {
  const mesAtual = hoje.slice(0, 7);
  const porMes = await devidoEmAtrasoPorMes(
    db,
    `${primeiroMes}-01`,
    ultimoVencimentoEmAtraso(hoje, feriadosLocais),
  );
  const meses: RelatorioInadimplencia['meses'] = [];
  for (let mes = primeiroMes; mes <= mesAtual; mes = somarMesesAoMes(mes, 1)) {
    const m = porMes.get(mes) ?? { devido: 0, emAtraso: 0 };
    meses.push({
      mes,
      devido: paraReais(m.devido),
      emAtraso: paraReais(m.emAtraso),
      taxaInadimplencia: taxaInadimplencia(m.emAtraso, m.devido),
    });
  }
  return meses;
};

/**
 * As of `hoje`: the rate of each of the last twelve months, and every open payment whose prazo
 * has passed, with what is still open of it and the multa and juros due that day.
 */
export const relatorioInadimplencia = async (
  db: Db,
  hoje: string,
  feriadosLocais: readonly string[],
): Promise<RelatorioInadimplencia> => {
  const primeiroMes = somarMesesAoMes(hoje.slice(0, 7), -(MESES_INADIMPLENCIA - 1));
  const [meses, vencidos] = await Promise.all([
    inadimplenciaPorMes(db, primeiroMes, hoje, feriadosLocais),
    vencidosDetalhados(db, hoje, ultimoVencimentoEmAtraso(hoje, feriadosLocais)),
  ]);
  const abertos = vencidos.map((v) => ({ v, s: situacaoEm(v, hoje, feriadosLocais) }));
  const itens = abertos.map(({ v, s }) => ({
    pagamentoId: v.id,
    contrato: v.numero,
    inquilino: v.inquilino,
    imovel: v.imovel,
    competencia: v.competencia,
    vencimento: v.vencimento,
    diasAtraso: s.diasAtraso,
    valor: paraReais(s.principalAberto),
    multa: paraReais(s.multaAberta),
    juros: paraReais(s.jurosAberto),
    valorAtualizado: paraReais(s.totalAberto),
  }));
  return {
    dataBase: hoje,
    meses,
    itens,
    totais: {
      valor: paraReais(somarCentavos(abertos, (a) => a.s.principalAberto)),
      multa: paraReais(somarCentavos(abertos, (a) => a.s.multaAberta)),
      juros: paraReais(somarCentavos(abertos, (a) => a.s.jurosAberto)),
      valorAtualizado: paraReais(somarCentavos(abertos, (a) => a.s.totalAberto)),
    },
  };
};

/** Rental properties by status, with the occupancy rate and each one's active contract. */
export const relatorioOcupacao = async (db: Db): Promise<RelatorioOcupacao> => {
  const imoveis = (await imoveisDeLocacao(db)).map(({ aluguelCentavos, ...i }) => ({
    ...i,
    valorAluguel: aluguelCentavos === null ? null : paraReais(Number(aluguelCentavos)),
  }));
  const porStatus = new Map<string, number>();
  for (const i of imoveis) porStatus.set(i.status, (porStatus.get(i.status) ?? 0) + 1);
  return {
    taxaOcupacao: taxaOcupacao(porStatus.get('Ocupado') ?? 0, imoveis.length),
    resumo: [...porStatus].map(([status, quantidade]) => ({ status, quantidade })),
    imoveis,
  };
};

type Pessoa = ExtratoAnual['pessoas'][number];
type ContratoExtrato = Pessoa['contratos'][number];
const COMPONENTES = ['aluguel', 'condominio', 'iptu', 'outros', 'multaJuros'] as const;

/** A contract's statement summed in centavos, converted once at the end. */
const emReais = (c: ContratoExtrato): ContratoExtrato => ({
  ...c,
  meses: c.meses.map(paraReais),
  total: paraReais(c.total),
  aluguel: paraReais(c.aluguel),
  condominio: paraReais(c.condominio),
  iptu: paraReais(c.iptu),
  outros: paraReais(c.outros),
  multaJuros: paraReais(c.multaJuros),
});

/**
 * The annual statement of every tenant (everything they paid), or of every owner (the rent part
 * plus the contract's share of multa and juros: condomínio, IPTU and other charges pass through),
 * for `ano`, from the amounts received in the year.
 */
export const extratoAnual = async (db: Db, ano: number, parte: ParteExtrato): Promise<ExtratoAnual> => {
  const pessoas = new Map<string, Pessoa>();
  for (const r of await recebidosDoExtrato(db, ano, parte)) {
    const chave = r.pessoaId ?? '';
    let pessoa = pessoas.get(chave);
    if (!pessoa) {
      pessoa = {
        id: chave,
        nome: r.pessoaNome ?? R.semProprietario,
        // Formatted here: the report's screen, CSV and PDF all show it as written.
        cpf: formatCpf(r.pessoaCpf ?? ''),
        contratos: [],
        total: 0,
      };
      pessoas.set(chave, pessoa);
    }
    let c = pessoa.contratos.find((x) => x.contrato === r.numero);
    if (!c) {
      c = {
        contrato: r.numero,
        imovel: r.imovel,
        contraparte: r.contraparte ?? R.semProprietario,
        contraparteCpf: formatCpf(r.contraparteCpf ?? ''),
        meses: Array<number>(12).fill(0),
        total: 0,
        aluguel: 0,
        condominio: 0,
        iptu: 0,
        outros: 0,
        multaJuros: 0,
      };
      pessoa.contratos.push(c);
    }
    // The owner's income is the rent part plus the contract's share of multa and juros; the
    // tenant's statement is everything paid.
    const encargosDono = aplicarPercentual(r.multaJuros, r.encargosProprietarioPercentual);
    const linha = parte === 'inquilino' ? r : { ...r, multaJuros: encargosDono };
    const valor = parte === 'inquilino' ? r.valor : r.aluguel + encargosDono;
    const mes = Number(r.mes.slice(5, 7)) - 1;
    c.meses[mes] = (c.meses[mes] ?? 0) + valor;
    c.total += valor;
    pessoa.total += valor;
    for (const k of COMPONENTES) c[k] += linha[k];
  }
  return {
    ano,
    parte,
    pessoas: [...pessoas.values()].map((p) => ({
      ...p,
      contratos: p.contratos.map(emReais),
      total: paraReais(p.total),
    })),
  };
};
