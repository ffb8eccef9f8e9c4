import type { TestContext } from '../../test/test-app';

/** A seeded property other than `exceto` that no contract points at (so it can be deleted). */
export const imovelSemContrato = (ctx: TestContext, exceto: string) =>
  ctx.db
    .selectFrom('imoveis')
    .select('id')
    .where('id', '!=', exceto)
    .where('id', 'not in', ctx.db.selectFrom('contratos').select('imovel_id'))
    .executeTakeFirstOrThrow();
