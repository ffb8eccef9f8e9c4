import { describe, expect, it } from 'vitest';
import { lacunasDoLayout } from '../campos';
import { CASOS, entradaRemessa, fatiar, linhasDe } from '../fixtures/entrada';
import { BANCOS_240 } from './bancos-240';
import { gerarRemessa } from './index';
import { SEGMENTO_Q, SEGMENTO_R, TRAILER_ARQUIVO_240, TRAILER_LOTE_240 } from './layout-240';

// Expected values are worked by hand from the input in fixtures/entrada.ts and the FEBRABAN
// CNAB 240 v10 positions; each bank's own positions are cited in bancos-240.ts.

describe('layouts CNAB 240: cada registro cobre as posições 1–240 uma vez, em ordem', () => {
  for (const banco of Object.values(BANCOS_240)) {
    it(banco.codigo, () => {
      for (const layout of [banco.headerArquivo, banco.headerLote, banco.segmentoP]) {
        expect(lacunasDoLayout(layout, 240)).toEqual([]);
      }
      for (const layout of [SEGMENTO_Q, SEGMENTO_R, TRAILER_LOTE_240, TRAILER_ARQUIVO_240]) {
        expect(lacunasDoLayout(layout, 240)).toEqual([]);
      }
    });
  }
});

/** Segment P fields every bank keeps where FEBRABAN puts them (positions 78–239). */
const P_COMUM = {
  vencimento: '10122026',
  valor: '000000000150000',
  agenciaCobradora: '00000',
  especie: '02',
  aceite: 'N',
  emissao: '27112026',
  codigoJuros: '2', // taxa mensal
  dataJuros: '11122026', // the day after the due date
  juros: '000000000000100', // 1,00% a.m.
  codigoDesconto: '0',
  dataDesconto: '00000000',
  desconto: '000000000000000',
  iof: '000000000000000',
  abatimento: '000000000000000',
  usoEmpresa: 'PG-000123',
  codigoProtesto: '3', // não protestar
  prazoProtesto: '00',
  codigoBaixa: '0',
  prazoBaixa: '000',
  moeda: '09',
  contrato: '0000000000',
};

describe('remessa CNAB 240: arquivo, lote e segmentos', () => {
  it('Banco do Brasil: todas as linhas, campo a campo', () => {
    const arquivo = gerarRemessa(entradaRemessa(CASOS['001']!));
    expect(arquivo.endsWith('\r\n')).toBe(true);
    const linhas = linhasDe(arquivo);
    expect(linhas.map((l) => l.length)).toEqual([240, 240, 240, 240, 240, 240, 240]);
    const bb = BANCOS_240['001']!;
    const [ha, hl, p, q, r, tl, ta] = linhas as [string, string, string, string, string, string, string];
    expect(fatiar(bb.headerArquivo, ha)).toEqual({
      banco: '001',
      lote: '0000',
      registro: '0',
      cnab1: '',
      tipoInscricao: '2',
      inscricao: '11222333000181',
      convenio: '001234567',
      cobrancaCedente: '0014',
      carteira: '17',
      variacao: '019',
      reservado51: '',
      agencia: '01234',
      agenciaDv: '5',
      conta: '000000012345',
      contaDv: '6',
      agenciaContaDv: '',
      nomeEmpresa: 'IMOBILIARIA EXEMPLO LTDA',
      nomeBanco: 'BANCO DO BRASIL S.A.',
      cnab2: '',
      codigoArquivo: '1',
      dataGeracao: '27112026',
      horaGeracao: '103000',
      nsa: '000007',
      versaoArquivo: '084',
      densidade: '01600',
      reservadoBanco: '',
      reservadoEmpresa: '',
      cnab3: '',
    });
    expect(fatiar(bb.headerLote, hl)).toEqual({
      banco: '001',
      lote: '0001',
      registro: '1',
      operacao: 'R',
      servico: '01',
      cnab1: '',
      versaoLote: '043',
      cnab2: '',
      tipoInscricao: '2',
      inscricao: '011222333000181',
      convenio: '001234567',
      cobrancaCedente: '0014',
      carteira: '17',
      variacao: '019',
      reservado52: '',
      agencia: '01234',
      agenciaDv: '5',
      conta: '000000012345',
      contaDv: '6',
      agenciaContaDv: '',
      nomeEmpresa: 'IMOBILIARIA EXEMPLO LTDA',
      mensagem1: '',
      mensagem2: '',
      nsa: '00000007',
      dataGravacao: '27112026',
      dataCredito: '00000000',
      cnab3: '',
    });
    expect(fatiar(bb.segmentoP, p)).toEqual({
      banco: '001',
      lote: '0001',
      registro: '3',
      sequencial: '00001',
      segmento: 'P',
      cnab1: '',
      movimento: '01',
      agencia: '01234',
      agenciaDv: '5',
      conta: '000000012345',
      contaDv: '6',
      agenciaContaDv: '',
      nossoNumero: '12345670000000123', // convênio de 7 dígitos + sequência de 10, alinhado à esquerda
      codigoCarteira: '7', // carteira 17
      cadastramento: '1',
      tipoDocumento: '1',
      emissaoBoleto: '2',
      distribuicao: '2',
      seuNumero: 'PG-000123',
      agenciaCobradoraDv: '',
      cnab2: '',
      ...P_COMUM,
    });
    expect(p.slice(85, 100)).toBe('000000000150000'); // Valor do título, posições 86–100
    expect(fatiar(SEGMENTO_Q, q)).toEqual({
      banco: '001',
      lote: '0001',
      registro: '3',
      sequencial: '00002',
      segmento: 'Q',
      cnab1: '',
      movimento: '01',
      tipoInscricao: '1',
      inscricao: '000012345678909',
      nome: 'JOAO DA SILVA AVILA',
      endereco: 'RUA DAS FLORES, 100',
      bairro: 'CENTRO',
      cep: '01310',
      sufixoCep: '100',
      cidade: 'SAO PAULO',
      uf: 'SP',
      tipoInscricaoAvalista: '0',
      inscricaoAvalista: '000000000000000',
      nomeAvalista: '',
      bancoCorrespondente: '000',
      nossoNumeroCorrespondente: '',
      cnab2: '',
    });
    expect(fatiar(SEGMENTO_R, r)).toEqual({
      banco: '001',
      lote: '0001',
      registro: '3',
      sequencial: '00003',
      segmento: 'R',
      cnab1: '',
      movimento: '01',
      codigoDesconto2: '0',
      dataDesconto2: '00000000',
      desconto2: '000000000000000',
      codigoDesconto3: '0',
      dataDesconto3: '00000000',
      desconto3: '000000000000000',
      codigoMulta: '2', // percentual
      dataMulta: '11122026',
      multa: '000000000000200', // 2,00%
      informacaoPagador: '',
      mensagem3: '',
      mensagem4: '',
      cnab2: '',
      ocorrenciaPagador: '00000000',
      bancoDebito: '000',
      agenciaDebito: '00000',
      agenciaDebitoDv: '',
      contaDebito: '000000000000',
      contaDebitoDv: '',
      agenciaContaDebitoDv: '',
      avisoDebito: '0',
      cnab3: '',
    });
    // Lote: header + P, Q, R + trailer = 5 records; file: 7 lines.
    expect(fatiar(TRAILER_LOTE_240, tl)).toEqual({
      banco: '001',
      lote: '0001',
      registro: '5',
      cnab1: '',
      quantidade: '000005',
      cnab2: '',
    });
    expect(fatiar(TRAILER_ARQUIVO_240, ta)).toEqual({
      banco: '001',
      lote: '9999',
      registro: '9',
      cnab1: '',
      lotes: '000001',
      quantidade: '000007',
      contas: '000000',
      cnab2: '',
    });
  });

  it('código de movimento por instrução; R só na entrada com multa; sequência e totais acompanham', () => {
    const arquivo = gerarRemessa(
      entradaRemessa(CASOS['001']!, [
        {},
        { tipo: 'alterar_vencimento', vencimento: '2026-12-20' },
        { tipo: 'alterar_valor', valorCentavos: 120_000 },
        { tipo: 'baixar' },
        { multaPercentual: 0, descontoCentavos: 5_000 },
      ]),
    );
    const linhas = linhasDe(arquivo);
    const detalhes = linhas.slice(2, -2).map((l) => `${l[13]}${l.slice(8, 13)} ${l.slice(15, 17)}`);
    expect(detalhes).toEqual([
      'P00001 01',
      'Q00002 01',
      'R00003 01',
      'P00004 06',
      'Q00005 06',
      'P00006 31',
      'Q00007 31',
      'P00008 02',
      'Q00009 02',
      'P00010 01',
      'Q00011 01',
    ]);
    const bb = BANCOS_240['001']!;
    expect(fatiar(bb.segmentoP, linhas[5]!).vencimento).toBe('20122026');
    expect(fatiar(bb.segmentoP, linhas[7]!).valor).toBe('000000000120000');
    const comDesconto = fatiar(bb.segmentoP, linhas[11]!);
    expect([comDesconto.codigoDesconto, comDesconto.dataDesconto, comDesconto.desconto]).toEqual([
      '1',
      '10122026',
      '000000000005000',
    ]);
    expect(linhas.at(-2)!.slice(17, 23)).toBe('000013');
    expect(linhas.at(-1)!.slice(23, 29)).toBe('000015');
  });
});

describe('remessa CNAB 240: o que cada banco muda', () => {
  const linhasDoBanco = (banco: string) => linhasDe(gerarRemessa(entradaRemessa(CASOS[banco]!)));
  /** The bank's header arquivo, header lote and segment P: the lines, and each read field by field. */
  const remessaDoBanco = (banco: string) => {
    const [ha, hl, p] = linhasDoBanco(banco) as [string, string, string];
    const layouts = BANCOS_240[banco]!;
    return {
      ha,
      hl,
      p,
      headerArquivo: fatiar(layouts.headerArquivo, ha),
      headerLote: fatiar(layouts.headerLote, hl),
      segmentoP: fatiar(layouts.segmentoP, p),
    };
  };
  /** Positions de..ate (1-based) of the header arquivo, and the same one position right in the header lote. */
  const nosDoisHeaders = ({ ha, hl }: { ha: string; hl: string }, de: number, ate: number) => {
    expect(hl.slice(de, ate + 1)).toBe(ha.slice(de - 1, ate));
    return ha.slice(de - 1, ate);
  };

  it('toda linha de todo banco tem 240 posições e o arquivo termina em CRLF', () => {
    for (const banco of Object.keys(CASOS)) {
      const arquivo = gerarRemessa(entradaRemessa(CASOS[banco]!));
      expect(arquivo.endsWith('\r\n')).toBe(true);
      expect(linhasDe(arquivo).every((l) => l.length === 240 && l.startsWith(banco))).toBe(true);
    }
  });

  it('Caixa (SIGCB, beneficiário de 7 dígitos): beneficiário no header e no P, nosso número de 17 em 41–57', () => {
    const r = remessaDoBanco('104');
    expect(r.ha.slice(32, 52)).toBe('0'.repeat(20));
    expect(r.headerArquivo).toMatchObject({
      agencia: '01234',
      agenciaDv: '5',
      convenio: '1234567',
      zeros66: '0000000',
      versaoArquivo: '101',
      reservadoEmpresa: 'REMESSA-PRODUCAO',
    });
    expect(r.headerLote).toMatchObject({
      versaoLote: '060',
      convenio: '1234567',
      agencia: '01234',
      zeros60: '0'.repeat(14),
    });
    expect(r.segmentoP).toMatchObject({
      agencia: '01234',
      convenio: '1234567',
      zeros31: '000000000',
      nossoNumero: '014000000000000123',
      tipoDocumento: '2',
      ...P_COMUM,
    });
    expect(r.p.slice(40, 57)).toBe('14000000000000123');
  });

  it('Santander: código de transmissão no header, conta duas vezes e nosso número de 13 no P', () => {
    const r = remessaDoBanco('033');
    expect(r.headerArquivo).toMatchObject({
      cnab1: '',
      tipoInscricao: '2',
      inscricao: '011222333000181',
      convenio: '123456789012345',
      reservado48: '',
      versaoArquivo: '040',
    });
    expect(r.headerLote).toMatchObject({
      versaoLote: '030',
      reservado34: '',
      convenio: '123456789012345',
    });
    expect(r.segmentoP).toMatchObject({
      agencia: '1234',
      agenciaDv: '5',
      conta: '012345678',
      contaDv: '9',
      'conta@33': '012345678',
      'contaDv@42': '9',
      nossoNumero: '0000000001236',
      codigoCarteira: '5', // carteira 101: cobrança simples rápida com registro
      ...P_COMUM,
    });
  });

  it('Sicoob: nosso número + parcela 01 + modalidade 01 + formulário 4 em 38–57', () => {
    const r = remessaDoBanco('756');
    expect(r.ha.slice(32, 52).trim()).toBe('');
    expect(r.ha.slice(163, 166)).toBe('081');
    expect(r.p.slice(37, 57)).toBe('0000001234' + '01' + '01' + '4' + '     ');
    expect(r.p.slice(57, 59)).toBe('10');
    expect(r.segmentoP).toMatchObject({
      agencia: '03069',
      conta: '000000012345',
      contaDv: '6',
      ...P_COMUM,
    });
  });

  it('Itaú: agência de 4 e conta de 5 com DAC, carteira + nosso número com DAC em 38–49, seu número em 63–72', () => {
    const r = remessaDoBanco('341');
    expect(nosDoisHeaders(r, 53, 72)).toBe('0' + '1234' + ' ' + '0000000' + '12345' + ' ' + '6');
    expect(r.segmentoP).toMatchObject({
      zeros18: '0',
      agencia: '1234',
      zeros24: '0000000',
      conta: '12345',
      contaDv: '6',
      carteira: '109',
      nossoNumero: '123456785',
      zeros58: '00000',
      seuNumero: 'PG-000123',
      ...P_COMUM,
    });
  });

  it('Bradesco: código da empresa em 33–52, carteira + zeros + nosso número com dígito (até P) no P', () => {
    const r = remessaDoBanco('237');
    expect(nosDoisHeaders(r, 33, 52)).toBe('00000000000004466911');
    expect(r.ha.slice(163, 171)).toBe('08401600');
    expect(r.p.slice(37, 57)).toBe('009' + '00000' + '00000000012P');
    expect(r.segmentoP).toMatchObject({
      agencia: '01234',
      agenciaDv: '5',
      conta: '000000012345',
      ...P_COMUM,
    });
  });

  it('recusa banco sem layout, remessa vazia e nosso número ou seu número maiores que o campo', () => {
    const caso = CASOS['001']!;
    expect(() => gerarRemessa(entradaRemessa({ ...caso, conta: { ...caso.conta, banco: '748' } }))).toThrow(
      'A Morada não gera remessa CNAB 240 para o banco 748',
    );
    expect(() => gerarRemessa(entradaRemessa(caso, []))).toThrow('A remessa não tem instruções');
    expect(() => gerarRemessa(entradaRemessa(caso, [{ seuNumero: 'PAGAMENTO-0000000001' }]))).toThrow(
      "Campo 'Número do documento de cobrança' (posições 63–77): 'PAGAMENTO-0000000001' não cabe em 15 posições",
    );
    expect(() => gerarRemessa(entradaRemessa(CASOS['341']!, [{ nossoNumero: '1234567890' }]))).toThrow(
      "Campo 'Nosso número com DAC' (posições 41–49): '1234567890' não cabe em 9 posições",
    );
  });
});
