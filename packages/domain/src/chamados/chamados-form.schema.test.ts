import { describe, expect, it } from 'vitest';
import { cancelamentoFormSchema, triagemFormSchema } from './chamados-form.schema';

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
