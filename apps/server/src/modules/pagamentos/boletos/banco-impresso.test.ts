import { regrasDoBanco, type ContaBoleto, type ContaCobranca } from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { codigoBancoComDv, nomeDoBanco, nossoNumeroImpresso } from './banco-impresso';
import { escolherContaEmissora } from './conta-emissora';

const conta = (banco: ContaBoleto['banco'], c: Partial<ContaBoleto>): ContaBoleto => ({
  banco,
  agencia: '',
  agenciaDv: '',
  conta: '',
  contaDv: '',
  carteira: '',
  convenio: '',
  ...c,
});

// Accounts of the bank examples in packages/domain/src/banco/bancos/*.test.ts (brcobranca, bopepo, openboleto).
const CONTAS: ContaBoleto[] = [
  conta('999', { agencia: '0001', conta: '00012345', carteira: '17' }),
  conta('001', { agencia: '4042', conta: '61900', carteira: '18', convenio: '1234567' }),
  conta('001', { agencia: '4042', conta: '61900', carteira: '18', convenio: '123456' }),
  conta('033', { agencia: '0059', conta: '13000123', carteira: '102', convenio: '1899775' }),
  conta('104', { agencia: '1825', conta: '528', carteira: '1', convenio: '245274' }),
  conta('237', { agencia: '1172', conta: '0403005', carteira: '06' }),
  conta('341', { agencia: '0810', conta: '53678', carteira: '175' }),
  conta('748', { agencia: '0710', conta: '61900', carteira: '1', convenio: '6500129' }),
  conta('756', { agencia: '4327', conta: '417270', carteira: '1', convenio: '229385' }),
];

describe('nossoNumeroImpresso', () => {
  it('prints the stored digits the way the bank does (values of the domain bank tests)', () => {
    // itau_spec.rb (brcobranca): 175/00258281-7; bradesco: 06/00000000525-P (DV "P").
    expect(nossoNumeroImpresso(CONTAS[6]!, '002582817')).toBe('175/00258281-7');
    expect(nossoNumeroImpresso(CONTAS[5]!, '00000000525P')).toBe('06/00000000525-P');
    // Before accounts existed: the 11 digits of the local provider.
    expect(nossoNumeroImpresso(CONTAS[0]!, '00000000015')).toBe('0000000001-5');
  });
  it('rebuilds what each bank rule issued, for small and large sequences', () => {
    for (const c of CONTAS) {
      const r = regrasDoBanco(c.banco);
      for (const seq of [1, 42, 8879, Math.min(99_999, r.limiteSequencia(c))]) {
        const nn = r.nossoNumero(c, seq, { emissao: '2026-11-27' });
        expect(nossoNumeroImpresso(c, nn.numero + nn.dv), `${c.banco} ${seq}`).toBe(nn.impresso);
      }
    }
  });
  it('prints what it cannot rebuild as stored', () => {
    expect(nossoNumeroImpresso(CONTAS[6]!, 'abc')).toBe('abc');
    expect(nossoNumeroImpresso(CONTAS[6]!, '002582810')).toBe('002582810');
  });
});

describe('bank heading', () => {
  it('prints the code with its check digit and the name', () => {
    expect(codigoBancoComDv('341')).toBe('341-7');
    expect(codigoBancoComDv('001')).toBe('001-9');
    expect(codigoBancoComDv('104')).toBe('104-0');
    expect(codigoBancoComDv('748')).toBe('748-X');
    expect(nomeDoBanco('341')).toBe('Itaú');
    expect(nomeDoBanco('999')).toBe('Banco de demonstração');
  });
});

describe('escolherContaEmissora', () => {
  const c = (id: string, banco: ContaCobranca['banco']) => ({ id, banco }) as ContaCobranca;
  it('takes the oldest real bank over the demo one, the demo one when alone, none when none is active', () => {
    expect(escolherContaEmissora([c('demo', '999'), c('itau', '341'), c('bb', '001')])?.id).toBe('itau');
    expect(escolherContaEmissora([c('demo', '999')])?.id).toBe('demo');
    expect(escolherContaEmissora([])).toBeUndefined();
  });
});
