import { describe, expect, it } from 'vitest';
import { campo, dataCnab, dataIso, diaSeguinte, escreverLinha, lerLinha, sobrepor } from './campos';
import { ArquivoCnabInvalido, RemessaCnabInvalida } from './erros';

const LAYOUT = [
  campo('tipo', 'Tipo de registro', 1, 1, 'num', { fixo: '3' }),
  campo('nome', 'Nome do pagador', 2, 11, 'alfa'),
  campo('valor', 'Valor do título', 12, 20, 'num'),
  campo('id', 'Seu número', 21, 25, 'alfa', { estrito: true }),
];

describe('campos CNAB (largura fixa)', () => {
  it('escreve num com zeros à esquerda e alfa em maiúsculas, sem acento, completado com espaços e truncado', () => {
    expect(escreverLinha(LAYOUT, { nome: 'Conceição', valor: 1500, id: 'ab' })).toBe(
      '3CONCEICAO 000001500AB   ',
    );
    expect(escreverLinha(LAYOUT, { nome: 'José Antônio Araújo', valor: '7', id: '' })).toBe(
      '3JOSE ANTON000000007     ',
    );
  });

  it('recusa número que não cabe, texto que não é número e identificador longo demais', () => {
    expect(() => escreverLinha(LAYOUT, { valor: 1_234_567_890 })).toThrow(
      new RemessaCnabInvalida(
        "Campo 'Valor do título' (posições 12–20): '1234567890' não cabe em 9 posições",
      ),
    );
    expect(() => escreverLinha(LAYOUT, { valor: '12,50' })).toThrow(
      "Campo 'Valor do título' (posições 12–20): esperado número, veio '12,50'",
    );
    expect(() => escreverLinha(LAYOUT, { id: 'PG-123456' })).toThrow(
      "Campo 'Seu número' (posições 21–25): 'PG-123456' não cabe em 5 posições",
    );
  });

  it('lê os campos e aponta linha e campo quando um número não é número', () => {
    expect(lerLinha(LAYOUT, '3MARIA     000001500AB   ', 1)).toEqual({
      tipo: '3',
      nome: 'MARIA',
      valor: '000001500',
      id: 'AB',
    });
    try {
      lerLinha(LAYOUT, '3MARIA     ABC      AB   ', 3);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ArquivoCnabInvalido);
      const erro = e as ArquivoCnabInvalido;
      expect(erro.message).toBe(
        "Linha 3, campo 'Valor do título' (posições 12–20): esperado número, veio 'ABC'",
      );
      expect(erro.linha).toBe(3);
      expect(erro.campo).toBe('Valor do título');
    }
  });

  it('sobrepõe campos numa linha existente sem mexer no resto', () => {
    expect(sobrepor('X'.repeat(25), [LAYOUT[2]!], { valor: 42 })).toBe(
      `${'X'.repeat(11)}000000042${'X'.repeat(5)}`,
    );
  });

  it('converte datas entre ISO e CNAB', () => {
    expect(dataCnab('2026-12-10')).toBe('10122026');
    expect(dataCnab('2026-12-10', true)).toBe('101226');
    expect(dataIso('10122026')).toBe('2026-12-10');
    expect(dataIso('101226')).toBe('2026-12-10');
    expect(dataIso('00000000')).toBe('');
    expect(diaSeguinte('2026-12-31')).toBe('2027-01-01');
    expect(diaSeguinte('2028-02-28')).toBe('2028-02-29');
  });
});
