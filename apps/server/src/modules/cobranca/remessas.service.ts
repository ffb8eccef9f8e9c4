import { randomUUID } from 'node:crypto';
import {
  contaPagavel,
  gerarRemessa,
  hojeNaAgencia,
  horaNaAgencia,
  MSG_COBRANCA_BANCARIA,
  nossoNumeroNoArquivo,
  RemessaCnabInvalida,
  seuNumeroDoPagamento,
  valorDoCodigoBarras,
  type ContaCobranca,
  type InstrucaoRemessa,
  type Remessa,
  type RemessasDaConta,
} from '@morada/domain';
import { emTransacao } from '../../db/transacao';
import type { Deps } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { getConfiguracao } from '../configuracoes';
import { obterConta, tomarNumeroRemessa } from '../contas-cobranca';
import { boletosARegistrar, contarBoletosARegistrar, marcarEnviados } from '../pagamentos';
import {
  baixasPendentes,
  contarBaixasPendentes,
  gravarInstrucoes,
  inserirRemessa,
  listarRemessas,
} from './remessas.repository';

const T = MSG_COBRANCA_BANCARIA.api;

/**
 * A write-off (código de movimento 02) names the boleto by nosso número; the bank reads no payer
 * from it, so the payer's fields go blank rather than restating data the bank already holds.
 */
const PAGADOR_DA_BAIXA: InstrucaoRemessa['pagador'] = {
  nome: '',
  documento: '',
  endereco: '',
  bairro: '',
  cep: '',
  cidade: '',
  uf: '',
};

const contaOu404 = async (deps: Deps, id: string): Promise<ContaCobranca> => {
  const conta = await obterConta(deps.db, id);
  if (!conta) throw notFound(T.contaNaoEncontrada);
  return conta;
};

/** 'remessa-341-000007.rem': the bank and the account's sequential number. */
const nomeDoArquivo = (conta: ContaCobranca, numero: number) =>
  `remessa-${conta.banco}-${String(numero).padStart(6, '0')}.rem`;

export const remessasDaConta = async (deps: Deps, contaId: string): Promise<RemessasDaConta> => {
  await contaOu404(deps, contaId);
  const [registros, baixas, remessas] = await Promise.all([
    contarBoletosARegistrar(deps.db, contaId),
    contarBaixasPendentes(deps.db, contaId),
    listarRemessas(deps.db, contaId),
  ]);
  return { pendentes: { registros, baixas }, remessas };
};

/**
 * The account's next remessa: every boleto issued on it that the bank has not received, and every
 * write-off asked since the last one. One transaction: the number taken, the file, its
 * instructions and the boletos marked 'enviado' land together or not at all, so no instruction is
 * ever in two remessas and no number is skipped by a failure.
 */
export const gerarRemessaDaConta = async (deps: Deps, contaId: string, usuarioId: string): Promise<Remessa> =>
  emTransacao(deps.db, async (trx) => {
    const conta = await contaOu404({ ...deps, db: trx }, contaId);
    if (!contaPagavel(conta)) throw conflict(T.contaNaoPagavel);
    const [registrar, baixas, config] = await Promise.all([
      boletosARegistrar(trx, contaId),
      baixasPendentes(trx, contaId),
      getConfiguracao(trx),
    ]);
    if (registrar.length === 0 && baixas.length === 0) throw conflict(T.nadaAEnviar);
    if (!config.cnpj) throw conflict(T.semCnpj);
    const agora = deps.now();
    const hoje = hojeNaAgencia(agora);
    const encargos = {
      multaPercentual: config.multaPercentual,
      jurosMensalPercentual: config.jurosMensalPercentual,
    };
    const nn = (armazenado: string) => nossoNumeroNoArquivo(conta.banco, conta.layout, armazenado);
    const registros = registrar.map((b) => ({
      id: randomUUID(),
      pagamentoId: b.pagamentoId,
      nossoNumero: b.nossoNumero,
      vencimento: b.vencimento,
      valorCentavos: valorDoCodigoBarras(b.codigoBarras),
      pagador: b.pagador,
      emissao: b.emissao,
    }));
    const instrucoes: InstrucaoRemessa[] = [
      ...registros.map((r) => ({
        tipo: 'registrar' as const,
        nossoNumero: nn(r.nossoNumero),
        seuNumero: seuNumeroDoPagamento(r.pagamentoId),
        vencimento: r.vencimento,
        valorCentavos: r.valorCentavos,
        emissao: r.emissao,
        pagador: r.pagador,
        ...encargos,
      })),
      // A write-off names the boleto the bank holds; the payer is already registered with it.
      ...baixas.map((b) => ({
        tipo: 'baixar' as const,
        nossoNumero: nn(b.nossoNumero),
        seuNumero: seuNumeroDoPagamento(b.pagamentoId),
        vencimento: b.vencimento,
        valorCentavos: b.valorCentavos,
        emissao: hoje,
        pagador: PAGADOR_DA_BAIXA,
        multaPercentual: 0,
        jurosMensalPercentual: 0,
      })),
    ];
    const numero = await tomarNumeroRemessa(trx, contaId);
    let conteudo: string;
    try {
      conteudo = gerarRemessa({
        conta,
        beneficiario: { nome: config.nome, cnpj: config.cnpj },
        numeroRemessa: numero,
        geradoEm: { data: hoje, hora: horaNaAgencia(agora) },
        instrucoes,
      });
    } catch (e) {
      // A value the bank's layout cannot hold (a bank without a remessa layout, a field too long).
      if (e instanceof RemessaCnabInvalida) throw conflict(e.message);
      throw e;
    }
    const remessa: Remessa = {
      id: randomUUID(),
      contaId,
      numero,
      nomeArquivo: nomeDoArquivo(conta, numero),
      criadoEm: agora.toISOString(),
      registros: registros.length,
      baixas: baixas.length,
    };
    await inserirRemessa(trx, { ...remessa, conteudo, usuarioId });
    await gravarInstrucoes(
      trx,
      remessa.id,
      contaId,
      remessa.criadoEm,
      registros,
      baixas.map((b) => b.id),
    );
    await marcarEnviados(
      trx,
      registros.map((r) => r.pagamentoId),
    );
    return remessa;
  });
