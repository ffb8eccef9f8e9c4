import type { Deps, SessionUser } from '../../http/context';
import { semearVistoriaDeEntrada } from '../../modules/vistorias';

/**
 * The demo's vistoria (issue 36): the demo tenant's contract (CT-2026-001) has its entry vistoria
 * concluded by the demo corretor two days before, in review, so the tenant's area shows its laudo. Skipped
 * without the demo corretor or contract.
 */
export const seedVistorias = async (deps: Deps): Promise<void> => {
  const corretor = (await deps.db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'perfil'])
    .where('email', '=', 'corretor@morada.com.br')
    .executeTakeFirst()) as SessionUser | undefined;
  const contrato = await deps.db
    .selectFrom('contratos')
    .select('id')
    .where('numero', '=', 'CT-2026-001')
    .executeTakeFirst();
  if (!corretor || !contrato) return;
  // Concluded two days before the demo was seeded: its notice is dated then, and five days of
  // the 7-day review period are still open.
  const antes = { ...deps, now: () => new Date(deps.now().getTime() - 2 * 86_400_000) };
  await semearVistoriaDeEntrada(antes, corretor, contrato.id);
};
