import { randomUUID } from 'node:crypto';
import { MSG, type Despesa, type Repasse } from '@morada/domain';
import { ROTAS_API } from '@morada/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenarioRepasses } from './repasses.fixture';

// Security issue 31: the money writes besides the receipt (an expense, a repasse's payment, a
// rescisão's settlement) answer a repeat of the same Idempotency-Key with the first answer.
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;
beforeAll(async () => {
  c = await criarCenarioRepasses();
  await c.receber(c.ct1, '2026-05', '2026-05-20');
});
afterAll(() => c.close());

const DESPESA = { data: '2026-06-03', descricao: 'Troca do aquecedor', valor: '180,00' };
const despesasDoMes = async (): Promise<Despesa[]> =>
  (await c.request('/api/despesas?mes=2026-06', { token: c.admin.token })).json();
const criarDespesa = (body: RequestInit & { json?: unknown }, chave: string) =>
  c.request('/api/despesas', {
    method: 'POST',
    token: c.admin.token,
    ...body,
    headers: { ...(body.headers as Record<string, string> | undefined), 'Idempotency-Key': chave },
  });

describe('Idempotency-Key nas outras escritas de dinheiro', () => {
  it('an expense sent twice with one key is recorded once; the repeat answers the first', async () => {
    const antes = (await despesasDoMes()).length;
    const chave = randomUUID();
    const json = { ...DESPESA, imovelId: c.imoveis.apto };
    const primeira = await criarDespesa({ json }, chave);
    expect(primeira.status).toBe(201);
    const corpo = await primeira.json();
    const repetidas = await Promise.all([1, 2, 3].map(() => criarDespesa({ json }, chave)));
    for (const r of repetidas) expect([r.status, await r.json()]).toEqual([201, corpo]);
    expect((await despesasDoMes()).length).toBe(antes + 1);
  });

  it('the same multipart form sent again (another boundary) is the same request', async () => {
    const antes = (await despesasDoMes()).length;
    const chave = randomUUID();
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ ...DESPESA, imovelId: c.imoveis.apto })) f.append(k, v);
      return f;
    };
    const primeira = await criarDespesa({ body: form() }, chave);
    expect(primeira.status).toBe(201);
    const corpo = await primeira.json();
    const repetida = await criarDespesa({ body: form() }, chave);
    expect([repetida.status, await repetida.json()]).toEqual([201, corpo]);
    const outra = new FormData();
    for (const [k, v] of Object.entries({ ...DESPESA, valor: '190,00', imovelId: c.imoveis.apto }))
      outra.append(k, v);
    const diferente = await criarDespesa({ body: outra }, chave);
    expect([diferente.status, (await diferente.json()).erro]).toEqual([
      409,
      MSG.api.idempotenciaOutraRequisicao,
    ]);
    expect((await despesasDoMes()).length).toBe(antes + 1);
  });

  it("a repasse's payment repeated with its key answers the first payment, not a 409", async () => {
    const chave = randomUUID();
    const corpo = { repasses: [`${c.donoA.id}:2026-05`], data: '2026-06-10', meio: 'pix' };
    const pagar = () =>
      c.request('/api/repasses/pagar', {
        method: 'POST',
        token: c.admin.token,
        json: corpo,
        headers: { 'Idempotency-Key': chave },
      });
    const primeira = await pagar();
    expect(primeira.status).toBe(200);
    const pagos = (await primeira.json()) as Repasse[];
    const repetida = await pagar();
    expect([repetida.status, await repetida.json()]).toEqual([200, pagos]);
    // Without the key, paying it again is still the 409 of an already-paid repasse.
    const semChave = await c.postar('/api/repasses/pagar', corpo);
    expect(semChave.status).toBe(409);
  });

  it('the contract and /api/openapi.json declare the Idempotency-Key header on the money writes', async () => {
    const idempotentes = ROTAS_API.filter((r) => 'idempotente' in r && r.idempotente).map(
      (r) => `${r.metodo} ${r.caminho}`,
    );
    expect(idempotentes.sort()).toEqual([
      'PATCH /api/pagamentos/{id}/pagar',
      'POST /api/admin/chamados/{id}/conclusao',
      'POST /api/cobranca/lancamentos/{id}/conciliar',
      'POST /api/cobranca/lancamentos/{id}/desfazer',
      'POST /api/contratos/{id}/rescisao',
      'POST /api/contratos/{id}/rescisao/devolucao',
      'POST /api/despesas',
      'POST /api/locatario/chamados',
      'POST /api/locatario/vistorias/{id}/itens/{itemId}/contestacao',
      'POST /api/repasses/pagar',
      'POST /api/vistorias/{id}/itens/{itemId}/fotos',
    ]);
    const doc = (await (await c.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
    };
    for (const rota of idempotentes) {
      const [metodo, caminho] = rota.split(' ') as [string, string];
      const op = doc.paths[caminho]![metodo.toLowerCase()]!;
      expect(op.parameters).toContainEqual(
        expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
      );
    }
  });
});
