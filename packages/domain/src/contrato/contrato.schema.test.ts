import { describe, expect, it } from 'vitest';
import { MSG_ENTRADAS } from '../messages/entradas';
import { contratoEntradaSchema } from './contrato.schema';

const erros = (v: unknown) =>
  Object.fromEntries(
    (contratoEntradaSchema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('contract form: every error at once', () => {
  it('shows the date order and the discount with the empty and invalid fields', () => {
    const e = erros({
      numero: '',
      inquilino: { nome: 'Ana', email: 'ana@x.com', telefone: '3456-7890', cpf: '111.111.111-11', rg: '1' },
      imovelId: 'x',
      dataInicio: '2027-01-01',
      dataFim: '2026-01-01',
      valorAluguel: '1000',
      valorDesconto: '2000',
    });
    expect(e).toMatchObject({
      numero: 'Número é obrigatório',
      'inquilino.telefone': MSG_ENTRADAS.telefoneInvalido,
      'inquilino.cpf': MSG_ENTRADAS.cpfInvalido,
      dataFim: 'Data de término deve ser posterior à data de início',
      valorDesconto: 'Desconto não pode ser maior que o aluguel',
    });
  });

  it('agrees with a feminine label: the empty dates are obrigatórias', () => {
    const e = erros({ numero: 'CT', dataInicio: '', dataFim: '' });
    expect(e.dataInicio).toBe('Data de início é obrigatória');
    expect(e.dataFim).toBe('Data de término é obrigatória');
  });

  it('does not compare a date that is itself invalid', () => {
    const e = erros({ numero: 'CT', dataInicio: '2026-02-30', dataFim: '2026-01-01' });
    expect(e.dataInicio).toBe('Data inválida');
    expect(e.dataFim).toBeUndefined();
  });
});
