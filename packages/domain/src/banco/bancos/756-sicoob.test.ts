import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/sicoob_spec.rb ("Montar código de
// barras modalidade 01 / 05", "Montar nosso numero dv"); openboleto/openboleto, tests/Banco/SicoobTest.php.
const sicoob = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('756', { agencia: '4327', conta: '417270', carteira: '1', convenio: '229385', ...outros });

describe('Sicoob (756)', () => {
  it('modalidade 01 (brcobranca "Montar código de barras modalidade 01")', () => {
    const b = montarBoleto(sicoob(), { sequencia: 2, vencimento: '2016-02-18', valorCentavos: 5000 });
    expect(b.codigoBarras.slice(19)).toBe('1432701022938500000024001');
    expect(b.linhaDigitavel).toBe('75691.43279 01022.938508 00000.240010 2 67080000005000');
  });
  it('modalidade 05 as carteira "105" (brcobranca "Montar código de barras modalidade 05")', () => {
    const conta = sicoob({ agencia: '4134', conta: '10333', convenio: '148180', carteira: '105' });
    const b = montarBoleto(conta, { sequencia: 110, vencimento: '2017-04-15', valorCentavos: 23500 });
    expect(b.codigoBarras.slice(19)).toBe('1413405014818000001104001');
    expect(b.linhaDigitavel).toBe('75691.41349 05014.818008 00011.040011 4 71300000023500');
  });
  it('another account (openboleto SicoobTest)', () => {
    const conta = sicoob({ agencia: '3069', conta: '153850', convenio: '153850' });
    const b = montarBoleto(conta, { sequencia: 203210, vencimento: '2018-05-25', valorCentavos: 157575 });
    expect(b.nossoNumero.impresso).toBe('0203210-1');
    expect(b.linhaDigitavel).toBe('75691.30698 01015.385006 20321.010017 9 75350000157575');
  });
  it('nosso número DV with weights 3-1-9-7 (brcobranca "Montar nosso numero dv", 1 to 13)', () => {
    const r = regrasDoBanco('756');
    const dvs = [7, 4, 1, 9, 6, 3, 0, 8, 5, 3, 0, 8, 5];
    dvs.forEach((dv, i) => expect(r.nossoNumero(sicoob(), i + 1).dv).toBe(String(dv)));
    expect(r.agenciaCodigoImpresso(sicoob())).toBe('4327 / 0229385');
  });
  it('refuses a long client code or agência, a 2-digit carteira and a sequence past 7 digits', () => {
    expect(problemasDaConta(sicoob({ agencia: '12345', convenio: '12345678', carteira: '01' }))).toEqual([
      { campo: 'agencia', mensagem: 'Agência deve ter de 1 a 4 dígitos neste banco' },
      {
        campo: 'convenio',
        mensagem: 'Convênio / código do beneficiário deve ter de 1 a 7 dígitos neste banco',
      },
      { campo: 'carteira', mensagem: 'Carteira não aceita neste banco; use 1, 101, 105' },
    ]);
    expect(() =>
      montarBoleto(sicoob(), { sequencia: 10_000_000, vencimento: '2026-12-05', valorCentavos: 1 }),
    ).toThrow('O nosso número passou do limite deste banco (9.999.999)');
  });
});
