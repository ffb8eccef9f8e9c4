import { z } from 'zod';
import { SENHA_MINIMA } from '../constants';
import { MSG_ACESSO as M } from '../messages/acesso';
import { MSG_PUBLICO as MSG } from '../messages/publico';
import { contratoSchema } from '../contrato/contrato.schema';
import { usuarioSchema } from '../usuario/usuario.schema';

const U = MSG.usuarioForm;
const token = z.string().min(10).max(200);
const novaSenha = z
  .string({ error: U.senhaObrigatoria })
  .min(1, U.senhaObrigatoria)
  .min(SENHA_MINIMA, U.senhaMinimo)
  .max(128);

/**
 * A link issued by staff (POST /api/usuarios/:id/link-acesso, or `convite` in the answer of a contract
 * that created its tenant). The database keeps only the token's hash. With SMTP configured the link
 * goes by e-mail only and `link` is null; without SMTP it is shown in this answer (once), and only
 * for tenant and owner accounts: a staff account's link is never shown (issue 31).
 */
export const linkAcessoSchema = z.object({
  tipo: z.enum(['convite', 'redefinicao']),
  /** The link, for staff to copy or send by WhatsApp; null when it went by e-mail only. */
  link: z.string().nullable(),
  expiraEm: z.string(),
  /** True when the link was e-mailed to the account's address (SMTP configured). */
  enviadoPorEmail: z.boolean(),
  usuario: usuarioSchema.omit({ dataCadastro: true, ultimoAcesso: true }),
});
export type LinkAcesso = z.infer<typeof linkAcessoSchema>;

/** POST /api/auth/convite: who the invitation is for, so the page can greet them. */
export const consultarConviteSchema = z.object({ token });
export const conviteInfoSchema = z.object({ nome: z.string(), email: z.string() });
export type ConviteInfo = z.infer<typeof conviteInfoSchema>;

/** POST /api/auth/aceitar-convite → { token, usuario }: the tenant is signed in right away. */
export const aceitarConviteSchema = z.object({ token, senha: novaSenha });
export type AceitarConviteInput = z.infer<typeof aceitarConviteSchema>;

/** POST /api/auth/esqueci-senha → 202 { ok, canal }: 'email' sends a link, 'equipe' asks the staff. */
export const esqueciSenhaRespostaSchema = z.object({
  ok: z.literal(true),
  canal: z.enum(['email', 'equipe']),
});
export type EsqueciSenhaResposta = z.infer<typeof esqueciSenhaRespostaSchema>;

/** POST /api/auth/alterar-senha (any signed-in user) → { token, usuario }: other sessions end. */
export const alterarSenhaSchema = z
  .object({
    senhaAtual: z.string({ error: M.senhaAtualObrigatoria }).min(1, M.senhaAtualObrigatoria).max(128),
    novaSenha,
  })
  .refine((v) => v.senhaAtual !== v.novaSenha, { message: M.novaSenhaIgual, path: ['novaSenha'] });
export type AlterarSenhaInput = z.infer<typeof alterarSenhaSchema>;

/** The change-password form: every error at once, the confirmation checked with the rest. */
export const alterarSenhaFormSchema = z
  .object({
    senhaAtual: z.string().min(1, M.senhaAtualObrigatoria).max(128),
    novaSenha,
    confirmarSenha: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.senhaAtual && v.novaSenha && v.senhaAtual === v.novaSenha) {
      ctx.addIssue({ code: 'custom', message: M.novaSenhaIgual, path: ['novaSenha'] });
    }
    if (v.novaSenha !== v.confirmarSenha) {
      ctx.addIssue({ code: 'custom', message: U.senhasNaoCoincidem, path: ['confirmarSenha'] });
    }
  });
export type AlterarSenhaFormValues = z.input<typeof alterarSenhaFormSchema>;

/**
 * The answer of saving a contract: the contract, plus the tenant's invitation when saving it created
 * the tenant's account (the only time its link can be shown).
 */
export const contratoSalvoSchema = contratoSchema.extend({ convite: linkAcessoSchema.optional() });
export type ContratoSalvo = z.infer<typeof contratoSalvoSchema>;
