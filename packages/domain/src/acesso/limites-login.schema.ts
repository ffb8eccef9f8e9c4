import { z } from 'zod';
import { MSG } from '../messages/pt-BR';

const T = MSG.adminUi.usuarios;

/**
 * GET /api/usuarios/:id/limites-login: what the sign-in throttle holds on the account in the
 * current 15-minute window, so an admin sees why a user cannot get in before lifting it.
 */
export const limitesLoginSchema = z.object({
  /** Wrong passwords for the account from every address. */
  falhasRecentes: z.number().int().nonnegative(),
  /** Devices the account never signed in from wait for a turn (the account is under attack). */
  dispositivosNovosLentos: z.boolean(),
  /** Addresses that used up their failures on this account and are refused until the window ends. */
  enderecosBloqueados: z.number().int().nonnegative(),
});
export type LimitesLogin = z.infer<typeof limitesLoginSchema>;

/** Whether anything holds the account back: the admin's 'Desbloquear acesso' has something to undo. */
export const limitesEmVigor = (l: LimitesLogin): boolean => l.falhasRecentes > 0 || l.enderecosBloqueados > 0;

/** The admin's reading of the limits, one sentence per fact; one sentence when nothing holds. */
export const textoLimitesLogin = (l: LimitesLogin): string[] => {
  if (!limitesEmVigor(l)) return [T.limitesLivre];
  return [
    T.limitesFalhas(l.falhasRecentes),
    ...(l.dispositivosNovosLentos ? [T.limitesLentos] : []),
    ...(l.enderecosBloqueados > 0 ? [T.limitesEnderecos(l.enderecosBloqueados)] : []),
  ];
};
