import { z } from 'zod';
import { MSG } from '../messages/pt-BR';
import { MSG_SITE } from '../messages/publico';
import { campoTelefone } from '../shared/campos-br';

const C = MSG.contato;
const campo = (obrigatorio: string, max: number) =>
  z.string({ error: obrigatorio }).trim().min(1, obrigatorio).max(max);

/**
 * Contact form: all five fields required, email of email type, no other bounds (section 5). The
 * spec gives no texts for these errors, so they agree in gender with the label ('Mensagem é
 * obrigatória').
 */
export const contatoFormSchema = z.object({
  nome: campo(MSG_SITE.contatoObrigatorio(C.nome), 120),
  email: campo(MSG_SITE.contatoObrigatorio(C.email), 254).pipe(z.email(MSG_SITE.contatoEmailInvalido)),
  telefone: campoTelefone({ obrigatorio: MSG_SITE.contatoObrigatorio(C.telefone) }),
  assunto: campo(MSG_SITE.contatoObrigatorio(C.assunto), 200),
  mensagem: campo(MSG_SITE.contatoObrigatoria(C.mensagem), 5000),
});
export type ContatoFormValues = z.input<typeof contatoFormSchema>;

/** POST /api/contato payload (section 7). */
export const contatoPayloadSchema = contatoFormSchema.extend({
  destinatario: z.string().max(254).optional(),
  origem: z.string().max(254).optional(),
  timestamp: z.string().max(40).optional(),
});
export type ContatoPayload = z.input<typeof contatoPayloadSchema>;

export const mensagemContatoSchema = contatoFormSchema.extend({
  /** As stored: digits since the phone rule, free text in older messages. */
  telefone: z.string(),
  id: z.string(),
  origem: z.string().nullable(),
  /** The account a request is about (a password request sent to the staff), when there is one. */
  usuarioId: z.string().nullable(),
  recebidaEm: z.string(),
  tratada: z.boolean(),
});
export type MensagemContato = z.infer<typeof mensagemContatoSchema>;

/** PATCH /api/contato/:id body: the message was (or was not yet) dealt with. */
export const contatoTratadaSchema = z.object({ tratada: z.boolean({ error: MSG.api.dadosInvalidos }) });
