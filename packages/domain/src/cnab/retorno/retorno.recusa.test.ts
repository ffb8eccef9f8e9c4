import { describe, expect, it } from 'vitest';
import { CASOS } from '../fixtures/entrada';
import { montarRetorno240, montarRetorno400 } from '../fixtures/montar-retorno';
import { alterar, contaDe, EVENTOS, recusa, semLinha } from '../fixtures/retorno-casos';
import { conferirConta, lerRetorno } from './index';

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
