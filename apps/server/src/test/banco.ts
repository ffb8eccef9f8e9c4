import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

type Linha<T extends keyof Database> = Selectable<Database[T]>;

/**
 * The one row of `tabela` whose columns equal `onde`, read straight from the database with just
 * `coluna` (as `{ [coluna]: valor }`); throws when there is none. For tests checking what was stored.
 */
export const lerColuna = async <T extends keyof Database & string, C extends keyof Linha<T> & string>(
  db: Db,
  tabela: T,
  coluna: C,
  onde: Partial<Linha<T>>,
): Promise<Pick<Linha<T>, C>> => {
  const semTipos = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let q = semTipos.selectFrom(tabela as string).select(coluna as string);
  for (const [campo, valor] of Object.entries(onde)) q = q.where(campo, '=', valor);
  return (await q.executeTakeFirstOrThrow()) as Pick<Linha<T>, C>;
};
