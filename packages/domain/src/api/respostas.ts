import { z } from 'zod';
import { idSchema } from '../shared/fields';

/** Small answers several routes share, and the path parameters they use. */
export const okSchema = z.object({ ok: z.literal(true) });
export const okMensagemSchema = z.object({ ok: z.literal(true), mensagem: z.string() });
/** `{id}` of a path: a UUID. */
export const parametroId = z.object({ id: idSchema });
