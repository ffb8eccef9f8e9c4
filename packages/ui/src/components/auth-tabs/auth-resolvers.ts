import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MSG, SENHA_MINIMA } from '@morada/domain';
import { loginSchema, registroFormSchema } from '@morada/domain/auth.schema';

/*
 * Loaded on the first validation only (lib/lazy-resolver): this module is the one place the auth
 * forms touch zod, so the /login page does not download it before interaction (DESIGN §9). Import
 * it dynamically or type-only, never statically.
 */

export const loginResolver = zodResolver(loginSchema);
export const registroResolver = zodResolver(registroFormSchema);
export { senhasConferem } from '@morada/domain/auth.schema';

/** New password chosen from the e-mailed link (the token travels in the URL, not in the form). */
const redefinirFormSchema = z.object({
  senha: z.string().min(SENHA_MINIMA, MSG.usuarioForm.senhaMinimo).max(128),
  confirmarSenha: z.string(),
});
export type RedefinirFormValues = z.infer<typeof redefinirFormSchema>;
export const redefinirResolver = zodResolver(redefinirFormSchema);
