import { z } from 'zod';
import { SENHA_MINIMA } from '../constants';
import { MSG_PUBLICO as MSG } from '../messages/publico';
import { perfilSchema } from '../shared/enums';
import { usuarioSchema } from '../usuario/usuario.schema';

const A = MSG.auth;
const obrigatorio = (label: string) => `${label} é obrigatório`;

export const loginSchema = z.object({
  email: z
    .string({ error: obrigatorio('Email') })
    .trim()
    .toLowerCase()
    .min(1, obrigatorio('Email'))
    .max(254),
  senha: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginRespostaSchema = z.object({ token: z.string().min(1), usuario: usuarioSchema });
export type LoginResposta = z.infer<typeof loginRespostaSchema>;

/** Registration always creates an inquilino (section 6); the server ignores any other perfil. */
export const registroSchema = z.object({
  nome: z
    .string({ error: obrigatorio('Nome') })
    .trim()
    .min(1, obrigatorio('Nome'))
    .max(120),
  email: z
    .string({ error: obrigatorio('Email') })
    .trim()
    .toLowerCase()
    .min(1, obrigatorio('Email'))
    .max(254)
    .pipe(z.email(MSG.usuarioForm.emailInvalido)),
  senha: z.string({ error: 'Senha é obrigatória' }).min(SENHA_MINIMA, MSG.usuarioForm.senhaMinimo).max(128),
  perfil: z.literal('inquilino').default('inquilino'),
});
export type RegistroInput = z.input<typeof registroSchema>;

export const registroFormSchema = registroSchema
  .omit({ perfil: true })
  .extend({ confirmarSenha: z.string() });
export type RegistroFormValues = z.input<typeof registroFormSchema>;
/** Mismatch is reported as a notice, not a field error, and no call is made (section 5). */
export const senhasConferem = (v: { senha: string; confirmarSenha: string }) => v.senha === v.confirmarSenha;
export { A as MSG_AUTH };

/** The user kept in the session: id, nome, email, tipo (copied from perfil). */
export const usuarioSessaoSchema = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    nome: z.string(),
    email: z.string(),
    perfil: perfilSchema.optional(),
    tipo: perfilSchema.optional(),
  })
  .refine((u) => Boolean(u.id ?? u._id) && Boolean(u.perfil ?? u.tipo))
  .transform((u) => ({
    id: (u.id ?? u._id) as string,
    nome: u.nome,
    email: u.email,
    tipo: (u.tipo ?? u.perfil) as z.infer<typeof perfilSchema>,
  }));
export type UsuarioSessao = z.output<typeof usuarioSessaoSchema>;

export const esqueciSenhaSchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
export const redefinirSenhaSchema = z.object({
  token: z.string().min(10).max(200),
  senha: z.string().min(SENHA_MINIMA, MSG.usuarioForm.senhaMinimo).max(128),
});
