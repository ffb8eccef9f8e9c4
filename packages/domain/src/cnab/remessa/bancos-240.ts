import { campo, trocarCampos, type CampoCnab, type LayoutRegistro } from '../campos';
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

/**
 * A bank's own fields over positions de..ate of the header arquivo and, one position to the
 * right (d = 1), of the header lote, where FEBRABAN repeats the same fields.
 */
const nosHeaders = (de: number, ate: number, campos: (d: number) => CampoCnab[]) => ({
  headerArquivo: trocarCampos(HEADER_ARQUIVO_240, de, ate, campos(0)),
  headerLote: trocarCampos(HEADER_LOTE_240, de + 1, ate + 1, campos(1)),
});

/** Banco do Brasil: layout "CNAB 240 — cobrança" v. 084/043 (laravel-boleto src/Cnab/Remessa/Cnab240/Banco/Bb.php, MIT). */
const BB: Banco240 = {
  codigo: '001',
  nome: 'BANCO DO BRASIL S.A.',
  versaoArquivo: '084',
  versaoLote: '043',
  densidade: '01600',
  ...nosHeaders(33, 52, (d) => [
    campo('convenio', 'Número do convênio de cobrança', 33 + d, 41 + d, 'num'),
    campo('cobrancaCedente', 'Cobrança cedente BB', 42 + d, 45 + d, 'num', { fixo: '0014' }),
    campo('carteira', 'Número da carteira de cobrança', 46 + d, 47 + d, 'num'),
    campo('variacao', 'Variação da carteira de cobrança', 48 + d, 50 + d, 'num'),
    reservado(51 + d, 52 + d),
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
  ...nosHeaders(33, 52, (d) => [reservado(33 + d, 52 + d)]),
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

/** Itaú's account (20 positions from `de`): zero, agência, blank, zeros, conta, blank, DAC. */
const contaItau = (de: number) => [
  zeros(de, de),
  campo('agencia', 'Agência', de + 1, de + 4, 'num'),
  reservado(de + 5, de + 5),
  zeros(de + 6, de + 12),
  campo('conta', 'Conta corrente', de + 13, de + 17, 'num'),
  reservado(de + 18, de + 18),
  campo('contaDv', 'DAC da agência/conta', de + 19, de + 19, 'alfa'),
];

/** Itaú: layout "Cobrança CNAB 240" v. 040/030 (laravel-boleto Cnab240/Banco/Itau.php, MIT). */
const ITAU: Banco240 = {
  codigo: '341',
  nome: 'BANCO ITAU SA',
  versaoArquivo: '040',
  versaoLote: '030',
  densidade: '00000',
  ...nosHeaders(33, 72, (d) => [reservado(33 + d, 52 + d), ...contaItau(53 + d)]),
  segmentoP: trocarCampos(SEGMENTO_P, 18, 77, [
    ...contaItau(18),
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
  ...nosHeaders(33, 52, (d) => [campo('convenio', 'Código da empresa no banco', 33 + d, 52 + d, 'num')]),
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
