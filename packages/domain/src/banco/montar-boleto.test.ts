import { describe, expect, it } from 'vitest';
import { contaDeTeste } from './bancos/conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './bancos';
import { codigoBarrasDeLinha, codigoBarrasValido } from './codigo-barras';
import { CODIGOS_BANCO } from './conta-cobranca.schema';
import { montarBoleto } from './montar-boleto';

/** A valid account per bank (the accounts of the published examples in bancos/*.test.ts). */
const CONTAS = [
  contaDeTeste('001', { agencia: '4042', conta: '61900', carteira: '18', convenio: '1238798' }),
  contaDeTeste('001', { agencia: '4042', conta: '61900', carteira: '18', convenio: '123879' }),
  contaDeTeste('001', { agencia: '4042', conta: '61900', carteira: '18', convenio: '1238' }),
  contaDeTeste('341', { agencia: '0810', conta: '53678', carteira: '175' }),
  contaDeTeste('341', { agencia: '0810', conta: '53678', carteira: '126' }),
  contaDeTeste('237', { agencia: '1172', conta: '0403005', carteira: '09' }),
  contaDeTeste('104', { agencia: '1825', carteira: '1', convenio: '245274' }),
  contaDeTeste('104', { agencia: '3454', carteira: '1', convenio: '1242119' }),
  contaDeTeste('033', { agencia: '0059', carteira: '101', convenio: '1899775' }),
  contaDeTeste('756', { agencia: '4327', carteira: '1', convenio: '229385' }),
  contaDeTeste('748', { agencia: '0710', carteira: '1', convenio: '6500129' }),
  contaDeTeste('999', { agencia: '0001', conta: '00012345', carteira: '17' }),
];

describe('montarBoleto', () => {
  it('every bank but Inter has a valid account among the examples', () => {
    const comConta = new Set(CONTAS.map((c) => c.banco));
    expect(CODIGOS_BANCO.filter((b) => !comConta.has(b))).toEqual(['077']);
    for (const conta of CONTAS) expect(problemasDaConta(conta)).toEqual([]);
  });
  it('check the check: every barcode passes its DV and the linha round-trips', () => {
    const sequencias = [1, 2, 9, 10, 99, 525, 4321, 77_777, 99_999];
    const vencimentos = ['2025-02-21', '2025-02-22', '2026-12-05', '2031-07-09'];
    let n = 0;
    for (const conta of CONTAS) {
      for (const [i, sequencia] of sequencias.entries()) {
        const vencimento = vencimentos[i % vencimentos.length]!;
        const b = montarBoleto(conta, {
          sequencia,
          vencimento,
          valorCentavos: 1 + i * 123_457,
          emissao: '2026-11-27',
        });
        expect(codigoBarrasValido(b.codigoBarras)).toBe(true);
        expect(codigoBarrasDeLinha(b.linhaDigitavel)).toBe(b.codigoBarras);
        expect(b.codigoBarras.slice(0, 3)).toBe(conta.banco);
        expect(b.nossoNumero.impresso).toContain(b.nossoNumero.numero.slice(-5));
        n++;
      }
    }
    expect(n).toBe(CONTAS.length * sequencias.length);
  });
  it('gives different nosso números and barcodes to different sequences of one account', () => {
    for (const conta of CONTAS) {
      const um = montarBoleto(conta, { sequencia: 1, vencimento: '2026-12-05', valorCentavos: 100 });
      const dois = montarBoleto(conta, { sequencia: 2, vencimento: '2026-12-05', valorCentavos: 100 });
      expect(dois.nossoNumero.impresso).not.toBe(um.nossoNumero.impresso);
      expect(dois.codigoBarras).not.toBe(um.codigoBarras);
    }
  });
  it('Inter: the account is flagged and issuing says why', () => {
    const inter = contaDeTeste('077', {
      agencia: '0001',
      conta: '1234567',
      carteira: '112',
      convenio: '1234567',
    });
    expect(problemasDaConta(inter)).toEqual([
      { campo: 'banco', mensagem: 'Inter: emissão de boletos registrados ainda não disponível' },
    ]);
    expect(() => montarBoleto(inter, { sequencia: 1, vencimento: '2026-12-05', valorCentavos: 100 })).toThrow(
      'Inter: emissão de boletos registrados ainda não disponível',
    );
  });
  it('refuses a bad sequence, value or due date', () => {
    const conta = CONTAS[0]!;
    expect(() => montarBoleto(conta, { sequencia: 0, vencimento: '2026-12-05', valorCentavos: 1 })).toThrow(
      'O nosso número deve ser um número inteiro a partir de 1',
    );
    expect(() => montarBoleto(conta, { sequencia: 1.5, vencimento: '2026-12-05', valorCentavos: 1 })).toThrow(
      'a partir de 1',
    );
    expect(() => montarBoleto(conta, { sequencia: 1, vencimento: '2026-12-05', valorCentavos: -1 })).toThrow(
      'Valor fora do limite',
    );
    expect(() => montarBoleto(conta, { sequencia: 1, vencimento: '05/12/2026', valorCentavos: 1 })).toThrow(
      'Data inválida',
    );
    expect(() => regrasDoBanco('123' as never)).toThrow('Escolha um banco da lista');
  });
});
