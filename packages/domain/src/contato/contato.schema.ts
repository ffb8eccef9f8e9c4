import { z } from 'zod';

const obrigatorio = (label: string) => `${label} é obrigatório`;
const campo = (label: string, max: number) =>
  z.string({ error: obrigatorio(label) }).trim().min(1, obrigatorio(label)).max(max);

/** Contact form: all five fields required, email of email type, no other bounds (section 5). */
export const contatoFormSchema = z.object({
  nome: campo('Nome', 120),
  email: campo('Email', 254).pipe(z.email('Email inválido')),
  telefone: campo('Telefone', 30),
  assunto: campo('Assunto', 200),
  mensagem: campo('Mensagem', 5000),
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
  id: z.string(),
  origem: z.string().nullable(),
  recebidaEm: z.string(),
  tratada: z.boolean(),
});
export type MensagemContato = z.infer<typeof mensagemContatoSchema>;
