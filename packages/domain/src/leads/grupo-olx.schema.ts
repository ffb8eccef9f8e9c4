import { z } from 'zod';

/**
 * The body the Grupo OLX (ZAP Imóveis, Viva Real, OLX) lead integration POSTs for each lead, as its
 * manual describes it ("Integração de Leads GrupoZap", github.com/N3R00/crm-lead-integration):
 * leadOrigin, timestamp, originLeadId (the portal's id of the lead: our idempotency key),
 * originListingId (the portal's listing), clientListingId (the ListingID our VRSync feed sent: our
 * property id), name, email, ddd + phone or phoneNumber, message, temperature, transactionType.
 * Unknown fields are ignored (the portal may add some).
 */
const texto = (max: number) => z.string().trim().max(max);
export const leadGrupoOlxSchema = z
  .object({
    leadOrigin: texto(60).optional(),
    timestamp: texto(40).optional(),
    originLeadId: texto(120).min(1),
    originListingId: texto(120).optional(),
    clientListingId: texto(120).optional(),
    name: texto(120).min(1),
    email: texto(254).optional(),
    ddd: texto(4).optional(),
    phone: texto(30).optional(),
    phoneNumber: texto(30).optional(),
    message: texto(5000).optional(),
    temperature: texto(30).optional(),
    transactionType: texto(30).optional(),
  })
  .refine((v) => Boolean(v.email || v.phone || v.phoneNumber), { path: ['email'] });
export type LeadGrupoOlx = z.output<typeof leadGrupoOlxSchema>;

/** The phone of a Grupo OLX lead: phoneNumber when sent (DDD included), else ddd + phone. */
export const telefoneDoLeadGrupoOlx = (
  l: Pick<LeadGrupoOlx, 'ddd' | 'phone' | 'phoneNumber'>,
): string | undefined => {
  const numero = (l.phoneNumber ?? `${l.ddd ?? ''}${l.phone ?? ''}`).replace(/\D/g, '');
  return numero || undefined;
};
