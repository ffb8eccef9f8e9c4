import { describe, expect, it } from 'vitest';
import { lacunasDoLayout } from '../campos';
import { CASOS, entradaRemessa, fatiar, linhasDe } from '../fixtures/entrada';
import { gerarRemessa } from './index';
import * as LAYOUT_400 from './layout-400';

const { DETALHE_400_BRADESCO, DETALHE_400_ITAU, HEADER_400_BRADESCO, HEADER_400_ITAU, MULTA_400_ITAU } =
  LAYOUT_400;

// Expected values worked by hand from fixtures/entrada.ts; positions from brcobranca
// lib/brcobranca/remessa/cnab400/{bradesco,itau}.rb (MIT), which follow the banks' manuals.

// Bradesco: the 237 account of fixtures/entrada.ts, in CNAB 400.
const BRADESCO = { ...CASOS['237']!, conta: { ...CASOS['237']!.conta, layout: 'cnab400' } } as const;
// Itaú: the 341 account of fixtures/entrada.ts, in CNAB 400, with its 8-digit nosso número.
const ITAU = { conta: { ...CASOS['341']!.conta, layout: 'cnab400' }, nossoNumero: '12345678' } as const;

/** Detalhe fields both banks write alike for the R$ 1.500,00 boleto of fixtures/entrada.ts. */
const ENCARGOS_E_PAGADOR = {
  emissao: '271126',
  instrucao1: '00',
  instrucao2: '00',
  juros: '0000000000050', // 1% a.m. de R$ 1.500,00 = R$ 15,00 / 30 = R$ 0,50 por dia
  dataDesconto: '000000',
  desconto: '0000000000000',
  iof: '0000000000000',
  abatimento: '0000000000000',
  tipoInscricao: '01',
  inscricao: '00012345678909',
  nome: 'JOAO DA SILVA AVILA',
};

describe('layouts CNAB 400: cada registro cobre as posições 1–400 uma vez, em ordem', () => {
  it('Bradesco e Itaú', () => {
    for (const layout of Object.values(LAYOUT_400)) {
      expect(lacunasDoLayout(layout, 400)).toEqual([]);
    }
  });
});

describe('remessa CNAB 400', () => {
  it('Bradesco: header, detalhe tipo 1 e trailer, campo a campo', () => {
    const arquivo = gerarRemessa(entradaRemessa(BRADESCO, [{}, { tipo: 'baixar' }]));
    expect(arquivo.endsWith('\r\n')).toBe(true);
    const linhas = linhasDe(arquivo);
    expect(linhas.map((l) => l.length)).toEqual([400, 400, 400, 400]);
    const [h, d, baixa, t] = linhas as [string, string, string, string];
    expect(fatiar(HEADER_400_BRADESCO, h)).toEqual({
      registro: '0',
      operacao: '1',
      literalRemessa: 'REMESSA',
      servico: '01',
      literalServico: 'COBRANCA',
      convenio: '00000000000004466911',
      nomeEmpresa: 'IMOBILIARIA EXEMPLO LTDA',
      banco: '237',
      nomeBanco: 'BRADESCO',
      dataGeracao: '271126',
      brancos1: '',
      sistema: 'MX',
      nsa: '0000007',
      brancos2: '',
      sequencial: '000001',
    });
    expect(fatiar(DETALHE_400_BRADESCO, d)).toEqual({
      registro: '1',
      debitoAgencia: '00000',
      debitoAgenciaDv: '0',
      debitoRazao: '00000',
      debitoConta: '0000000',
      debitoContaDv: '0',
      zero: '0',
      carteira: '009',
      agencia: '01234',
      conta: '0012345',
      contaDv: '6',
      usoEmpresa: 'PG-000123',
      bancoDebito: '000',
      codigoMulta: '2',
      multa: '0200', // 2,00%
      nossoNumero: '00000000012P',
      descontoDia: '0000000000',
      emissaoBoleto: '2',
      debitoAutomatico: 'N',
      operacaoBanco: '',
      rateio: '',
      avisoDebito: '2',
      brancos1: '',
      ocorrencia: '01',
      seuNumero: 'PG-000123',
      vencimento: '101226',
      valor: '0000000150000',
      bancoCobranca: '000',
      agenciaDepositaria: '00000',
      especie: '01',
      aceite: 'N',
      ...ENCARGOS_E_PAGADOR,
      endereco: 'RUA DAS FLORES, 100',
      mensagem1: '',
      cep: '01310',
      sufixoCep: '100',
      mensagem2: '',
      sequencial: '000002',
    });
    expect(fatiar(DETALHE_400_BRADESCO, baixa)).toMatchObject({ ocorrencia: '02', sequencial: '000003' });
    expect(fatiar(LAYOUT_400.TRAILER_400, t)).toEqual({ registro: '9', brancos: '', sequencial: '000004' });
  });

  it('Itaú: header, detalhe tipo 1, multa no registro tipo 2 e trailer, campo a campo', () => {
    const linhas = linhasDe(
      gerarRemessa(entradaRemessa(ITAU, [{}, { tipo: 'alterar_vencimento', vencimento: '2026-12-20' }])),
    );
    expect(linhas.map((l) => l.length)).toEqual([400, 400, 400, 400, 400]);
    const [h, d, m, alt, t] = linhas as [string, string, string, string, string];
    expect(fatiar(HEADER_400_ITAU, h)).toEqual({
      registro: '0',
      operacao: '1',
      literalRemessa: 'REMESSA',
      servico: '01',
      literalServico: 'COBRANCA',
      agencia: '1234',
      zeros: '00',
      conta: '12345',
      contaDv: '6',
      brancos1: '',
      nomeEmpresa: 'IMOBILIARIA EXEMPLO LTDA',
      banco: '341',
      nomeBanco: 'BANCO ITAU SA',
      dataGeracao: '271126',
      brancos: '',
      sequencial: '000001',
    });
    expect(fatiar(DETALHE_400_ITAU, d)).toEqual({
      registro: '1',
      tipoInscricaoEmpresa: '02',
      inscricaoEmpresa: '11222333000181',
      agencia: '1234',
      zeros1: '00',
      conta: '12345',
      contaDv: '6',
      brancos1: '',
      instrucaoAlegacao: '0000',
      usoEmpresa: 'PG-000123',
      nossoNumero: '12345678',
      quantidadeMoeda: '0000000000000',
      carteira: '109',
      usoBanco: '',
      codigoCarteira: 'I',
      ocorrencia: '01',
      seuNumero: 'PG-000123',
      vencimento: '101226',
      valor: '0000000150000',
      bancoCobranca: '341',
      agenciaCobradora: '00000',
      especie: '01',
      aceite: 'N',
      ...ENCARGOS_E_PAGADOR,
      brancos2: '',
      endereco: 'RUA DAS FLORES, 100',
      bairro: 'CENTRO',
      cepCompleto: '01310100',
      cidade: 'SAO PAULO',
      uf: 'SP',
      avalista: '',
      brancos3: '',
      dataMora: '000000',
      prazo: '00',
      brancos4: '',
      sequencial: '000002',
    });
    expect(fatiar(MULTA_400_ITAU, m)).toEqual({
      registro: '2',
      codigoMulta: '2',
      dataMulta: '11122026',
      multa: '0000000000200',
      brancos: '',
      sequencial: '000003',
    });
    expect(fatiar(DETALHE_400_ITAU, alt)).toMatchObject({
      ocorrencia: '06',
      vencimento: '201226',
      sequencial: '000004',
    });
    expect(fatiar(LAYOUT_400.TRAILER_400, t)).toEqual({ registro: '9', brancos: '', sequencial: '000005' });
  });

  it('recusa banco sem CNAB 400 na Morada e seu número maior que o campo', () => {
    expect(() => gerarRemessa(entradaRemessa({ ...ITAU, conta: { ...ITAU.conta, banco: '001' } }))).toThrow(
      'A Morada não gera remessa CNAB 400 para o banco 001',
    );
    expect(() => gerarRemessa(entradaRemessa(ITAU, [{ seuNumero: 'PG-00000000123' }]))).toThrow(
      "Campo 'Nº do documento' (posições 111–120): 'PG-00000000123' não cabe em 10 posições",
    );
  });
});
