import { campo, trocarCampos, type LayoutRegistro } from '../campos';
import { HEADER_ARQUIVO_240, HEADER_LOTE_240, SEGMENTO_P } from './layout-240';
import type { ContaRemessa, RemessaEntrada } from './tipos';

type Valores = Record<string, string>;

/**
 * What one bank changes in FEBRABAN's CNAB 240: where the convênio and the account go in the
 * headers, how the nosso número fills segment P positions 38–57 (or wider), and the layout
 * versions it expects. Sources per bank are cited next to each profile; nothing here is
 * guessed from another bank.
 */
export interface Banco240 {
  codigo: string;
  nome: string;
  versaoArquivo: string;
  versaoLote: string;
  densidade: string;
  headerArquivo: LayoutRegistro;
  headerLote: LayoutRegistro;
  segmentoP: LayoutRegistro;
  /** Values of the bank's own fields (account, convênio). */
  valoresConta: (conta: ContaRemessa, entrada: RemessaEntrada) => Valores;
  /** Values of the bank's own segment P fields for a nosso número. */
  valoresNossoNumero: (nossoNumero: string, conta: ContaRemessa) => Valores;
  /** Segment T positions holding the nosso número in a retorno, as the remessa sent it. */
  nossoNumeroRetorno: { de: number; ate: number };
}

const reservado = (de: number, ate: number) =>
  campo(`reservado${de}`, 'Uso exclusivo do banco', de, ate, 'alfa');
const zeros = (de: number, ate: number) =>
  campo(`zeros${de}`, 'Uso exclusivo do banco (zeros)', de, ate, 'num');

/** Banco do Brasil: layout "CNAB 240 — cobrança" v. 084/043 (laravel-boleto src/Cnab/Remessa/Cnab240/Banco/Bb.php, MIT). */
const BB: Banco240 = {
  codigo: '001',
  nome: 'BANCO DO BRASIL S.A.',
  versaoArquivo: '084',
  versaoLote: '043',
  densidade: '01600',
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, 33, 52, [
    campo('convenio', 'Número do convênio de cobrança', 33, 41, 'num'),
    campo('cobrancaCedente', 'Cobrança cedente BB', 42, 45, 'num', { fixo: '0014' }),
    campo('carteira', 'Número da carteira de cobrança', 46, 47, 'num'),
    campo('variacao', 'Variação da carteira de cobrança', 48, 50, 'num'),
    reservado(51, 52),
  ]),
  headerLote: trocarCampos(HEADER_LOTE_240, 34, 53, [
    campo('convenio', 'Número do convênio de cobrança', 34, 42, 'num'),
    campo('cobrancaCedente', 'Cobrança cedente BB', 43, 46, 'num', { fixo: '0014' }),
    campo('carteira', 'Número da carteira de cobrança', 47, 48, 'num'),
    campo('variacao', 'Variação da carteira de cobrança', 49, 51, 'num'),
    reservado(52, 53),
  ]),
  segmentoP: trocarCampos(SEGMENTO_P, 58, 58, [campo('codigoCarteira', 'Código da carteira', 58, 58, 'num')]),
  valoresConta: (conta, entrada) => ({ variacao: entrada.variacaoCarteira ?? '' }),
  valoresNossoNumero: (nn, conta) => ({
    nossoNumero: nn,
    codigoCarteira: conta.carteira === '17' ? '7' : '1',
  }),
  nossoNumeroRetorno: { de: 38, ate: 57 },
};

/** Caixa: SIGCB, código do beneficiário of 7 digits, v. 101/060 (laravel-boleto Cnab240/Banco/Caixa.php, MIT). */
const CAIXA: Banco240 = {
  codigo: '104',
  nome: 'CAIXA ECONOMICA FEDERAL',
  versaoArquivo: '101',
  versaoLote: '060',
  densidade: '00000',
  headerArquivo: trocarCampos(trocarCampos(HEADER_ARQUIVO_240, 33, 52, [zeros(33, 52)]), 59, 72, [
    campo('convenio', 'Código do beneficiário', 59, 65, 'num'),
    zeros(66, 72),
  ]).map((c) => (c.chave === 'reservadoEmpresa' ? { ...c, fixo: 'REMESSA-PRODUCAO' } : c)),
  // Zeros where FEBRABAN puts the account (60–73).
  headerLote: trocarCampos(
    trocarCampos(HEADER_LOTE_240, 34, 53, [
      campo('convenio', 'Código do beneficiário', 34, 40, 'num'),
      zeros(41, 53),
    ]),
    60,
    73,
    [zeros(60, 73)],
  ),
  segmentoP: trocarCampos(SEGMENTO_P, 24, 57, [
    campo('convenio', 'Código do beneficiário', 24, 30, 'num'),
    zeros(31, 39),
    campo('nossoNumero', 'Nosso número (modalidade + identificação)', 40, 57, 'num'),
  ]).map((c) => (c.chave === 'tipoDocumento' ? { ...c, fixo: '2' } : c)),
  valoresConta: () => ({}),
  valoresNossoNumero: (nn) => ({ nossoNumero: nn }),
  // The retorno's segment T carries the 17 digits one position to the left (40–56), as in
  // laravel-boleto's tests/Retorno/files/cnab240/caixa.ret.
  nossoNumeroRetorno: { de: 40, ate: 56 },
};
/** Santander: layout CNAB 240 v. 040/030 (brcobranca remessa/cnab240/santander.rb, laravel-boleto Cnab240/Banco/Santander.php, MIT). */
const SANTANDER: Banco240 = {
  codigo: '033',
  nome: 'BANCO SANTANDER',
  versaoArquivo: '040',
  versaoLote: '030',
  densidade: '00000',
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, 9, 72, [
    campo('cnab1', 'Uso exclusivo FEBRABAN', 9, 16, 'alfa'),
    campo('tipoInscricao', 'Tipo de inscrição da empresa', 17, 17, 'num'),
    campo('inscricao', 'Número de inscrição da empresa', 18, 32, 'num'),
    campo('convenio', 'Código de transmissão', 33, 47, 'num'),
    reservado(48, 72),
  ]),
  headerLote: trocarCampos(HEADER_LOTE_240, 34, 73, [
    reservado(34, 53),
    campo('convenio', 'Código de transmissão', 54, 68, 'num'),
    reservado(69, 73),
  ]),
  segmentoP: trocarCampos(SEGMENTO_P, 18, 58, [
    campo('agencia', 'Agência', 18, 21, 'num'),
    campo('agenciaDv', 'Dígito da agência', 22, 22, 'alfa'),
    campo('conta', 'Conta corrente', 23, 31, 'num'),
    campo('contaDv', 'Dígito da conta', 32, 32, 'alfa'),
    campo('conta', 'Conta cobrança', 33, 41, 'num'),
    campo('contaDv', 'Dígito da conta cobrança', 42, 42, 'alfa'),
    reservado(43, 44),
    campo('nossoNumero', 'Nosso número', 45, 57, 'num'),
    campo('codigoCarteira', 'Tipo de cobrança', 58, 58, 'num'),
  ]),
  valoresConta: () => ({}),
  valoresNossoNumero: (nn, conta) => ({
    nossoNumero: nn,
    codigoCarteira: Number(conta.carteira) > 200 ? '1' : '5',
  }),
  nossoNumeroRetorno: { de: 41, ate: 53 },
};

/** Sicoob: layout CNAB 240 v. 081/040 (brcobranca remessa/cnab240/sicoob.rb, MIT). */
const SICOOB: Banco240 = {
  codigo: '756',
  nome: 'SICOOB',
  versaoArquivo: '081',
  versaoLote: '040',
  densidade: '00000',
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, 33, 52, [reservado(33, 52)]),
  headerLote: trocarCampos(HEADER_LOTE_240, 34, 53, [reservado(34, 53)]),
  segmentoP: trocarCampos(SEGMENTO_P, 38, 59, [
    campo('nossoNumero', 'Nosso número', 38, 47, 'num'),
    campo('parcela', 'Número da parcela', 48, 49, 'num', { fixo: '01' }),
    campo('modalidade', 'Modalidade', 50, 51, 'num', { fixo: '01' }),
    campo('formulario', 'Tipo de formulário', 52, 52, 'num', { fixo: '4' }),
    reservado(53, 57),
    campo('codigoCarteira', 'Código da carteira', 58, 58, 'num', { fixo: '1' }),
    campo('cadastramento', 'Forma de cadastramento do título', 59, 59, 'num', { fixo: '0' }),
  ]),
  valoresConta: () => ({}),
  valoresNossoNumero: (nn) => ({ nossoNumero: nn }),
  nossoNumeroRetorno: { de: 38, ate: 47 },
};

/** Itaú: layout "Cobrança CNAB 240" v. 040/030 (laravel-boleto Cnab240/Banco/Itau.php, MIT). */
const ITAU: Banco240 = {
  codigo: '341',
  nome: 'BANCO ITAU SA',
  versaoArquivo: '040',
  versaoLote: '030',
  densidade: '00000',
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, 33, 72, [
    reservado(33, 52),
    zeros(53, 53),
    campo('agencia', 'Agência', 54, 57, 'num'),
    reservado(58, 58),
    zeros(59, 65),
    campo('conta', 'Conta corrente', 66, 70, 'num'),
    reservado(71, 71),
    campo('contaDv', 'DAC da agência/conta', 72, 72, 'alfa'),
  ]),
  headerLote: trocarCampos(HEADER_LOTE_240, 34, 73, [
    reservado(34, 53),
    zeros(54, 54),
    campo('agencia', 'Agência', 55, 58, 'num'),
    reservado(59, 59),
    zeros(60, 66),
    campo('conta', 'Conta corrente', 67, 71, 'num'),
    reservado(72, 72),
    campo('contaDv', 'DAC da agência/conta', 73, 73, 'alfa'),
  ]),
  segmentoP: trocarCampos(SEGMENTO_P, 18, 77, [
    zeros(18, 18),
    campo('agencia', 'Agência', 19, 22, 'num'),
    reservado(23, 23),
    zeros(24, 30),
    campo('conta', 'Conta corrente', 31, 35, 'num'),
    reservado(36, 36),
    campo('contaDv', 'DAC da agência/conta', 37, 37, 'alfa'),
    campo('carteira', 'Carteira', 38, 40, 'num'),
    campo('nossoNumero', 'Nosso número com DAC', 41, 49, 'num'),
    reservado(50, 57),
    zeros(58, 62),
    campo('seuNumero', 'Seu número', 63, 72, 'alfa', { estrito: true }),
    reservado(73, 77),
  ]),
  valoresConta: () => ({}),
  valoresNossoNumero: (nn) => ({ nossoNumero: nn }),
  nossoNumeroRetorno: { de: 41, ate: 49 },
};

/** Bradesco: layout "Multipag/Cobrança CNAB 240" v. 084/042 (laravel-boleto Cnab240/Banco/Bradesco.php, MIT). */
const BRADESCO: Banco240 = {
  codigo: '237',
  nome: 'BRADESCO',
  versaoArquivo: '084',
  versaoLote: '042',
  densidade: '01600',
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, 33, 52, [
    campo('convenio', 'Código da empresa no banco', 33, 52, 'num'),
  ]),
  headerLote: trocarCampos(HEADER_LOTE_240, 34, 53, [
    campo('convenio', 'Código da empresa no banco', 34, 53, 'num'),
  ]),
  segmentoP: trocarCampos(SEGMENTO_P, 38, 57, [
    campo('carteira', 'Carteira', 38, 40, 'num'),
    zeros(41, 45),
    campo('nossoNumero', 'Nosso número com dígito', 46, 57, 'alfa', { estrito: true }),
  ]),
  valoresConta: () => ({}),
  valoresNossoNumero: (nn) => ({ nossoNumero: nn.padStart(12, '0') }),
  nossoNumeroRetorno: { de: 46, ate: 57 },
};

export const BANCOS_240: Readonly<Record<string, Banco240>> = {
  '001': BB,
  '104': CAIXA,
  '033': SANTANDER,
  '756': SICOOB,
  '341': ITAU,
  '237': BRADESCO,
};
