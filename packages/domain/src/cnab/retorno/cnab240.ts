import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { campo, dataIso, lerLinha, trocarCampos, type LayoutRegistro } from '../campos';
import { ArquivoCnabInvalido } from '../erros';
import { BANCOS_240, type Banco240 } from '../remessa/bancos-240';
import { centavos, semZeros } from './arquivo';
import { motivoOcorrencia, TIPO_MOVIMENTO_240 } from './ocorrencias';
import type { OcorrenciaRetorno, RetornoCnab } from './tipos';

const M = MSG_COBRANCA_BANCARIA.cnab;

const BANCO = campo('banco', 'Código do banco', 1, 3, 'num');
const TIPO_REGISTRO = campo('registro', 'Tipo de registro', 8, 8, 'num');

const HEADER: LayoutRegistro = [
  BANCO,
  campo('codigoArquivo', 'Código remessa/retorno', 143, 143, 'num'),
  campo('dataGeracao', 'Data de geração do arquivo', 144, 151, 'num'),
  campo('nsa', 'Número sequencial do arquivo', 158, 163, 'num', { opcional: true }),
];

/**
 * Segment T (retorno), the fields Morada reads: FEBRABAN's places, or Santander's, which moves the
 * fields from seu número to the título's value 4 positions left and those after it 5 (laravel-boleto
 * src/Cnab/Retorno/Cnab240/Banco/Santander.php, MIT).
 */
const segmentoT = (seuNumero: string, antes: number, depois: number): LayoutRegistro => [
  campo('movimento', 'Código de movimento retorno', 16, 17, 'num'),
  campo('seuNumero', seuNumero, 59 - antes, 73 - antes, 'alfa'),
  campo('vencimento', 'Data do vencimento do título', 74 - antes, 81 - antes, 'num', { opcional: true }),
  campo('valor', 'Valor nominal do título', 82 - antes, 96 - antes, 'num'),
  campo('usoEmpresa', 'Identificação do título na empresa', 106 - depois, 130 - depois, 'alfa'),
  campo('tarifa', 'Valor da tarifa/custas', 199 - depois, 213 - depois, 'num'),
  campo('motivos', 'Motivo da ocorrência', 214 - depois, 223 - depois, 'alfa'),
];

export const SEGMENTO_T_RETORNO: LayoutRegistro = segmentoT('Número do documento de cobrança', 0, 0);
export const SEGMENTO_T_RETORNO_SANTANDER: LayoutRegistro = segmentoT('Seu número', 4, 5);

export const SEGMENTO_U_RETORNO: LayoutRegistro = [
  campo('movimento', 'Código de movimento retorno', 16, 17, 'num'),
  campo('acrescimos', 'Juros/multa/encargos', 18, 32, 'num'),
  campo('desconto', 'Valor do desconto concedido', 33, 47, 'num'),
  campo('valorPago', 'Valor pago pelo pagador', 78, 92, 'num'),
  campo('dataOcorrencia', 'Data da ocorrência', 138, 145, 'num', { opcional: true }),
  campo('dataCredito', 'Data da efetivação do crédito', 146, 153, 'num', { opcional: true }),
];

const QTD_LOTE = campo('quantidade', 'Quantidade de registros do lote', 18, 23, 'num');
const QTD_ARQUIVO = campo('quantidade', 'Quantidade de registros do arquivo', 24, 29, 'num');

export const segmentoTRetorno = (banco: Banco240): LayoutRegistro => {
  const base = banco.codigo === '033' ? SEGMENTO_T_RETORNO_SANTANDER : SEGMENTO_T_RETORNO;
  const { de, ate } = banco.nossoNumeroRetorno;
  const comNossoNumero = [...base, campo('nossoNumero', 'Nosso número', de, ate, 'alfa')];
  // Itaú's seu número is 10 positions (63–72 in the remessa, 59–68 in the retorno).
  return banco.codigo === '341'
    ? trocarCampos(comNossoNumero, 59, 73, [campo('seuNumero', 'Seu número', 59, 68, 'alfa')])
    : comNossoNumero;
};

/** Agência/conta/convênio from the header, where this bank writes them. */
const identificacao = (banco: Banco240, header: string) => {
  const chaves = ['agencia', 'conta', 'convenio'];
  // Santander's retorno header puts agência and conta at 33–47 (laravel-boleto Santander.php).
  let layout: LayoutRegistro = banco.headerArquivo
    .filter((c) => chaves.includes(c.chave))
    .map((c) => ({ ...c, tipo: 'alfa' as const }));
  if (banco.codigo === '033')
    layout = [campo('agencia', 'Agência', 33, 36, 'alfa'), campo('conta', 'Conta', 38, 46, 'alfa')];
  // Caixa's layouts before 101 carry a 6-digit código do beneficiário (59–64).
  if (banco.codigo === '104' && Number(header.slice(163, 166)) < 101) {
    layout = [
      campo('agencia', 'Agência', 53, 57, 'alfa'),
      campo('convenio', 'Código do beneficiário', 59, 64, 'alfa'),
    ];
  }
  const lidos = lerLinha(layout, header, 1);
  return {
    agencia: semZeros(lidos.agencia),
    conta: semZeros(lidos.conta),
    convenio: semZeros(lidos.convenio),
  };
};

const lerOcorrencia = (
  banco: Banco240,
  t: Record<string, string>,
  u: Record<string, string>,
  linha: number,
) => {
  const codigo = t.movimento ?? '';
  const tipo = TIPO_MOVIMENTO_240[codigo] ?? 'outra';
  const natureza = ['03', '26', '30'].includes(codigo) ? 'rejeicao' : codigo === '09' ? 'baixa' : undefined;
  const ocorrencia: OcorrenciaRetorno = {
    linha,
    nossoNumero: (t.nossoNumero ?? '').trim(),
    // The remessa sends our id in both; the "uso da empresa" echo is the one every bank returns.
    seuNumero: (t.usoEmpresa ?? '').trim() || (t.seuNumero ?? '').trim(),
    tipo,
    codigo,
    valorTituloCentavos: centavos(t.valor),
    valorPagoCentavos: centavos(u.valorPago),
    jurosCentavos: centavos(u.acrescimos),
    descontoCentavos: centavos(u.desconto),
    tarifaCentavos: centavos(t.tarifa),
    dataOcorrencia: dataIso(u.dataOcorrencia ?? ''),
  };
  const motivo = motivoOcorrencia(natureza, t.motivos ?? '');
  if (motivo) ocorrencia.motivo = motivo;
  const credito = dataIso(u.dataCredito ?? '');
  if (credito) ocorrencia.dataCredito = credito;
  return ocorrencia;
};

/** Reads a CNAB 240 retorno (lines already split and width-checked). Throws ArquivoCnabInvalido. */
export const lerRetorno240 = (linhas: string[]): RetornoCnab => {
  const header = linhas[0] ?? '';
  const h = lerLinha(HEADER, header, 1);
  if (header[7] !== '0' || h.codigoArquivo !== '2') throw new ArquivoCnabInvalido(1, M.naoRetorno);
  const banco = BANCOS_240[h.banco ?? ''];
  if (!banco) throw new ArquivoCnabInvalido(1, M.bancoDesconhecido(h.banco ?? ''), BANCO.nome);
  const layoutT = segmentoTRetorno(banco);
  const ocorrencias: OcorrenciaRetorno[] = [];
  let inicioLote = 0;
  let trailer = 0;
  for (let i = 1; i < linhas.length; i++) {
    const linha = linhas[i] ?? '';
    const n = i + 1;
    if (trailer) throw new ArquivoCnabInvalido(n, M.depoisDoTrailer);
    const { banco: codigo, registro } = lerLinha([BANCO, TIPO_REGISTRO], linha, n);
    if (codigo !== banco.codigo)
      throw new ArquivoCnabInvalido(n, M.bancoDiferente(codigo ?? '', banco.codigo), BANCO.nome);
    if (registro === '1') inicioLote = n;
    else if (registro === '3') {
      const segmento = linha[13];
      if (segmento === 'U') throw new ArquivoCnabInvalido(n, M.segmentoSemPar('U', 'T'));
      if (segmento !== 'T') continue;
      const proxima = linhas[i + 1] ?? '';
      if (proxima[7] !== '3' || proxima[13] !== 'U')
        throw new ArquivoCnabInvalido(n, M.segmentoSemPar('T', 'U'));
      const bancoU = proxima.slice(0, 3);
      if (bancoU !== banco.codigo)
        throw new ArquivoCnabInvalido(n + 1, M.bancoDiferente(bancoU, banco.codigo), BANCO.nome);
      const t = lerLinha(layoutT, linha, n);
      const u = lerLinha(SEGMENTO_U_RETORNO, proxima, n + 1);
      ocorrencias.push(lerOcorrencia(banco, t, u, n));
      i++;
    } else if (registro === '5') {
      const { quantidade } = lerLinha([QTD_LOTE], linha, n);
      const contado = n - inicioLote + 1;
      if (!inicioLote || Number(quantidade) !== contado) {
        throw new ArquivoCnabInvalido(
          n,
          M.contagem(QTD_LOTE.nome, Number(quantidade), contado),
          QTD_LOTE.nome,
        );
      }
      inicioLote = 0;
    } else if (registro === '9') {
      if (inicioLote) throw new ArquivoCnabInvalido(n, M.semTrailerLote);
      const { quantidade } = lerLinha([QTD_ARQUIVO], linha, n);
      if (Number(quantidade) !== n) {
        throw new ArquivoCnabInvalido(
          n,
          M.contagem(QTD_ARQUIVO.nome, Number(quantidade), n),
          QTD_ARQUIVO.nome,
        );
      }
      trailer = n;
    } else throw new ArquivoCnabInvalido(n, M.tipoRegistro(registro ?? ''), TIPO_REGISTRO.nome);
  }
  if (!trailer) throw new ArquivoCnabInvalido(linhas.length, M.semTrailer);
  const retorno: RetornoCnab = {
    banco: banco.codigo,
    layout: 'cnab240',
    conta: identificacao(banco, header),
    dataGeracao: dataIso(h.dataGeracao ?? ''),
    ocorrencias,
  };
  if (h.nsa) retorno.numeroSequencial = Number(h.nsa);
  return retorno;
};
