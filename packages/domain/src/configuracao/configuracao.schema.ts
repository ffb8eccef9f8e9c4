import { z } from 'zod';

/** Agency settings shown on the public site and used by the dashboard and billing. */
export const configuracaoSchema = z.object({
  nome: z.string().trim().min(1).max(120),
  site: z.string().trim().max(200),
  endereco: z.string().trim().max(300),
  telefone: z.string().trim().max(30),
  whatsapp: z.string().trim().max(30),
  emailAdministracao: z.email(),
  emailCadastros: z.email(),
  emailDocumentacao: z.email(),
  emailFinanceiro: z.email(),
  emailJuridico: z.email(),
  horarioSemana: z.string().trim().max(80),
  horarioSabado: z.string().trim().max(80),
  metaReceitaMensal: z.coerce.number().min(0).max(1_000_000_000),
  multaPercentual: z.coerce.number().min(0).max(20),
  jurosMensalPercentual: z.coerce.number().min(0).max(10),
  diaVencimentoPadrao: z.coerce.number().int().min(1).max(31),
  emailRemetente: z.email(),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;

/** Only digits, as wa.me and tel: want them. */
export const somenteDigitos = (telefone: string) => telefone.replace(/\D/g, '');

/** Brazil's country calling code. */
const DDI_BRASIL = '55';

/**
 * Digits in international form: a national number (DDD + 8 or 9 digits, 10–11 digits) gets Brazil's
 * 55 in front; a number already carrying 55 (12–13 digits) or anything else is kept as typed.
 * Without it '(11) 3456-7890' would dial +1 (USA) and wa.me would open the wrong chat.
 */
export const telefoneInternacional = (telefone: string) => {
  const digitos = somenteDigitos(telefone).replace(/^0+/, '');
  if (digitos.length === 10 || digitos.length === 11) return `${DDI_BRASIL}${digitos}`;
  return digitos;
};

/** WhatsApp chat link for a Brazilian phone as the agency types it ('(11) 98765-4321'). */
export const linkWhatsapp = (telefone: string) => `https://wa.me/${telefoneInternacional(telefone)}`;

/** tel: link (E.164) for a Brazilian phone as the agency types it ('(11) 3456-7890'). */
export const linkTelefone = (telefone: string) => `tel:+${telefoneInternacional(telefone)}`;
