import { MSG_REAJUSTE } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarIndicesEmbarcados } from '../../../apps/server/src/modules/reajustes/indices-embarcados';
import { ApiError } from './errors';
import { createHarness, DEMO, type Harness } from './test/harness';

// The reajuste calls against the real server in-process.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // What the server does at start-up (bootstrap), which the in-process harness skips.
  await carregarIndicesEmbarcados(h.ctx.db);
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
});
afterAll(() => h.close());

describe('index series and reajustes', () => {
  it('lists a shipped series and saves a value typed by the admin', async () => {
    const ipca = await h.api.indices.listar('IPCA');
    expect(ipca.find((m) => m.mes === '2025-12')).toMatchObject({ indice: 'IPCA', fonte: 'embarcado' });
    const salvo = await h.api.indices.salvar('IPCA', '2026-01', '0,33');
    expect(salvo).toMatchObject({ indice: 'IPCA', mes: '2026-01', variacao: 0.33, fonte: 'manual' });
    expect((await h.api.indices.listar('IPCA')).find((m) => m.mes === '2026-01')?.variacao).toBe(0.33);
  });

  it('reads due reajustes and a contract history; a bad apply answers the pt-BR message', async () => {
    expect(Array.isArray(await h.api.reajustes.pendentes())).toBe(true);
    const [contrato] = await h.api.contratos.listar();
    expect(await h.api.reajustes.historico(contrato!._id)).toEqual([]);
    const erro = (await h.api.reajustes.aplicar([]).catch((e: unknown) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe(MSG_REAJUSTE.erros.contratosObrigatorios);
  });
});
