import { describe, expect, it } from 'vitest';
import { CASOS } from '../fixtures/entrada';
import { montarRetorno240, montarRetorno400, type ContaFixture } from '../fixtures/montar-retorno';
import { contaDe, ESPERADO_240, EVENTOS, liquidacaoPg3 } from '../fixtures/retorno-casos';
import { conferirConta, lerRetorno } from './index';

describe('retorno CNAB 240: ida e volta com o nosso número que a remessa enviou', () => {
  it.each(['001', '104', '033', '756', '341', '237'])('banco %s', (banco) => {
    const caso = CASOS[banco]!;
    const retorno = lerRetorno(montarRetorno240(banco, contaDe(banco), EVENTOS(caso.nossoNumero)));
    expect(retorno.banco).toBe(banco);
    expect(retorno.layout).toBe('cnab240');
    expect(retorno.dataGeracao).toBe('2026-11-28');
    expect(retorno.numeroSequencial).toBe(42);
    expect(retorno.ocorrencias).toEqual(ESPERADO_240(caso.nossoNumero));
    expect(conferirConta(retorno, caso.conta)).toBeUndefined();
  });

  it('identifica agência, conta e convênio como cada banco os escreve no header', () => {
    const conta = (banco: string) => lerRetorno(montarRetorno240(banco, contaDe(banco), [])).conta;
    expect(conta('001')).toEqual({ agencia: '1234', conta: '12345', convenio: '1234567' });
    expect(conta('104')).toEqual({ agencia: '1234', conta: undefined, convenio: '1234567' });
    expect(conta('756')).toEqual({ agencia: '3069', conta: '12345', convenio: undefined });
    expect(conta('341')).toEqual({ agencia: '1234', conta: '12345', convenio: undefined });
    expect(conta('237')).toEqual({ agencia: '1234', conta: '12345', convenio: '4466911' });
  });

  it('tarifa, alteração confirmada e código fora da tabela', () => {
    const nn = CASOS['001']!.nossoNumero;
    const retorno = lerRetorno(
      montarRetorno240('001', contaDe('001'), [
        { codigo: '28', nossoNumero: nn, seuNumero: 'PG-5', valor: 150_000, tarifa: 180 },
        { codigo: '14', nossoNumero: nn, seuNumero: 'PG-6', valor: 150_000 },
        { codigo: '99', nossoNumero: nn, seuNumero: 'PG-7', valor: 150_000 },
      ]),
    );
    expect(retorno.ocorrencias.map((o) => [o.tipo, o.codigo, o.tarifaCentavos])).toEqual([
      ['tarifa', '28', 180],
      ['alteracao_confirmada', '14', 0],
      ['outra', '99', 0],
    ]);
  });
});

describe('retorno CNAB 400: ida e volta', () => {
  // Bradesco: agência 1234-5, conta 12345-6, carteira 9, convênio 4466911 (the 237 case).
  const BRADESCO: ContaFixture = contaDe('237');
  // Itaú: agência 1234, conta 12345-6, carteira 109, no convênio in 400.
  const ITAU: ContaFixture = { ...contaDe('341'), convenio: '' };

  it('Bradesco', () => {
    const retorno = lerRetorno(montarRetorno400('237', BRADESCO, EVENTOS('00000000012P')));
    expect(retorno).toMatchObject({
      banco: '237',
      layout: 'cnab400',
      dataGeracao: '2026-11-28',
      conta: { agencia: '1234', conta: '12345', convenio: '4466911' },
    });
    expect(retorno.ocorrencias).toEqual(
      // One detalhe per event (lines 2–5); Bradesco 400 carries no reason table for a baixa.
      ESPERADO_240('00000000012P').map(({ motivo, ...o }, i) => ({
        ...o,
        ...(o.tipo === 'baixa' ? {} : { motivo }),
        linha: i + 2,
      })),
    );
    expect(
      conferirConta(retorno, {
        banco: '237',
        agencia: '1234',
        conta: '12345',
        convenio: '4466911',
        layout: 'cnab400',
      }),
    ).toBeUndefined();
  });

  it('Itaú', () => {
    const retorno = lerRetorno(
      montarRetorno400('341', ITAU, [
        {
          codigo: '06',
          nossoNumero: '12345678',
          seuNumero: 'PG-3',
          valor: 150_000,
          valorPago: 153_500,
          juros: 3_500,
          tarifa: 250,
          dataOcorrencia: '111226',
          dataCredito: '121226',
        },
        { codigo: '03', nossoNumero: '12345678', seuNumero: 'PG-2', valor: 150_000, motivos: '08' },
      ]),
    );
    expect(retorno).toMatchObject({
      banco: '341',
      layout: 'cnab400',
      conta: { agencia: '1234', conta: '12345' },
    });
    // Itaú's rejection codes are its own table: the code is shown, not FEBRABAN's text.
    expect(retorno.ocorrencias[1]).toMatchObject({
      tipo: 'entrada_rejeitada',
      motivo: 'Motivo 08 informado pelo banco',
    });
    expect(retorno.ocorrencias.slice(0, 1)).toEqual([liquidacaoPg3(2, '12345678')]);
  });
});
