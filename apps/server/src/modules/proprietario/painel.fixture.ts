import { painelProprietarioSchema, type PainelProprietario } from '@morada/domain';
import { expect } from 'vitest';
import type { criarCenarioRepasses } from '../repasses/repasses.fixture';

export type CenarioRepasses = Awaited<ReturnType<typeof criarCenarioRepasses>>;

/** The owner's panel as `token` sees it, checked against its schema. */
export const painelDe = async (c: CenarioRepasses, token: string): Promise<PainelProprietario> => {
  const res = await c.request('/api/proprietario/painel', { token });
  expect(res.status).toBe(200);
  return painelProprietarioSchema.parse(await res.json());
};
