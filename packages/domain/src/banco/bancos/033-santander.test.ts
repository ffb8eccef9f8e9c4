import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { conferirBoleto, contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/santander_spec.rb ("Gerar boleto",
// "Montar nosso_numero_dv"); openboleto/openboleto, tests/Banco/SantanderTest.php; jrimum/bopepo,
// src/test/java/org/jrimum/bopepo/campolivre/TestCLBancoSantander.java.
const santander = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('033', {
    agencia: '0059',
    conta: '13000123',
    carteira: '102',
    convenio: '1899775',
    ...outros,
  });

describe('Santander (033)', () => {
  it('two boletos of brcobranca "Gerar boleto"', () => {
    conferirBoleto(
      santander(),
      { sequencia: 9000026, vencimento: '2011-10-09', valorCentavos: 2500 },
      '03399511500000025009189977500000900002690102',
      '03399.18997 77500.000904 00026.901025 9 51150000002500',
    );
    conferirBoleto(
      santander(),
      { sequencia: 9000272, vencimento: '2012-09-08', valorCentavos: 5400 },
      '03393545000000054009189977500000900027250102',
      '03399.18997 77500.000904 00272.501024 3 54500000005400',
    );
  });
  it('a 12-digit nosso número (openboleto SantanderTest)', () => {
    const conta = santander({ agencia: '1234', convenio: '1234567' });
    const b = montarBoleto(conta, { sequencia: 12345678901, vencimento: '2013-01-01', valorCentavos: 2300 });
    expect(b.nossoNumero.impresso).toBe('012345678901-0');
    expect(b.linhaDigitavel).toBe('03399.12347 56701.234561 78901.001020 2 55650000002300');
  });
  it('campo livre of carteira 101 (bopepo TestCLBancoSantander)', () => {
    const r = regrasDoBanco('033');
    const conta = santander({ convenio: '1625469', carteira: '101' });
    expect(r.campoLivre(conta, r.nossoNumero(conta, 2))).toBe('9162546900000000000270101');
  });
  it('nosso número DVs (brcobranca "Montar nosso_numero_dv")', () => {
    const r = regrasDoBanco('033');
    expect(r.nossoNumero(santander(), 566612457800).dv).toBe('2');
    expect(r.nossoNumero(santander(), 90002720).dv).toBe('7');
    expect(r.nossoNumero(santander(), 1961005).dv).toBe('0');
    expect(r.agenciaCodigoImpresso(santander())).toBe('0059/1899775');
  });
  it('refuses a long beneficiário code, a foreign carteira and a sequence past 12 digits', () => {
    expect(problemasDaConta(santander({ convenio: '12345678', carteira: '175' }))).toEqual([
      {
        campo: 'convenio',
        mensagem: 'Convênio / código do beneficiário deve ter de 1 a 7 dígitos neste banco',
      },
      { campo: 'carteira', mensagem: 'Carteira não aceita neste banco; use 101, 102, 104, 201' },
    ]);
    expect(() => regrasDoBanco('033').nossoNumero(santander(), 1_000_000_000_000)).toThrow(
      'O nosso número passou do limite deste banco (999.999.999.999)',
    );
  });
});
