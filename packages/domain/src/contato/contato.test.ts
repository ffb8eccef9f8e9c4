import { describe, expect, it } from 'vitest';
import { contatoFormSchema } from './contato.schema';

describe('formulário de contato', () => {
  it('exige os cinco campos, com a concordância de cada rótulo', () => {
    const r = contatoFormSchema.safeParse({ nome: ' ', email: '', telefone: '', assunto: '', mensagem: '' });
    expect(r.success).toBe(false);
    const erros = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(erros).toEqual({
      nome: 'Nome é obrigatório',
      email: 'Email é obrigatório',
      telefone: 'Telefone é obrigatório',
      assunto: 'Assunto é obrigatório',
      mensagem: 'Mensagem é obrigatória',
    });
  });
  it('recusa email sem formato de endereço', () => {
    const r = contatoFormSchema.safeParse({
      nome: 'A',
      email: 'a@',
      telefone: '(11) 3456-7890',
      assunto: 'B',
      mensagem: 'C',
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Email inválido']);
  });
});
