import { describe, expect, it } from 'vitest';
import { MSG } from '../messages/pt-BR';
import { usuarioAtualizarSchema, usuarioCriarFormSchema, usuarioCriarSchema } from './usuario.schema';

const U = MSG.usuarioForm;

const erros = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('create-user form', () => {
  it('shows the password mismatch together with the empty fields', () => {
    const r = usuarioCriarFormSchema.safeParse({
      nome: '',
      email: '',
      telefone: '',
      senha: '123456',
      confirmarSenha: '1234567',
    });
    expect(erros(r)).toEqual({
      nome: U.nomeObrigatorio,
      email: U.emailObrigatorio,
      telefone: U.telefoneObrigatorio,
      perfil: U.perfilObrigatorio,
      confirmarSenha: U.senhasNaoCoincidem,
    });
  });

  it('refuses a phone without DDD and keeps a valid one as digits', () => {
    const base = { nome: 'Ana', email: 'ana@x.com', perfil: 'corretor', senha: '123456' } as const;
    expect(erros(usuarioCriarSchema.safeParse({ ...base, telefone: '91234-5678' }))).toEqual({
      telefone: 'Telefone inválido: informe DDD e número',
    });
    expect(usuarioCriarSchema.parse({ ...base, telefone: '(11) 91234-5678' }).telefone).toBe('11912345678');
    expect(
      usuarioAtualizarSchema.parse({ ...base, telefone: '(11) 3456-7890', status: 'ativo' }).telefone,
    ).toBe('1134567890');
  });
});
