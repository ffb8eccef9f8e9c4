import { describe, expect, it } from 'vitest';
import { crc16, montarPixCopiaECola, pixValido, textoPix } from './pix';

// Example payload of the Banco Central's "Manual de Padrões para Iniciação do Pix" (static BR Code).
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('PIX copia-e-cola', () => {
  it('computes the CRC16-CCITT-FALSE of the standard check string and of the BCB example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(EXEMPLO_BCB.slice(0, -4))).toBe('1D3D');
    expect(pixValido(EXEMPLO_BCB)).toBe(true);
    expect(pixValido(EXEMPLO_BCB.replace('Fulano', 'Fulana'))).toBe(false);
  });
  it('rebuilds the BCB example exactly', () => {
    expect(
      montarPixCopiaECola({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
      }),
    ).toBe(EXEMPLO_BCB);
  });
  it('adds the amount and txid, and cleans name and city', () => {
    const p = montarPixCopiaECola({
      chave: 'financeiro@moradaimoveis.com.br',
      nome: 'Morada Imóveis Administração Ltda',
      cidade: 'São José dos Campos',
      valor: 2500,
      txid: 'a1b2-c3',
    });
    expect(p).toContain('54072500.00');
    expect(p).toContain('5925Morada Imoveis Administr');
    expect(p).toContain('6015Sao Jose dos Ca');
    expect(p).toContain('62100506a1b2c3');
    expect(pixValido(p)).toBe(true);
    expect(textoPix('  Ção  ', 10)).toBe('Cao');
  });
});
