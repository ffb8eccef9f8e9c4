import type { Lead, LeadDetalhe } from '@morada/domain';
import { expect } from 'vitest';
import type { TestContext } from '../../test/test-app';

/** The demo's second corretor (seed): his leads are not Juliana's. */
export const RAFAEL = { email: 'rafael.corretor@morada.com.br', senha: 'Corretor@2026' };

export const listar = async (ctx: TestContext, token: string, consulta = '') => {
  const res = await ctx.request(`/api/leads${consulta}`, { token });
  expect(res.status).toBe(200);
  return { leads: (await res.json()) as Lead[], total: Number(res.headers.get('X-Total-Count')) };
};

export const detalhe = async (ctx: TestContext, token: string, id: string) => {
  const res = await ctx.request(`/api/leads/${id}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as LeadDetalhe;
};

/** A lead typed by staff (POST /api/leads), expecting 201. */
export const criar = async (ctx: TestContext, token: string, json: Record<string, unknown>) => {
  const res = await ctx.request('/api/leads', { method: 'POST', token, json });
  expect(res.status).toBe(201);
  return (await res.json()) as LeadDetalhe;
};

export const idDoImovel = async (ctx: TestContext, titulo: string) =>
  (await ctx.db.selectFrom('imoveis').select('id').where('titulo', '=', titulo).executeTakeFirstOrThrow()).id;

export { ID_INEXISTENTE } from '../../test/http-helpers';
