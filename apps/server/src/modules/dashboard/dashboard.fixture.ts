import { expect } from 'vitest';
import type { Cenario } from '../contratos/cenario.fixture';

/** GET as the scenario's admin: checks the 200 and answers the JSON body. */
export const get = async (c: Cenario, path: string) => {
  const res = await c.request(path, { token: c.admin.token });
  expect(res.status, path).toBe(200);
  return res.json();
};
