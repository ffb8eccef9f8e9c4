import { zodResolver } from '@hookform/resolvers/zod';
import { contatoFormSchema } from '@morada/domain/contato.schema';

/*
 * Loaded on the first validation only (lib/lazy-resolver), so /contato does not download zod
 * before interaction (DESIGN §9). Import it dynamically or type-only, never statically.
 */
export const contatoResolver = zodResolver(contatoFormSchema);
