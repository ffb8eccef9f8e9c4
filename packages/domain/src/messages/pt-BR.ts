import { MSG_API_ERROS } from './api-erros';
import { MSG_BACK_OFFICE } from './back-office';
import { MSG_BACK_OFFICE_CADASTROS } from './back-office-cadastros';
import { MSG_BACK_OFFICE_FORMULARIOS } from './back-office-formularios';
import { MSG_BACK_OFFICE_GESTAO } from './back-office-gestao';
import { MSG_LOCATARIO } from './locatario';
import { MSG_PUBLICO } from './publico';

export { MSG_SERVIDOR } from './servidor';

/**
 * The pt-BR catalogue: every visible text of the specification, letter for letter.
 * Components, schemas and the server read from here; nothing else spells these strings.
 * `MSG` is the whole catalogue, put together from one file per audience: the public site
 * (publico.ts), the tenant's area (locatario.ts), the back office (back-office*.ts) and the API's
 * errors (api-erros.ts). The server's e-mails and alerts are MSG_SERVIDOR (servidor.ts); the other
 * catalogues of this folder (MSG_REPASSE, MSG_CICLO, …) are split by area the same way.
 */
export const MSG = {
  ...MSG_PUBLICO,
  ...MSG_BACK_OFFICE,
  ...MSG_LOCATARIO,
  /** Back-office texts beyond the specification's wording (labels, headings, empty states). */
  adminUi: {
    ...MSG_BACK_OFFICE_FORMULARIOS,
    ...MSG_BACK_OFFICE_CADASTROS,
    ...MSG_BACK_OFFICE_GESTAO,
  },
  api: MSG_API_ERROS,
} as const;
