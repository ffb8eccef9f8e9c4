import { describe, expect, it } from 'vitest';
import {
  cancelamentoFormSchema,
  limiteFormSchema,
  limiteParaForm,
  triagemFormSchema,
} from './chamados-form.schema';

const base = {
  categoria: 'hidraulica',
  urgencia: 'alta',
  prestadorId: '',
  agendadoPara: '',
  valor: '',
  responsavel: '',
} as const;

describe('triagemFormSchema', () => {
  it('turns reais into centavos and empty choices into null', () => {
    expect(triagemFormSchema.parse({ ...base, valor: '1.234,56', responsavel: 'locatario' })).toEqual({
      categoria: 'hidraulica',
      urgencia: 'alta',
      prestadorId: null,
      agendadoPara: null,
      valorCentavos: 123_456,
      responsavel: 'locatario',
    });
    expect(triagemFormSchema.parse({ ...base, valor: '0', agendadoPara: '2026-12-10T09:00' })).toMatchObject({
      valorCentavos: 0,
      agendadoPara: '2026-12-10T09:00',
    });
  });

  it('refuses a negative or unreadable value and a bad date', () => {
    for (const errado of [{ valor: '-5' }, { valor: 'abc' }, { agendadoPara: '10/12/2026' }])
      expect(triagemFormSchema.safeParse({ ...base, ...errado }).success).toBe(false);
  });
});

describe('cancelamentoFormSchema', () => {
  it('requires the reason', () => {
    expect(cancelamentoFormSchema.safeParse({ motivo: '  ' }).error?.issues[0]?.message).toBe(
      'Motivo é obrigatório',
    );
    expect(cancelamentoFormSchema.parse({ motivo: ' Duplicado ' })).toEqual({ motivo: 'Duplicado' });
  });
});

describe('limiteFormSchema', () => {
  const erro = (valor: string) => limiteFormSchema.safeParse({ valor, segueAgencia: false }).error?.issues[0];

  it('sends centavos; following the agency sends null whatever is typed', () => {
    expect(limiteFormSchema.parse({ valor: '1.234,56', segueAgencia: false })).toEqual({
      limiteCentavos: 123_456,
    });
    expect(limiteFormSchema.parse({ valor: '0', segueAgencia: false })).toEqual({ limiteCentavos: 0 });
    expect(limiteFormSchema.parse({ valor: 'abc', segueAgencia: true })).toEqual({ limiteCentavos: null });
    expect(limiteParaForm(50_000)).toBe('500,00');
    expect(limiteParaForm(null)).toBe('');
  });

  it('refuses empty, negative or unreadable values under the field, in pt-BR', () => {
    expect(erro(' ')).toMatchObject({ path: ['valor'], message: 'Informe o limite em reais, como 500,00' });
    for (const v of ['-1', 'abc'])
      expect(erro(v)).toMatchObject({
        path: ['valor'],
        message: 'Informe um valor em reais, zero ou mais, como 500,00',
      });
  });
});
