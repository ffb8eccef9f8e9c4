import { describe, expect, it } from 'vitest';
import { contaCobrancaValidaSchema } from './conta-cobranca-valida.schema';

const entrada = {
  nome: 'BB principal',
  banco: '001',
  agencia: '4042',
  conta: '61900',
  carteira: '18',
  convenio: '1238798',
  layout: 'cnab240',
};

describe('contaCobrancaValidaSchema', () => {
  it('accepts an account its bank accepts', () => {
    expect(contaCobrancaValidaSchema.safeParse(entrada).success).toBe(true);
  });
  it('puts the bank rule under the field: wrong-length convênio, next nosso número past the limit', () => {
    const r = contaCobrancaValidaSchema.safeParse({ ...entrada, convenio: '12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['convenio', 'Convênio do Banco do Brasil deve ter 4, 6 ou 7 dígitos'],
    ]);
    const s = contaCobrancaValidaSchema.safeParse({
      ...entrada,
      banco: '748',
      carteira: '1',
      convenio: '6500129',
      proximoNossoNumero: 100_000,
    });
    expect(s.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['proximoNossoNumero', 'O nosso número passou do limite deste banco (99.999)'],
    ]);
  });
});
