import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { dataCnab, diaSeguinte, escreverLinha, percentualCnab } from '../campos';
import { RemessaCnabInvalida } from '../erros';
import { BANCOS_240, type Banco240 } from './bancos-240';
import { SEGMENTO_Q, SEGMENTO_R, TRAILER_ARQUIVO_240, TRAILER_LOTE_240 } from './layout-240';
import {
  CODIGO_MOVIMENTO_REMESSA,
  soDigitos,
  tipoInscricao,
  type InstrucaoRemessa,
  type RemessaEntrada,
} from './tipos';

const M = MSG_COBRANCA_BANCARIA.cnab;

/** Segment R goes with a new boleto that carries a multa (FEBRABAN puts multa only in R). */
const levaSegmentoR = (i: InstrucaoRemessa): boolean => i.tipo === 'registrar' && i.multaPercentual > 0;

const valoresComuns = (banco: Banco240, e: RemessaEntrada): Record<string, string> => ({
  banco: banco.codigo,
  nomeBanco: banco.nome,
  tipoInscricao: tipoInscricao(e.beneficiario.cnpj),
  inscricao: soDigitos(e.beneficiario.cnpj),
  convenio: e.conta.convenio,
  carteira: e.conta.carteira,
  agencia: e.conta.agencia,
  agenciaDv: e.conta.agenciaDv,
  conta: e.conta.conta,
  contaDv: e.conta.contaDv,
  nomeEmpresa: e.beneficiario.nome,
  dataGeracao: dataCnab(e.geradoEm.data),
  horaGeracao: soDigitos(e.geradoEm.hora).padEnd(6, '0'),
  dataGravacao: dataCnab(e.geradoEm.data),
  nsa: String(e.numeroRemessa),
  versaoArquivo: banco.versaoArquivo,
  versaoLote: banco.versaoLote,
  densidade: banco.densidade,
  ...banco.valoresConta(e.conta, e),
});

const valoresTitulo = (banco: Banco240, e: RemessaEntrada, i: InstrucaoRemessa): Record<string, string> => {
  const cep = soDigitos(i.pagador.cep).padStart(8, '0');
  const desconto = i.descontoCentavos ?? 0;
  return {
    movimento: CODIGO_MOVIMENTO_REMESSA[i.tipo],
    ...banco.valoresNossoNumero(i.nossoNumero, e.conta),
    seuNumero: i.seuNumero,
    usoEmpresa: i.seuNumero,
    vencimento: dataCnab(i.vencimento),
    valor: String(i.valorCentavos),
    emissao: dataCnab(i.emissao),
    // Juros: '2' = taxa mensal, from the day after the due date; '3' = isento.
    codigoJuros: i.jurosMensalPercentual > 0 ? '2' : '3',
    dataJuros: i.jurosMensalPercentual > 0 ? dataCnab(diaSeguinte(i.vencimento)) : '',
    juros: percentualCnab(i.jurosMensalPercentual),
    // Desconto: '1' = valor fixo até a data informada (the due date); '0' = sem desconto.
    codigoDesconto: desconto > 0 ? '1' : '0',
    dataDesconto: desconto > 0 ? dataCnab(i.vencimento) : '',
    desconto: String(desconto),
    // Pagador.
    tipoInscricao: tipoInscricao(i.pagador.documento),
    inscricao: soDigitos(i.pagador.documento),
    nome: i.pagador.nome,
    endereco: i.pagador.endereco,
    bairro: i.pagador.bairro,
    cep: cep.slice(0, 5),
    sufixoCep: cep.slice(5, 8),
    cidade: i.pagador.cidade,
    uf: i.pagador.uf,
    // Multa: '2' = percentual, from the day after the due date.
    codigoMulta: i.multaPercentual > 0 ? '2' : '0',
    dataMulta: i.multaPercentual > 0 ? dataCnab(diaSeguinte(i.vencimento)) : '',
    multa: percentualCnab(i.multaPercentual),
  };
};

/**
 * CNAB 240 remessa (FEBRABAN v10 with the bank's differences): header de arquivo, one lote with
 * segments P + Q (+ R when a new boleto has multa) per instrução, trailers. Lines of exactly 240
 * characters joined by CRLF, with a final CRLF.
 */
export const gerarRemessa240 = (e: RemessaEntrada): string => {
  const banco = BANCOS_240[e.conta.banco];
  if (!banco) throw new RemessaCnabInvalida(M.remessaBancoSemLayout(e.conta.banco, 'cnab240'));
  if (e.instrucoes.length === 0) throw new RemessaCnabInvalida(M.remessaSemInstrucoes);
  const comuns = valoresComuns(banco, e);
  const linhas = [escreverLinha(banco.headerArquivo, comuns), escreverLinha(banco.headerLote, comuns)];
  let sequencial = 0;
  for (const i of e.instrucoes) {
    const titulo = { ...comuns, ...valoresTitulo(banco, e, i) };
    linhas.push(escreverLinha(banco.segmentoP, { ...titulo, sequencial: String(++sequencial) }));
    linhas.push(escreverLinha(SEGMENTO_Q, { ...titulo, sequencial: String(++sequencial) }));
    if (levaSegmentoR(i))
      linhas.push(escreverLinha(SEGMENTO_R, { ...titulo, sequencial: String(++sequencial) }));
  }
  // Records of the lote: its header, the segments and its trailer.
  linhas.push(escreverLinha(TRAILER_LOTE_240, { ...comuns, quantidade: String(sequencial + 2) }));
  linhas.push(
    escreverLinha(TRAILER_ARQUIVO_240, { ...comuns, lotes: '1', quantidade: String(linhas.length + 1) }),
  );
  return `${linhas.join('\r\n')}\r\n`;
};
