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
export const linkWhatsapp = (telefone: string) => `https://wa.me/${somenteDigitos(telefone)}`;
export const linkTelefone = (telefone: string) => `tel:+${somenteDigitos(telefone)}`;
