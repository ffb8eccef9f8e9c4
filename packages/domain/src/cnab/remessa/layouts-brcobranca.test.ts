import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fatiar } from '../fixtures/entrada';
import { BANCOS_240 } from './bancos-240';
import { DETALHE_400_BRADESCO, DETALHE_400_ITAU, HEADER_400_BRADESCO, HEADER_400_ITAU } from './layout-400';
import { SEGMENTO_Q } from './layout-240';

// Independent check of the layout tables: brcobranca's expected remessa files (MIT, see
// fixtures/README.md) read with our layouts. Each value below is what brcobranca's spec put in
// (R$ 199,90, nosso número 123, pagador 123.456.789-01, dates of 14/07/2015), found exactly
// where our layout says the field is.
const linhas = (nome: string) =>
  readFileSync(new URL(`../fixtures/brcobranca-remessa-${nome}.rem`, import.meta.url), 'latin1')
    .split(/\r?\n/)
    .filter((l) => l !== '');

const PAGADOR_Q = {
  tipoInscricao: '1',
  inscricao: '000012345678901',
  nome: 'PABLO DIEGO JOSE FRANCISCO DE PAULA JUAN',
  cep: '12345',
  sufixoCep: '678',
  uf: 'SP',
};

/** brcobranca's título in segment P: R$ 199,90 due 14/07/2015. */
const TITULO_P = { vencimento: '14072015', valor: '000000000019990' };
/** The same título in a CNAB 400 detalhe (short dates), the file's second record, an entrada. */
const TITULO_400 = { ocorrencia: '01', vencimento: '140715', valor: '0000000019990', sequencial: '000002' };

describe('layouts conferidos com as remessas esperadas do brcobranca', () => {
  it('Banco do Brasil CNAB 240', () => {
    const [ha, hl, p, q] = linhas('banco_brasil-cnab240') as [string, string, string, string];
    const bb = BANCOS_240['001']!;
    expect(fatiar(bb.headerArquivo, ha)).toMatchObject({
      convenio: '001234567',
      cobrancaCedente: '0014',
      carteira: '12',
      variacao: '123',
      agencia: '01234',
      conta: '000000012345',
      codigoArquivo: '1',
    });
    expect(fatiar(bb.headerLote, hl)).toMatchObject({
      operacao: 'R',
      convenio: '001234567',
      agencia: '01234',
      conta: '000000012345',
    });
    expect(fatiar(bb.segmentoP, p)).toMatchObject({
      segmento: 'P',
      movimento: '01',
      nossoNumero: '12345670000000123',
      ...TITULO_P,
      especie: '02',
      emissao: '14072015',
      moeda: '09',
    });
    expect(fatiar(SEGMENTO_Q, q)).toMatchObject(PAGADOR_Q);
  });

  it('Caixa CNAB 240 (SIGCB): nosso número 14 + 15 dígitos nas posições 41–57', () => {
    const [, , p, q] = linhas('caixa-cnab240') as [string, string, string, string];
    expect(fatiar(BANCOS_240['104']!.segmentoP, p)).toMatchObject({
      agencia: '12345',
      nossoNumero: '014000000000000123',
      ...TITULO_P,
      tipoDocumento: '2',
    });
    expect(fatiar(SEGMENTO_Q, q)).toMatchObject(PAGADOR_Q);
  });

  it('Santander CNAB 240: código de transmissão, conta duas vezes, nosso número de 13', () => {
    const [ha, hl, p, q] = linhas('santander-cnab240') as [string, string, string, string];
    const santander = BANCOS_240['033']!;
    expect(fatiar(santander.headerArquivo, ha)).toMatchObject({
      tipoInscricao: '2',
      inscricao: '028254225000193',
      convenio: '000100001234567',
      versaoArquivo: '040',
    });
    expect(fatiar(santander.headerLote, hl)).toMatchObject({
      convenio: '000100001234567',
      versaoLote: '030',
    });
    expect(fatiar(santander.segmentoP, p)).toMatchObject({
      agencia: '0001',
      agenciaDv: '9',
      conta: '013001234',
      contaDv: '3',
      'conta@33': '013001234',
      'contaDv@42': '3',
      nossoNumero: '0000012345679',
      ...TITULO_P,
    });
    expect(fatiar(SEGMENTO_Q, q)).toMatchObject(PAGADOR_Q);
  });

  it('Bradesco CNAB 400', () => {
    const [h, d] = linhas('bradesco-cnab400') as [string, string];
    expect(fatiar(HEADER_400_BRADESCO, h)).toMatchObject({
      convenio: '00000000000000000123',
      banco: '237',
      sistema: 'MX',
      nsa: '0000001',
    });
    expect(fatiar(DETALHE_400_BRADESCO, d)).toMatchObject({
      ...TITULO_400,
      carteira: '001',
      agencia: '12345',
      conta: '1234567',
      codigoMulta: '2',
      multa: '0200',
      nossoNumero: '00000000123P',
      especie: '01',
      tipoInscricao: '01',
      inscricao: '00012345678901',
      cep: '12345',
      sufixoCep: '678',
    });
  });

  it('Itaú CNAB 400', () => {
    const [h, d] = linhas('itau-cnab400') as [string, string];
    expect(fatiar(HEADER_400_ITAU, h)).toMatchObject({
      agencia: '1234',
      conta: '12345',
      contaDv: '1',
      banco: '341',
    });
    expect(fatiar(DETALHE_400_ITAU, d)).toMatchObject({
      ...TITULO_400,
      agencia: '1234',
      conta: '12345',
      nossoNumero: '00000123',
      carteira: '123',
      codigoCarteira: 'I',
      bancoCobranca: '341',
      inscricao: '00012345678901',
      cepCompleto: '12345678',
      uf: 'SP',
    });
  });
});
