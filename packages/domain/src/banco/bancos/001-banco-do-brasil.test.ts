import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { conferirBoleto, contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// Expected values: kivanio/brcobranca, spec/brcobranca/boleto/banco_brasil_spec.rb, and
// openboleto/openboleto, tests/Banco/BancoDoBrasilTest.php.
const bb = (convenio: string, outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('001', { agencia: '4042', conta: '61900', carteira: '18', convenio, ...outros });

describe('Banco do Brasil (001)', () => {
  it('convênio de 7 dígitos: nosso número de 17 sem DV (brcobranca "convenio de 7 digitos e nosso numero de 10")', () => {
    const b = montarBoleto(bb('1238798'), {
      sequencia: 7777700168,
      vencimento: '2008-02-03',
      valorCentavos: 13500,
    });
    expect(b.nossoNumero).toEqual({ numero: '12387987777700168', dv: '', impresso: '12387987777700168' });
    expect(b.codigoBarras).toBe('00193377100000135000000001238798777770016818');
    expect(b.linhaDigitavel).toBe('00190.00009 01238.798779 77700.168188 3 37710000013500');
  });
  it('convênio de 7 dígitos, carteira 17 (brcobranca "convenio de 7 digitos e nosso número de 10 e carteira 17")', () => {
    const conta = bb('1474166', { agencia: '3174', conta: '00011672', carteira: '17' });
    const b = conferirBoleto(
      conta,
      { sequencia: 328, vencimento: '2016-07-05', valorCentavos: 224674 },
      '00191684600002246740000001474166000000032817',
      '00190.00009 01474.166004 00000.328179 1 68460000224674',
    );
    // conta_corrente_dv 6 in the same example
    expect(b.agenciaCodigo).toMatch(/ \/ 00011672-6$/);
  });
  it('convênio de 6 dígitos (brcobranca "convenio de 6 digitos e nosso numero de 5")', () => {
    const b = montarBoleto(bb('123879'), { sequencia: 1234, vencimento: '2008-02-01', valorCentavos: 13500 });
    expect(b.nossoNumero.numero).toBe('12387901234');
    expect(b.codigoBarras).toBe('00192376900000135001238790123440420006190018');
    expect(b.linhaDigitavel).toBe('00191.23876 90123.440423 00061.900189 2 37690000013500');
  });
  it('convênio de 4 dígitos (brcobranca "convenio de 4 digitos e nosso numero de 7")', () => {
    const b = conferirBoleto(
      bb('1238'),
      { sequencia: 123456, vencimento: '2008-02-01', valorCentavos: 13500 },
      '00191376900000135001238012345640420006190018',
      '00191.23801 12345.640424 00061.900189 1 37690000013500',
    );
    expect(b.nossoNumero.impresso).toMatch(/^12380123456-[\dX]$/);
  });
  it('convênios of 7, 6 and 4 digits, nosso número with its DV (openboleto BancoDoBrasilTest)', () => {
    const dados = { sequencia: 1, vencimento: '2013-01-01', valorCentavos: 1050 };
    const conta = (convenio: string) => bb(convenio, { agencia: '1545', conta: '10403005' });
    const sete = montarBoleto(conta('1234567'), dados);
    expect(sete.nossoNumero.impresso).toBe('12345670000000001');
    expect(sete.linhaDigitavel).toBe('00190.00009 01234.567004 00000.001180 7 55650000001050');
    const seis = montarBoleto(conta('123456'), dados);
    expect(seis.nossoNumero.impresso).toBe('12345600001-7');
    expect(seis.linhaDigitavel).toBe('00191.23454 60000.115455 10403.005183 1 55650000001050');
    const quatro = montarBoleto(conta('1234'), dados);
    expect(quatro.nossoNumero.impresso).toBe('12340000001-1');
    expect(quatro.linhaDigitavel).toBe('00191.23405 00000.115451 10403.005183 5 55650000001050');
  });
  it('agência and conta DVs with 10 → X (brcobranca "Montar agencia_conta_boleto")', () => {
    const r = regrasDoBanco('001');
    expect(r.agenciaCodigoImpresso(bb('1238798'))).toBe('4042-8 / 00061900-0');
    expect(r.agenciaCodigoImpresso(bb('1238798', { agencia: '0719' }))).toBe('0719-6 / 00061900-0');
    expect(r.agenciaCodigoImpresso(bb('1238798', { agencia: '0548', conta: '1448' }))).toBe(
      '0548-7 / 00001448-6',
    );
  });
  it('refuses a convênio of another length, a sequence past the convênio, a foreign carteira, a wrong DV', () => {
    expect(problemasDaConta(bb('12345'))).toEqual([
      { campo: 'convenio', mensagem: 'Convênio do Banco do Brasil deve ter 4, 6 ou 7 dígitos' },
    ]);
    expect(() =>
      montarBoleto(bb('12345678'), { sequencia: 1, vencimento: '2026-12-05', valorCentavos: 100 }),
    ).toThrow('Convênio do Banco do Brasil deve ter 4, 6 ou 7 dígitos');
    expect(() => regrasDoBanco('001').nossoNumero(bb('123879'), 100_000)).toThrow(
      'O nosso número passou do limite deste banco (99.999)',
    );
    expect(problemasDaConta(bb('1238798', { carteira: '19' }))[0]).toEqual({
      campo: 'carteira',
      mensagem: 'Carteira não aceita neste banco; use 11, 12, 15, 16, 17, 18, 31, 51',
    });
    expect(problemasDaConta(bb('1238798', { agenciaDv: '7' }))).toEqual([
      { campo: 'agenciaDv', mensagem: 'Dígito da agência não confere: o correto é 8' },
    ]);
    expect(problemasDaConta(bb('1238798', { agenciaDv: '8', contaDv: '0' }))).toEqual([]);
  });
});
