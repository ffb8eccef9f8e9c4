import { formatCpf, MSG_FINANCEIRO, paraReais } from '@morada/domain';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes';
import { descricaoPagamento, referenciaBR, type PagamentoCobranca } from './financeiro.repository';
import { cidadeDoEndereco } from './boletos/local-provider';
import { gerarReciboPdf } from './recibo-pdf';

/** The boleto PDF of an issued payment (FEBRABAN layout, on the account it was issued on). */
export { pdfBoletoLocal } from './boletos/boleto-documento';

/** The receipt of a RECEIVED payment (the caller checks the status). */
export const pdfRecibo = async (deps: Deps, p: PagamentoCobranca): Promise<Uint8Array> => {
  const config = await getConfiguracao(deps.db);
  return gerarReciboPdf({
    emitente: { nome: config.nome, endereco: config.endereco },
    pagador: { nome: p.inquilino.nome, cpf: formatCpf(p.inquilino.cpf) },
    valorPago: p.valorPago ?? p.valor,
    dataPagamento: p.dataPagamento ?? p.vencimento,
    referencia: referenciaBR(p.competencia),
    descricao: descricaoPagamento(p),
    nossoNumero: p.nossoNumero,
    pagamentoId: p.id,
    cidade: cidadeDoEndereco(config.endereco),
    ...itensDoRecibo(p),
  });
};

/**
 * The receipt's lines (Lei 8.245 art. 22 VI: the tenant gets a receipt that discriminates what was
 * paid): each component received, the rent discount, multa and juros; components with nothing
 * received are left out.
 */
export const itensDoRecibo = (p: PagamentoCobranca) => {
  const soma = (f: (r: PagamentoCobranca['recebimentos'][number]) => number) =>
    paraReais(p.recebimentos.reduce((s, r) => s + f(r), 0));
  const C = MSG_FINANCEIRO.componentes;
  const itens = [
    { rotulo: C.aluguel, valor: soma((r) => r.aluguel_centavos) + p.desconto },
    { rotulo: C.desconto, valor: -p.desconto },
    { rotulo: C.condominio, valor: soma((r) => r.condominio_centavos) },
    { rotulo: C.iptu, valor: soma((r) => r.iptu_centavos) },
    { rotulo: C.outros, valor: soma((r) => r.outros_centavos) },
    { rotulo: C.multa, valor: soma((r) => r.multa_centavos) },
    { rotulo: C.juros, valor: soma((r) => r.juros_centavos) },
  ].filter((i) => i.valor !== 0);
  return {
    itens,
    recebimentos: p.recebimentos.map((r) => ({
      data: r.data,
      meio: MSG_FINANCEIRO.meios[r.meio as keyof typeof MSG_FINANCEIRO.meios] ?? r.meio,
      valor: paraReais(r.valor_centavos),
    })),
  };
};
