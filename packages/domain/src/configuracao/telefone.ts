/**
 * The agency's phone links, in a module of their own without zod: the public site's footer and
 * property page use them, and a schema beside them would pull zod into the site's first chunk.
 */

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
