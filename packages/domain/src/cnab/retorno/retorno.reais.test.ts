import { describe, expect, it } from 'vitest';
import { fixture, lida, recusa } from '../fixtures/retorno-casos';
import { conferirConta, lerRetorno } from './index';

describe('retornos reais (laravel-boleto, MIT — ver fixtures/README.md)', () => {
  it('Bradesco CNAB 400: entrada confirmada e liquidação do título 97', () => {
    const retorno = lerRetorno(fixture('laravel-boleto-bradesco-400.ret'));
    expect(retorno).toMatchObject({
      banco: '237',
      layout: 'cnab400',
      dataGeracao: '2012-04-11',
      conta: { convenio: '4466911', agencia: '1420', conta: '16910' },
    });
    expect(retorno.ocorrencias).toHaveLength(7);
    // Line 2: ocorrência 02 em 11/04/12, título 97 de R$ 5,00, tarifa R$ 2,52.
    expect(retorno.ocorrencias[0]).toEqual(
      lida({
        linha: 2,
        nossoNumero: '000000000097',
        seuNumero: '15', // número do documento (117–126): this file leaves 38–62 blank
        tipo: 'entrada_confirmada',
        codigo: '02',
        valorTituloCentavos: 500,
        tarifaCentavos: 252,
        dataOcorrencia: '2012-04-11',
      }),
    );
    // Line 3: ocorrência 06, pago R$ 5,00, crédito em 13/04/12.
    expect(retorno.ocorrencias[1]).toMatchObject({
      tipo: 'liquidacao',
      codigo: '06',
      valorPagoCentavos: 500,
      dataCredito: '2012-04-13',
    });
  });

  it('Itaú CNAB 400: liquidações com juros, desconto e tarifa', () => {
    const retorno = lerRetorno(fixture('laravel-boleto-itau-400.ret'));
    expect(retorno).toMatchObject({
      banco: '341',
      layout: 'cnab400',
      dataGeracao: '2013-08-22',
      numeroSequencial: 112,
      conta: { agencia: '111', conta: '12345' },
    });
    expect(retorno.ocorrencias[0]).toMatchObject({
      linha: 2,
      nossoNumero: '00231327',
      seuNumero: '1A', // número do documento (117–126), as this file has it
      tipo: 'liquidacao',
      codigo: '06',
      valorTituloCentavos: 38_975,
      tarifaCentavos: 333,
      descontoCentavos: 17_645,
      valorPagoCentavos: 20_997,
      dataOcorrencia: '2013-06-20',
      dataCredito: '2013-06-21',
    });
  });

  it('Caixa CNAB 240 (SIGCB, beneficiário de 6 dígitos): T + U pareados', () => {
    const retorno = lerRetorno(fixture('laravel-boleto-caixa-240.ret'));
    expect(retorno).toMatchObject({
      banco: '104',
      dataGeracao: '2014-01-06',
      numeroSequencial: 1622,
      conta: { agencia: '1234', convenio: '43210' },
    });
    expect(retorno.ocorrencias).toHaveLength(9);
    expect(retorno.ocorrencias[0]).toMatchObject({
      linha: 3,
      nossoNumero: '24000000011136997',
      tipo: 'liquidacao',
      valorTituloCentavos: 8_000,
      valorPagoCentavos: 8_000,
      tarifaCentavos: 125,
      dataOcorrencia: '2014-01-06',
      dataCredito: '2014-01-07',
    });
    expect(
      conferirConta(retorno, {
        banco: '104',
        agencia: '01234',
        conta: '999',
        convenio: '043210',
        layout: 'cnab240',
      }),
    ).toBeUndefined();
  });

  it('Banco do Brasil CNAB 240: a linha 2 com 241 caracteres recusa o arquivo inteiro', () => {
    const original = fixture('laravel-boleto-bb-240.ret');
    expect(recusa(original).message).toBe('Linha 2, a linha tem 241 caracteres; o layout CNAB 240 exige 240');
    const corrigido = original
      .split('\n')
      .map((l, i) => (i === 1 ? l.slice(0, 240) : l))
      .join('\n');
    const retorno = lerRetorno(corrigido);
    // Header: agência 00328-6, conta 000000007536-7, convênio 003294860, gerado em 21/03/2011.
    expect(retorno).toMatchObject({
      banco: '001',
      dataGeracao: '2011-03-21',
      conta: { agencia: '328', conta: '7536', convenio: '3294860' },
    });
    expect(retorno.ocorrencias).toHaveLength(5);
    expect(retorno.ocorrencias[0]).toMatchObject({
      linha: 3,
      nossoNumero: '32948600000000196',
      codigo: '06',
      tipo: 'liquidacao',
    });
  });
});
