import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../../banco/montar-boleto';
import type { ContaCobrancaDados } from '../../banco/conta-cobranca.schema';
import { entradaRemessa, linhasDe } from '../fixtures/entrada';
import { gerarRemessa } from './index';
import { nossoNumeroNoArquivo, seuNumeroDoPagamento } from './numeros';

// The accounts of each bank's boleto tests (brcobranca examples), DVs left empty as there.
const CONTAS: Record<string, Pick<ContaCobrancaDados, 'agencia' | 'conta' | 'carteira' | 'convenio'>> = {
  '001': { agencia: '4042', conta: '61900', carteira: '18', convenio: '1234567' },
  '033': { agencia: '0059', conta: '13000123', carteira: '102', convenio: '1899775' },
  '104': { agencia: '1825', conta: '528', carteira: '1', convenio: '245274' },
  '237': { agencia: '1172', conta: '0403005', carteira: '06', convenio: '' },
  '341': { agencia: '0810', conta: '53678', carteira: '175', convenio: '' },
  '756': { agencia: '4327', conta: '417270', carteira: '1', convenio: '229385' },
};
const COM_REMESSA = [
  ['001', 'cnab240'],
  ['033', 'cnab240'],
  ['104', 'cnab240'],
  ['237', 'cnab240'],
  ['237', 'cnab400'],
  ['341', 'cnab240'],
  ['341', 'cnab400'],
  ['756', 'cnab240'],
] as const;

describe('nosso número de um boleto emitido, na remessa do banco', () => {
  it('Itaú CNAB 400 leva os 8 dígitos sem o DAC; os demais, como o boleto imprime', () => {
    expect(nossoNumeroNoArquivo('341', 'cnab400', '000001232')).toBe('00000123');
    expect(nossoNumeroNoArquivo('341', 'cnab240', '000001232')).toBe('000001232');
    expect(nossoNumeroNoArquivo('237', 'cnab400', '000000001238')).toBe('000000001238');
  });

  for (const [banco, layout] of COM_REMESSA) {
    it(`${banco} ${layout}: o boleto da sequência 123 entra na remessa`, () => {
      const conta = { banco, agenciaDv: '', contaDv: '', ...CONTAS[banco]!, layout };
      const { nossoNumero } = montarBoleto(conta, {
        sequencia: 123,
        vencimento: '2026-12-10',
        valorCentavos: 150_000,
      });
      const noArquivo = nossoNumeroNoArquivo(banco, layout, nossoNumero.numero + nossoNumero.dv);
      const linhas = linhasDe(gerarRemessa(entradaRemessa({ conta, nossoNumero: noArquivo })));
      // The first detail line (segment P in CNAB 240, type 1 in CNAB 400) carries it.
      const detalhe = layout === 'cnab240' ? linhas[2]! : linhas[1]!;
      expect(detalhe).toContain(noArquivo.replace(/^0+/, ''));
    });
  }
});

describe('seu número de um pagamento', () => {
  it('as 10 primeiras letras e dígitos do id, em maiúsculas', () => {
    expect(seuNumeroDoPagamento('5b0c7a8e-2f4d-4c1e-9a3b-7d6e5f4a3b2c')).toBe('5B0C7A8E2F');
    expect(seuNumeroDoPagamento('pg-1')).toBe('PG1');
  });
});
