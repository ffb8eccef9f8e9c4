import { z } from 'zod';
import { SENHA_MINIMA } from '../constants';
import { MSG_PUBLICO as MSG } from '../messages/publico';
import { PERFIS, perfilSchema, statusUsuarioSchema } from '../shared/enums';
import { campoTelefone } from '../shared/campos-br';
import { idSchema, quandoTexto } from '../shared/fields';

const U = MSG.usuarioForm;

/** A user as the API answers it (never with the password hash). */
export const usuarioSchema = z.object({
  id: idSchema,
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  perfil: perfilSchema,
  status: statusUsuarioSchema,
  dataCadastro: z.string(),
  ultimoAcesso: z.string().nullable(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

const email = (obrigatorio: string, invalido: string) =>
  z.string({ error: obrigatorio }).trim().toLowerCase().min(1, obrigatorio).max(254).pipe(z.email(invalido));

/** Create-user form and POST /api/usuarios payload, with section 5's messages. */
export const usuarioCriarSchema = z.object({
  nome: z.string({ error: U.nomeObrigatorio }).trim().min(1, U.nomeObrigatorio).max(120),
  email: email(U.emailObrigatorio, U.emailInvalido),
  telefone: campoTelefone({ obrigatorio: U.telefoneObrigatorio }),
  perfil: z.enum(PERFIS, { error: U.perfilObrigatorio }),
  senha: z
    .string({ error: U.senhaObrigatoria })
    .min(1, U.senhaObrigatoria)
    .min(SENHA_MINIMA, U.senhaMinimo)
    .max(128),
  status: statusUsuarioSchema.default('ativo'),
});
export type UsuarioCriarInput = z.input<typeof usuarioCriarSchema>;

/**
 * The form adds the confirmation field, checked on the client only, and reported together with the
 * other fields' errors (an empty nome does not hide that the passwords differ).
 */
export const usuarioCriarFormSchema = usuarioCriarSchema
  .extend({ confirmarSenha: z.string() })
  .refine((v) => v.senha === v.confirmarSenha, {
    message: U.senhasNaoCoincidem,
    path: ['confirmarSenha'],
    when: quandoTexto('senha', 'confirmarSenha'),
  });
export type UsuarioCriarFormValues = z.input<typeof usuarioCriarFormSchema>;

/** User edit (section 5): nome, email and telefone required; perfil and status editable. */
export const usuarioAtualizarSchema = z.object({
  nome: z.string({ error: U.nomeObrigatorio }).trim().min(1, U.nomeObrigatorio).max(120),
  email: email(U.emailObrigatorio, U.emailInvalido),
  telefone: campoTelefone({ obrigatorio: U.telefoneObrigatorio }),
  perfil: perfilSchema,
  status: statusUsuarioSchema,
});
export type UsuarioAtualizarInput = z.input<typeof usuarioAtualizarSchema>;

export const usuarioFiltroSchema = z.object({
  busca: z.string().trim().max(120).optional(),
  perfil: z.union([perfilSchema, z.literal('todos'), z.literal('')]).optional(),
  status: z.union([statusUsuarioSchema, z.literal('todos'), z.literal('')]).optional(),
});
export type UsuarioFiltro = z.input<typeof usuarioFiltroSchema>;
