import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/sicredi_spec.rb (agência 0710,
// posto 65, código 00129, byte 2, processed 2016-08-22 — here `convenio` = posto + código).
const sicredi = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('748', { agencia: '0710', conta: '61900', carteira: '1', convenio: '6500129', ...outros });
const EMISSAO = '2016-08-22';

describe('Sicredi (748)', () => {
  it('carteira 3 (brcobranca "Montar código de barras para carteira número 3")', () => {
    const b = montarBoleto(sicredi({ carteira: '3' }), {
      sequencia: 8879,
      vencimento: '2016-08-22',
      valorCentavos: 19557,
      emissao: EMISSAO,
    });
    expect(b.codigoBarras.slice(19)).toBe('3116208879307106500129105');
    expect(b.linhaDigitavel).toBe('74893.11626 08879.307109 65001.291056 1 68940000019557');
  });
  it('carteira 1, cases 1, 2 and 6 (brcobranca "carteira número 1")', () => {
    const caso = (sequencia: number, vencimento: string, valorCentavos: number) =>
      montarBoleto(sicredi(), { sequencia, vencimento, valorCentavos, emissao: EMISSAO }).linhaDigitavel;
    expect(caso(8879, '2016-08-22', 19557)).toBe('74891.11620 08879.307109 65001.291015 1 68940000019557');
    expect(caso(8902, '2016-07-25', 70000)).toBe('74891.11620 08902.107104 65001.291007 3 68660000070000');
    expect(caso(9048, '2016-08-26', 22200)).toBe('74891.11620 09048.807102 65001.291031 8 68980000022200');
  });
  it('nosso número and agência.posto.código as printed (brcobranca "Montar nosso_numero_boleto")', () => {
    const r = regrasDoBanco('748');
    expect(r.nossoNumero(sicredi(), 8879, { emissao: EMISSAO }).impresso).toBe('16/208879-3');
    const outra = sicredi({ agencia: '0165', convenio: '0200623' });
    expect(r.nossoNumero(outra, 3, { emissao: '2007-08-26' }).impresso).toBe('07/200003-1');
    expect(r.agenciaCodigoImpresso(sicredi())).toBe('0710.65.00129');
  });
  it('without emissão, montarBoleto takes the year of the due date', () => {
    const b = montarBoleto(sicredi(), { sequencia: 8879, vencimento: '2016-08-22', valorCentavos: 19557 });
    expect(b.nossoNumero.impresso).toBe('16/208879-3');
    expect(() => regrasDoBanco('748').nossoNumero(sicredi(), 1)).toThrow('data de emissão');
  });
  it('refuses a convênio without posto, carteira 2 and a sequence past 5 digits', () => {
    expect(problemasDaConta(sicredi({ convenio: '00129', carteira: '2' }))).toEqual([
      {
        campo: 'convenio',
        mensagem: 'No Sicredi, informe posto (2 dígitos) e código do beneficiário (5 dígitos): 7 dígitos',
      },
      { campo: 'carteira', mensagem: 'Carteira não aceita neste banco; use 1, 3' },
    ]);
    expect(() => regrasDoBanco('748').nossoNumero(sicredi(), 100_000, { emissao: EMISSAO })).toThrow(
      'O nosso número passou do limite deste banco (99.999)',
    );
  });
});
