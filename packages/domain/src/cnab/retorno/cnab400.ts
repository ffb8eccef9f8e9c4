import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { campo, dataIso, lerLinha, type LayoutRegistro } from '../campos';
import { ArquivoCnabInvalido } from '../erros';
import { centavos, semZeros } from './arquivo';
import { motivoOcorrencia, TIPO_OCORRENCIA_BRADESCO_400, TIPO_OCORRENCIA_ITAU_400 } from './ocorrencias';
import type { OcorrenciaRetorno, RetornoCnab, TipoOcorrenciaRetorno } from './tipos';

const M = MSG_COBRANCA_BANCARIA.cnab;

const HEADER: LayoutRegistro = [
  campo('registro', 'Identificação do registro', 1, 1, 'num'),
  campo('operacao', 'Identificação do arquivo retorno', 2, 2, 'num'),
  campo('banco', 'Código do banco', 77, 79, 'num'),
  campo('dataGeracao', 'Data da gravação do arquivo', 95, 100, 'num'),
];

/** The detalhe fields both banks put in the same place (FEBRABAN-derived CNAB 400). */
const DETALHE_COMUM: LayoutRegistro = [
  campo('usoEmpresa', 'Número de controle do participante', 38, 62, 'alfa'),
  campo('ocorrencia', 'Identificação de ocorrência', 109, 110, 'num'),
  campo('dataOcorrencia', 'Data da ocorrência', 111, 116, 'num', { opcional: true }),
  campo('seuNumero', 'Número do documento', 117, 126, 'alfa'),
  campo('vencimento', 'Data de vencimento do título', 147, 152, 'num', { opcional: true }),
  campo('valor', 'Valor do título', 153, 165, 'num'),
  campo('tarifa', 'Despesas de cobrança', 176, 188, 'num'),
  campo('desconto', 'Desconto concedido', 241, 253, 'num'),
  campo('valorPago', 'Valor pago', 254, 266, 'num'),
  campo('juros', 'Juros de mora', 267, 279, 'num'),
  campo('dataCredito', 'Data do crédito', 296, 301, 'num', { opcional: true }),
];

export interface BancoRetorno400 {
  /** Account identification in the header. */
  header: LayoutRegistro;
  detalhe: LayoutRegistro;
  tipos: Readonly<Record<string, TipoOcorrenciaRetorno>>;
  rejeicoes: readonly string[];
  baixas: readonly string[];
  /** Whether the reason codes follow FEBRABAN's table (Bradesco) or the bank's own (Itaú). */
  motivosFebraban: boolean;
}

/** Bradesco "Layout de Cobrança CNAB 400 — retorno" (brcobranca retorno/cnab400/bradesco.rb, MIT). */
const BRADESCO: BancoRetorno400 = {
  header: [campo('convenio', 'Código da empresa', 27, 46, 'alfa')],
  detalhe: [
    ...DETALHE_COMUM,
    campo('agencia', 'Agência', 25, 29, 'alfa'),
    campo('conta', 'Conta corrente', 30, 36, 'alfa'),
    campo('nossoNumero', 'Identificação do título no banco', 71, 82, 'alfa'),
    campo('motivos', 'Motivos das rejeições', 319, 328, 'alfa'),
  ],
  tipos: TIPO_OCORRENCIA_BRADESCO_400,
  rejeicoes: ['03', '24', '27', '30', '32'],
  baixas: [],
  motivosFebraban: true,
};

/** Itaú "Cobrança CNAB 400 — retorno" (brcobranca retorno/cnab400/itau.rb, MIT). */
const ITAU: BancoRetorno400 = {
  header: [
    campo('agencia', 'Agência', 27, 30, 'alfa'),
    campo('conta', 'Conta', 33, 37, 'alfa'),
    campo('nsa', 'Número sequencial do arquivo retorno', 109, 113, 'num', { opcional: true }),
  ],
  detalhe: [
    ...DETALHE_COMUM,
    campo('nossoNumero', 'Nosso número', 63, 70, 'alfa'),
    campo('motivos', 'Erros/mensagem informativa', 378, 385, 'alfa'),
  ],
  tipos: TIPO_OCORRENCIA_ITAU_400,
  rejeicoes: ['03', '15', '16', '17'],
  baixas: [],
  motivosFebraban: false,
};

export const BANCOS_RETORNO_400: Readonly<Record<string, BancoRetorno400>> = { '237': BRADESCO, '341': ITAU };

const CAMPO_BANCO = HEADER[2] as (typeof HEADER)[number];
const SEQUENCIAL = campo('sequencial', 'Número sequencial do registro', 395, 400, 'num');

/** Reads a CNAB 400 retorno of Bradesco or Itaú (lines already split and width-checked). */
export const lerRetorno400 = (linhas: string[]): RetornoCnab => {
  const header = linhas[0] ?? '';
  const h = lerLinha(HEADER, header, 1);
  if (h.registro !== '0' || h.operacao !== '2') throw new ArquivoCnabInvalido(1, M.naoRetorno);
  const banco = BANCOS_RETORNO_400[h.banco ?? ''];
  if (!banco) throw new ArquivoCnabInvalido(1, M.bancoDesconhecido(h.banco ?? ''), CAMPO_BANCO.nome);
  const ultima = linhas.length;
  if (linhas[ultima - 1]?.[0] !== '9' || ultima < 2) throw new ArquivoCnabInvalido(ultima, M.semTrailer);
  const { sequencial } = lerLinha([SEQUENCIAL], linhas[ultima - 1] ?? '', ultima);
  if (Number(sequencial) !== ultima) {
    throw new ArquivoCnabInvalido(
      ultima,
      M.contagem(SEQUENCIAL.nome, Number(sequencial), ultima),
      SEQUENCIAL.nome,
    );
  }
  const bancoTrailer = (linhas[ultima - 1] ?? '').slice(4, 7);
  if (bancoTrailer.trim() !== '' && bancoTrailer !== h.banco) {
    throw new ArquivoCnabInvalido(ultima, M.bancoDiferente(bancoTrailer, h.banco ?? ''), CAMPO_BANCO.nome);
  }
  const ocorrencias: OcorrenciaRetorno[] = [];
  let contaDetalhe: { agencia?: string; conta?: string } = {};
  for (let i = 1; i < ultima - 1; i++) {
    const linha = linhas[i] ?? '';
    const n = i + 1;
    const registro = linha[0];
    if (registro === '0' || registro === '9') throw new ArquivoCnabInvalido(n, M.tipoRegistro(registro));
    // Other record types (rateio de crédito, PIX data) carry nothing Morada books.
    if (registro !== '1') continue;
    const d = lerLinha(banco.detalhe, linha, n);
    if (ocorrencias.length === 0) contaDetalhe = { agencia: semZeros(d.agencia), conta: semZeros(d.conta) };
    const codigo = d.ocorrencia ?? '';
    const natureza = banco.rejeicoes.includes(codigo)
      ? 'rejeicao'
      : banco.baixas.includes(codigo)
        ? 'baixa'
        : undefined;
    const ocorrencia: OcorrenciaRetorno = {
      linha: n,
      nossoNumero: (d.nossoNumero ?? '').trim(),
      // The remessa sends our id in both; files from other systems may fill only the documento.
      seuNumero: (d.usoEmpresa ?? '').trim() || (d.seuNumero ?? '').trim(),
      tipo: banco.tipos[codigo] ?? 'outra',
      codigo,
      valorTituloCentavos: centavos(d.valor),
      valorPagoCentavos: centavos(d.valorPago),
      jurosCentavos: centavos(d.juros),
      descontoCentavos: centavos(d.desconto),
      tarifaCentavos: centavos(d.tarifa),
      dataOcorrencia: dataIso(d.dataOcorrencia ?? ''),
    };
    const motivo = motivoOcorrencia(natureza, d.motivos ?? '', banco.motivosFebraban);
    if (motivo) ocorrencia.motivo = motivo;
    const credito = dataIso(d.dataCredito ?? '');
    if (credito) ocorrencia.dataCredito = credito;
    ocorrencias.push(ocorrencia);
  }
  const conta = lerLinha(banco.header, header, 1);
  const retorno: RetornoCnab = {
    banco: h.banco ?? '',
    layout: 'cnab400',
    conta: {
      agencia: semZeros(conta.agencia) ?? contaDetalhe.agencia,
      conta: semZeros(conta.conta) ?? contaDetalhe.conta,
      convenio: semZeros(conta.convenio),
    },
    dataGeracao: dataIso(h.dataGeracao ?? ''),
    ocorrencias,
  };
  if (conta.nsa) retorno.numeroSequencial = Number(conta.nsa);
  return retorno;
};
