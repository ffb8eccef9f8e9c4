import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArquivoCnabInvalido } from '../erros';
import { CASOS } from '../fixtures/entrada';
import {
  montarRetorno240,
  montarRetorno400,
  type ContaFixture,
  type OcorrenciaFixture,
} from '../fixtures/montar-retorno';
import { conferirConta, lerRetorno } from './index';

const fixture = (nome: string) => readFileSync(new URL(`../fixtures/${nome}`, import.meta.url), 'latin1');

/** The error lerRetorno throws for a text (fails the test when it does not throw). */
const recusa = (texto: string): ArquivoCnabInvalido => {
  try {
    lerRetorno(texto);
  } catch (e) {
    expect(e).toBeInstanceOf(ArquivoCnabInvalido);
    return e as ArquivoCnabInvalido;
  }
  throw new Error('o arquivo foi aceito');
};

/** Replaces positions de.. of line n (1-based) with texto. */
const alterar = (arquivo: string, n: number, de: number, texto: string): string =>
  arquivo
    .split('\r\n')
    .map((l, i) => (i === n - 1 ? l.slice(0, de - 1) + texto + l.slice(de - 1 + texto.length) : l))
    .join('\r\n');
const semLinha = (arquivo: string, n: number): string =>
  arquivo
    .split('\r\n')
    .filter((_, i) => i !== n - 1)
    .join('\r\n');

const contaDe = (banco: string): ContaFixture => {
  const { agencia, agenciaDv, conta, contaDv, carteira, convenio } = CASOS[banco]!.conta;
  return { agencia, agenciaDv, conta, contaDv, carteira, convenio };
};

const EVENTOS = (nossoNumero: string): OcorrenciaFixture[] => [
  { codigo: '02', nossoNumero, seuNumero: 'PG-1', valor: 150_000, dataOcorrencia: '28112026' },
  {
    codigo: '03',
    nossoNumero,
    seuNumero: 'PG-2',
    valor: 150_000,
    motivos: '0848',
    dataOcorrencia: '28112026',
  },
  {
    codigo: '06',
    nossoNumero,
    seuNumero: 'PG-3',
    valor: 150_000,
    valorPago: 153_500,
    juros: 3_500,
    tarifa: 250,
    dataOcorrencia: '11122026',
    dataCredito: '12122026',
  },
  { codigo: '09', nossoNumero, seuNumero: 'PG-4', valor: 150_000, motivos: '10', dataOcorrencia: '28112026' },
];

const ESPERADO_240 = (nossoNumero: string) => [
  {
    linha: 3,
    nossoNumero,
    seuNumero: 'PG-1',
    tipo: 'entrada_confirmada',
    codigo: '02',
    valorTituloCentavos: 150_000,
    valorPagoCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    tarifaCentavos: 0,
    dataOcorrencia: '2026-11-28',
  },
  {
    linha: 5,
    nossoNumero,
    seuNumero: 'PG-2',
    tipo: 'entrada_rejeitada',
    codigo: '03',
    motivo: 'Nosso número inválido; CEP inválido',
    valorTituloCentavos: 150_000,
    valorPagoCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    tarifaCentavos: 0,
    dataOcorrencia: '2026-11-28',
  },
  {
    linha: 7,
    nossoNumero,
    seuNumero: 'PG-3',
    tipo: 'liquidacao',
    codigo: '06',
    valorTituloCentavos: 150_000,
    valorPagoCentavos: 153_500,
    jurosCentavos: 3_500,
    descontoCentavos: 0,
    tarifaCentavos: 250,
    dataOcorrencia: '2026-12-11',
    dataCredito: '2026-12-12',
  },
  {
    linha: 9,
    nossoNumero,
    seuNumero: 'PG-4',
    tipo: 'baixa',
    codigo: '09',
    motivo: 'Baixa comandada pelo beneficiário (arquivo)',
    valorTituloCentavos: 150_000,
    valorPagoCentavos: 0,
    jurosCentavos: 0,
    descontoCentavos: 0,
    tarifaCentavos: 0,
    dataOcorrencia: '2026-11-28',
  },
];

describe('retorno CNAB 240: ida e volta com o nosso número que a remessa enviou', () => {
  for (const banco of ['001', '104', '033', '756', '341', '237']) {
    it(`banco ${banco}`, () => {
      const caso = CASOS[banco]!;
      const retorno = lerRetorno(montarRetorno240(banco, contaDe(banco), EVENTOS(caso.nossoNumero)));
      expect(retorno.banco).toBe(banco);
      expect(retorno.layout).toBe('cnab240');
      expect(retorno.dataGeracao).toBe('2026-11-28');
      expect(retorno.numeroSequencial).toBe(42);
      expect(retorno.ocorrencias).toEqual(ESPERADO_240(caso.nossoNumero));
      expect(conferirConta(retorno, caso.conta)).toBeUndefined();
    });
  }

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
  const BRADESCO: ContaFixture = {
    agencia: '1234',
    agenciaDv: '5',
    conta: '12345',
    contaDv: '6',
    carteira: '9',
    convenio: '4466911',
  };
  const ITAU: ContaFixture = {
    agencia: '1234',
    agenciaDv: '',
    conta: '12345',
    contaDv: '6',
    carteira: '109',
    convenio: '',
  };

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
    expect(retorno.ocorrencias.slice(0, 1)).toEqual([
      {
        linha: 2,
        nossoNumero: '12345678',
        seuNumero: 'PG-3',
        tipo: 'liquidacao',
        codigo: '06',
        valorTituloCentavos: 150_000,
        valorPagoCentavos: 153_500,
        jurosCentavos: 3_500,
        descontoCentavos: 0,
        tarifaCentavos: 250,
        dataOcorrencia: '2026-12-11',
        dataCredito: '2026-12-12',
      },
    ]);
  });
});

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
    expect(retorno.ocorrencias[0]).toEqual({
      linha: 2,
      nossoNumero: '000000000097',
      seuNumero: '15', // número do documento (117–126): this file leaves 38–62 blank
      tipo: 'entrada_confirmada',
      codigo: '02',
      valorTituloCentavos: 500,
      valorPagoCentavos: 0,
      jurosCentavos: 0,
      descontoCentavos: 0,
      tarifaCentavos: 252,
      dataOcorrencia: '2012-04-11',
    });
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

describe('arquivo recusado inteiro, com linha e campo', () => {
  const nn = CASOS['001']!.nossoNumero;
  const bom = montarRetorno240('001', contaDe('001'), EVENTOS(nn));

  it('linha com largura errada', () => {
    const linhas = bom.split('\r\n');
    linhas[3] = linhas[3]!.slice(0, 239);
    expect(recusa(linhas.join('\r\n')).message).toBe(
      'Linha 4, a linha tem 239 caracteres; o layout CNAB 240 exige 240',
    );
  });

  it('vazio ou de largura desconhecida', () => {
    expect(recusa('\r\n').message).toBe('O arquivo está vazio');
    expect(recusa('X'.repeat(100)).message).toBe(
      'Linha 1, a linha tem 100 caracteres: não é um arquivo CNAB 240 nem CNAB 400',
    );
  });

  it('remessa no lugar do retorno', () => {
    expect(recusa(alterar(bom, 1, 143, '1')).message).toBe(
      'Linha 1, o cabeçalho não é de um arquivo de retorno de cobrança',
    );
  });

  it('banco desconhecido', () => {
    const erro = recusa(alterar(bom, 1, 1, '748'));
    expect(erro.message).toBe("Linha 1, banco '748' não é lido pela Morada neste layout");
    expect(erro.campo).toBe('Código do banco');
  });

  it('registro de outro banco no meio do arquivo', () => {
    expect(recusa(alterar(bom, 4, 1, '237')).message).toBe(
      "Linha 4, o registro é do banco '237', mas o cabeçalho do arquivo é do banco '001'",
    );
  });

  it('valor que não é número', () => {
    const erro = recusa(alterar(bom, 3, 82, 'ABC'));
    expect(erro.message).toBe(
      "Linha 3, campo 'Valor nominal do título' (posições 82–96): esperado número, veio 'ABC000000150000'",
    );
    expect([erro.linha, erro.campo]).toEqual([3, 'Valor nominal do título']);
  });

  it('truncado: sem trailer de arquivo, ou sem trailer de lote', () => {
    const linhas = bom.split('\r\n').filter((l) => l !== '');
    expect(recusa(linhas.slice(0, -1).join('\r\n')).message).toBe(
      'Linha 11, o arquivo termina sem o registro de fechamento (trailer): está incompleto',
    );
    expect(recusa(linhas.slice(0, 8).join('\r\n')).message).toBe(
      'Linha 8, o arquivo termina sem o registro de fechamento (trailer): está incompleto',
    );
    expect(recusa([...linhas.slice(0, -2), linhas.at(-1)].join('\r\n')).message).toBe(
      'Linha 11, o lote termina sem o seu registro de fechamento (trailer de lote)',
    );
  });

  it('contagem do trailer não confere', () => {
    expect(recusa(semLinha(semLinha(bom, 4), 3)).message).toBe(
      'Linha 9, Quantidade de registros do lote: o arquivo declara 10 registros, mas tem 8',
    );
    expect(recusa(alterar(bom, 12, 24, '000013')).message).toBe(
      'Linha 12, Quantidade de registros do arquivo: o arquivo declara 13 registros, mas tem 12',
    );
  });

  it('segmento T sem U, ou U sem T', () => {
    expect(recusa(alterar(bom, 4, 14, 'P')).message).toBe(
      'Linha 3, segmento T sem o segmento U que deve acompanhá-lo',
    );
    expect(recusa(alterar(bom, 3, 14, 'P')).message).toBe(
      'Linha 4, segmento U sem o segmento T que deve acompanhá-lo',
    );
  });

  it('registros depois do trailer', () => {
    const linhas = bom.split('\r\n').filter((l) => l !== '');
    expect(recusa([...linhas, linhas[2]].join('\r\n')).message).toBe(
      'Linha 13, há registros depois do fechamento (trailer) do arquivo',
    );
  });

  it('CNAB 400: sem trailer, sequência do trailer errada, banco sem leitor', () => {
    const b400 = montarRetorno400(
      '237',
      { agencia: '1', agenciaDv: '', conta: '2', contaDv: '', carteira: '9', convenio: '3' },
      EVENTOS('00000000012P'),
    );
    const linhas = b400.split('\r\n').filter((l) => l !== '');
    expect(recusa(linhas.slice(0, -1).join('\r\n')).message).toBe(
      'Linha 5, o arquivo termina sem o registro de fechamento (trailer): está incompleto',
    );
    expect(recusa([...linhas.slice(0, 2), ...linhas.slice(3)].join('\r\n')).message).toBe(
      'Linha 5, Número sequencial do registro: o arquivo declara 6 registros, mas tem 5',
    );
    expect(recusa(alterar(b400, 1, 77, '001')).message).toBe(
      "Linha 1, banco '001' não é lido pela Morada neste layout",
    );
    expect(recusa(alterar(b400, 3, 254, 'X')).message).toBe(
      "Linha 3, campo 'Valor pago' (posições 254–266): esperado número, veio 'X000000000000'",
    );
  });
});

describe('conferirConta', () => {
  const conta = CASOS['001']!.conta;
  const retorno = lerRetorno(montarRetorno240('001', contaDe('001'), []));

  it('aceita a conta do arquivo, com ou sem zeros à esquerda', () => {
    expect(conferirConta(retorno, { ...conta, agencia: '01234', conta: '0012345' })).toBeUndefined();
  });

  it('aponta banco, layout, agência, conta ou convênio diferentes', () => {
    expect(conferirConta(retorno, { ...conta, banco: '341' })).toBe(
      'O arquivo é do banco 001, mas a conta de cobrança é do banco 341',
    );
    expect(conferirConta(retorno, { ...conta, layout: 'cnab400' })).toBe(
      'O arquivo está no layout CNAB 240, mas a conta de cobrança usa CNAB 400',
    );
    expect(conferirConta(retorno, { ...conta, agencia: '4321' })).toBe(
      'O arquivo é de outra conta: agência 1234 no arquivo, 4321 na conta de cobrança',
    );
    expect(conferirConta(retorno, { ...conta, conta: '99999' })).toBe(
      'O arquivo é de outra conta: conta 12345 no arquivo, 99999 na conta de cobrança',
    );
    expect(conferirConta(retorno, { ...conta, convenio: '7654321' })).toBe(
      'O arquivo é de outra conta: convênio 1234567 no arquivo, 7654321 na conta de cobrança',
    );
  });
});
