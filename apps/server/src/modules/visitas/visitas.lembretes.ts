import type { Deps } from '../../http/context';
import { entregarEmails, type EmailNaFila } from '../emails';
import { emailsLembrete } from './visitas.emails';
import { tomarLembrete, visitasSemLembrete } from './visitas.repository';

const HORA_MS = 60 * 60 * 1000;
/** A confirmed visit starting within this time from now gets its reminder. */
export const ANTECEDENCIA_LEMBRETE_MS = 24 * HORA_MS;

/**
 * Sends the reminder of each confirmed visit starting within the next 24 hours, once per visit
 * across every process (the daily tasks' loop calls it on every hourly run): marking `lembrete_enviado_em` is taking it (only the first marker writes
 * the e-mails, in the same transaction). Answers how many visits this call reminded.
 */
export const lembrarVisitas = async (deps: Deps): Promise<number> => {
  const agora = deps.now();
  const visitas = await visitasSemLembrete(
    deps.db,
    agora.toISOString(),
    new Date(agora.getTime() + ANTECEDENCIA_LEMBRETE_MS).toISOString(),
  );
  let n = 0;
  for (const v of visitas) {
    const fila: EmailNaFila[] = await deps.db
      .transaction()
      .execute(async (trx) =>
        (await tomarLembrete(trx, v.id, agora.toISOString())) ? emailsLembrete(trx, deps, v) : [],
      );
    if (fila.length) n += 1;
    entregarEmails(deps, fila);
  }
  return n;
};
