import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/caixa_spec.rb; jrimum/bopepo,
// src/test/java/org/jrimum/bopepo/campolivre/TestCLCaixaEconomicaFederalSIGCB.java;
// openboleto/openboleto, tests/Banco/CaixaTest.php.
const caixa = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('104', { agencia: '1825', conta: '528', carteira: '1', convenio: '245274', ...outros });

describe('Caixa (104), SIGCB', () => {
  it('nosso número and campo livre with its own DV (brcobranca "Gerar o código de barras", "Montar nosso_numero_boleto")', () => {
    const r = regrasDoBanco('104');
    const nn = r.nossoNumero(caixa(), 1);
    expect(nn.impresso).toBe('14000000000000001-4');
    expect(r.campoLivre(caixa(), nn)).toBe('2452740000100040000000017');
  });
  it('campo livre of another beneficiário (bopepo TestCLCaixaEconomicaFederalSIGCB)', () => {
    const r = regrasDoBanco('104');
    const conta = caixa({ convenio: '5507' });
    expect(r.campoLivre(conta, r.nossoNumero(conta, 19))).toBe('0055077000100040000000190');
  });
  it('full linha digitável with a 7-digit beneficiário (openboleto CaixaTest, testInstantiatingShouldWorkWithSevenDigitBeneficiary)', () => {
    const conta = caixa({ agencia: '3454', convenio: '1242119' });
    const b = montarBoleto(conta, { sequencia: 157460299, vencimento: '2024-11-04', valorCentavos: 2000 });
    expect(b.nossoNumero.impresso).toBe('14000000157460299-6');
    expect(b.linhaDigitavel).toBe('10491.24215 19000.100040 15746.029915 1 98900000002000');
    expect(b.agenciaCodigo).toBe('3454/1242119');
  });
  it('agência / código do beneficiário with its DV (brcobranca "Montar agencia_conta_boleto")', () => {
    const r = regrasDoBanco('104');
    expect(r.agenciaCodigoImpresso(caixa())).toBe('1825/245274-0');
    expect(r.agenciaCodigoImpresso(caixa({ convenio: '123456' }))).toBe('1825/123456-0');
    expect(r.agenciaCodigoImpresso(caixa({ agencia: '2030', convenio: '654321' }))).toBe('2030/654321-9');
  });
  it('refuses a beneficiário between 1.000.000 and 1.100.000 or of 8 digits, a carteira other than 1 (RG), a bad sequence', () => {
    // openboleto CaixaTest, testInstantiatingShouldFailWithOutOfRangeBeneficiary: 1100000 is out of range.
    const MSG = 'Código do beneficiário da Caixa: até 6 dígitos, ou 7 dígitos acima de 1.100.000';
    expect(problemasDaConta(caixa({ convenio: '1100000', carteira: '2' }))).toEqual([
      { campo: 'convenio', mensagem: MSG },
      { campo: 'carteira', mensagem: 'Carteira não aceita neste banco; use 1' },
    ]);
    expect(problemasDaConta(caixa({ convenio: '12345678' }))).toEqual([{ campo: 'convenio', mensagem: MSG }]);
    expect(() =>
      montarBoleto(caixa({ convenio: '1000001' }), {
        sequencia: 1,
        vencimento: '2026-12-05',
        valorCentavos: 1,
      }),
    ).toThrow(MSG);
    expect(() => regrasDoBanco('104').nossoNumero(caixa(), -3)).toThrow('a partir de 1');
  });
});
