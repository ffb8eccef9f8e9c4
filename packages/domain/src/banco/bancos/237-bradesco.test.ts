import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { conferirBoleto, contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/bradesco_spec.rb; jrimum/bopepo,
// src/test/java/org/jrimum/bopepo/campolivre/TestCLBradesco.java; openboleto/openboleto,
// tests/Banco/BradescoTest.php.
const bradesco = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('237', { agencia: '1172', conta: '0403005', carteira: '06', ...outros });

describe('Bradesco (237)', () => {
  it('carteira 06 (brcobranca "Montar código de barras para carteira número 06")', () => {
    conferirBoleto(
      bradesco(),
      { sequencia: 75896452, vencimento: '2009-04-30', valorCentavos: 295295 },
      '23795422300002952951172060007589645204030050',
      '23791.17209 60007.589645 52040.300502 5 42230000295295',
    );
  });
  it('carteira 03 (brcobranca "Montar código de barras para carteira número 03")', () => {
    const conta = bradesco({ agencia: '4042', conta: '61900', carteira: '03' });
    conferirBoleto(
      conta,
      { sequencia: 777700168, vencimento: '2008-02-02', valorCentavos: 13500 },
      '23791377000000135004042030077770016800619000',
      '23794.04201 30077.770011 68006.190000 1 37700000013500',
    );
  });
  it('carteira 6 typed without the zero (openboleto BradescoTest)', () => {
    const conta = bradesco({ conta: '403005', carteira: '6' });
    const b = montarBoleto(conta, { sequencia: 123456789, vencimento: '2013-01-01', valorCentavos: 1050 });
    expect(b.linhaDigitavel).toBe('23791.17209 60012.345678 89040.300504 8 55650000001050');
  });
  it('campo livre (bopepo TestCLBradesco)', () => {
    const r = regrasDoBanco('237');
    const conta = bradesco({ agencia: '1234', conta: '6789', carteira: '5' });
    expect(r.campoLivre(conta, r.nossoNumero(conta, 12345678901))).toBe('1234051234567890100067890');
  });
  it('nosso número DV módulo 11 base 7 with P (brcobranca "Montar nosso_numero_boleto")', () => {
    const r = regrasDoBanco('237');
    expect(r.nossoNumero(bradesco({ carteira: '06' }), 525).impresso).toBe('06/00000000525-P');
    expect(r.nossoNumero(bradesco({ carteira: '09' }), 1).impresso).toBe('09/00000000001-1');
    expect(r.nossoNumero(bradesco({ carteira: '19' }), 2).impresso).toBe('19/00000000002-8');
    expect(r.nossoNumero(bradesco({ carteira: '19' }), 6).impresso).toBe('19/00000000006-0');
    expect(r.nossoNumero(bradesco({ carteira: '19' }), 1).impresso).toBe('19/00000000001-P');
  });
  it('agência and conta DVs (brcobranca "Montar agencia_conta_boleto", "#agencia_dv")', () => {
    const r = regrasDoBanco('237');
    expect(r.agenciaCodigoImpresso(bradesco({ agencia: '4042', conta: '61900' }))).toBe('4042-8 / 0061900-0');
    expect(r.agenciaCodigoImpresso(bradesco({ agencia: '0548', conta: '1448' }))).toBe('0548-7 / 0001448-6');
    expect(r.agenciaCodigoImpresso(bradesco({ agencia: '0943', conta: '1448' }))).toMatch(/^0943-1 /);
    expect(r.agenciaCodigoImpresso(bradesco({ agencia: '1467', conta: '1448' }))).toMatch(/^1467-2 /);
  });
  it('refuses a long conta or carteira, a wrong DV and a sequence past 11 digits', () => {
    expect(problemasDaConta(bradesco({ conta: '12345678', carteira: '123' }))).toEqual([
      { campo: 'conta', mensagem: 'Conta deve ter de 1 a 7 dígitos neste banco' },
      { campo: 'carteira', mensagem: 'Carteira deve ter de 1 a 2 dígitos neste banco' },
    ]);
    expect(problemasDaConta(bradesco({ agencia: '4042', agenciaDv: 'p' }))).toEqual([
      { campo: 'agenciaDv', mensagem: 'Dígito da agência não confere: o correto é 8' },
    ]);
    expect(() => regrasDoBanco('237').nossoNumero(bradesco(), 100_000_000_000)).toThrow(
      'O nosso número passou do limite deste banco (99.999.999.999)',
    );
  });
});
