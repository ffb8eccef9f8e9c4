import type {
  ExtratoAnual,
  ParteExtrato,
  RelatorioInadimplencia,
  RelatorioOcupacao,
  RelatorioReceita,
} from '@morada/domain';
import { MSG } from '@morada/domain';
import type { Db } from '../../db/database';
import { diasDeAtraso } from '../../lib/multa-juros';
import { percentual, reais } from '../../lib/numeros';
import { paraPagamento } from '../pagamentos/pagamentos.repository';
import {
  esperadoPorMes,
  imoveisDeLocacao,
  pagamentosDoExtrato,
  recebidoPorMes,
  vencidosDetalhados,
} from './relatorios.repository';

const R = MSG.adminUi.relatorios;
const somar = <T>(lista: readonly T[], f: (x: T) => number) => reais(lista.reduce((s, x) => s + f(x), 0));

/** Received vs expected vs the monthly goal, for each month of `ano`. */
export const relatorioReceita = async (
  db: Db,
  ano: number,
  metaMensal: number,
): Promise<RelatorioReceita> => {
  const [esperado, recebido] = await Promise.all([esperadoPorMes(db, ano), recebidoPorMes(db, ano)]);
  const meses = Array.from({ length: 12 }, (_, i) => {
    const mes = `${ano}-${String(i + 1).padStart(2, '0')}`;
    const r = reais(recebido.get(mes) ?? 0);
    return {
      mes,
      esperado: reais(esperado.get(mes) ?? 0),
      recebido: r,
      meta: metaMensal,
      percentualMeta: percentual(r, metaMensal),
    };
  });
  return {
    ano,
    meses,
    totais: {
      esperado: somar(meses, (m) => m.esperado),
      recebido: somar(meses, (m) => m.recebido),
      meta: reais(metaMensal * 12),
    },
  };
};

/** Every open payment past due as of `hoje`, with multa and juros as of that day. */
export const relatorioInadimplencia = async (db: Db, hoje: string): Promise<RelatorioInadimplencia> => {
  const itens = (await vencidosDetalhados(db, hoje)).map((v) => {
    const p = paraPagamento(v, hoje);
    return {
      pagamentoId: v.id,
      contrato: v.numero,
      inquilino: v.inquilino,
      imovel: v.imovel,
      competencia: v.competencia,
      vencimento: v.vencimento,
      diasAtraso: diasDeAtraso(v.vencimento, hoje),
      valor: p.valor,
      multa: p.multa,
      juros: p.juros,
      valorAtualizado: p.valorAtualizado,
    };
  });
  return {
    dataBase: hoje,
    itens,
    totais: {
      valor: somar(itens, (i) => i.valor),
      multa: somar(itens, (i) => i.multa),
      juros: somar(itens, (i) => i.juros),
      valorAtualizado: somar(itens, (i) => i.valorAtualizado),
    },
  };
};

/** Rental properties by status, with the occupancy rate and each one's active contract. */
export const relatorioOcupacao = async (db: Db): Promise<RelatorioOcupacao> => {
  const imoveis = (await imoveisDeLocacao(db)).map((i) => ({
    ...i,
    valorAluguel: i.valorAluguel === null ? null : Number(i.valorAluguel),
  }));
  const porStatus = new Map<string, number>();
  for (const i of imoveis) porStatus.set(i.status, (porStatus.get(i.status) ?? 0) + 1);
  return {
    taxaOcupacao: percentual(porStatus.get('Ocupado') ?? 0, imoveis.length),
    resumo: [...porStatus].map(([status, quantidade]) => ({ status, quantidade })),
    imoveis,
  };
};

/** The annual rent statement of every tenant, or of every owner, for `ano`. */
export const extratoAnual = async (db: Db, ano: number, parte: ParteExtrato): Promise<ExtratoAnual> => {
  const pessoas = new Map<string, ExtratoAnual['pessoas'][number]>();
  for (const p of await pagamentosDoExtrato(db, ano, parte)) {
    const chave = p.pessoaId ?? '';
    let pessoa = pessoas.get(chave);
    if (!pessoa) {
      pessoa = {
        id: chave,
        nome: p.pessoaNome ?? R.semProprietario,
        cpf: p.pessoaCpf ?? '',
        contratos: [],
        total: 0,
      };
      pessoas.set(chave, pessoa);
    }
    let contrato = pessoa.contratos.find((c) => c.contrato === p.numero);
    if (!contrato) {
      contrato = {
        contrato: p.numero,
        imovel: p.imovel,
        contraparte: p.contraparte ?? R.semProprietario,
        contraparteCpf: p.contraparteCpf ?? '',
        meses: Array<number>(12).fill(0),
        total: 0,
      };
      pessoa.contratos.push(contrato);
    }
    const mes = Number(p.dataPagamento.slice(5, 7)) - 1;
    contrato.meses[mes] = reais((contrato.meses[mes] ?? 0) + p.valor);
    contrato.total = reais(contrato.total + p.valor);
    pessoa.total = reais(pessoa.total + p.valor);
  }
  return { ano, parte, pessoas: [...pessoas.values()] };
};
