import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { notificar } from './notificacoes.fixture';
import { lerColuna } from '../../test/banco';

// 2026-06-15: tenant A has CT-A with payments Jan..Dec (Jan..Jun overdue); each tenant has notifications.
let c: Cenario;
let ctA: string;
let notaA: string;
let notaB: string;
beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  ctA = (await c.criarContrato({ numero: 'CT-A' }))._id;
  await c.gerar(ctA, 12);
  await notificar(c, c.inquilinoA.id, 'Antiga', '2026-05-01T10:00:00.000Z', 1);
  notaA = await notificar(c, c.inquilinoA.id, 'Nova', '2026-06-14T10:00:00.000Z');
  notaB = await notificar(c, c.inquilinoB.id, 'Do Bruno', '2026-06-10T10:00:00.000Z');
});
afterAll(() => c.close());

describe('notificações', () => {
  it('marks only own notifications as read; another user’s answers 404 and stays unread', async () => {
    const alheia = await c.request(`/api/notificacoes/${notaB}/lida`, {
      method: 'PATCH',
      token: c.inquilinoA.token,
    });
    expect([alheia.status, (await alheia.json()).erro]).toEqual([404, MSG.api.naoEncontrado]);
    expect((await lerColuna(c.db, 'notificacoes', 'lida', { id: notaB })).lida).toBe(0);
    const propria = await c.request(`/api/notificacoes/${notaA}/lida`, {
      method: 'PATCH',
      token: c.inquilinoA.token,
    });
    expect(await propria.json()).toEqual({ id: notaA, lida: true });
    const lista = await (await c.request('/api/notificacoes', { token: c.inquilinoA.token })).json();
    expect(lista.map((n: { titulo: string; lida: boolean }) => [n.titulo, n.lida])).toEqual([
      ['Nova', true],
      ['Antiga', true],
    ]);
    const doB = await (await c.request('/api/notificacoes', { token: c.inquilinoB.token })).json();
    expect(doB.map((n: { titulo: string }) => n.titulo)).toEqual(['Do Bruno']);
    expect(await (await c.request(`/api/notificacoes/${notaA}/lida`, { method: 'PATCH' })).json()).toEqual(
      ERRO_401,
    );
    expect(
      (await c.request('/api/notificacoes/nao-existe/lida', { method: 'PATCH', token: c.inquilinoA.token }))
        .status,
    ).toBe(404);
  });

  it('lets the admin read every notification sent (newest first, with the recipient) and the e-mail outbox', async () => {
    await c.request(`/api/contratos/${ctA}/enviar-cobranca`, { method: 'POST', token: c.admin.token });
    const res = await c.request('/api/notificacoes/enviadas?limite=2', { token: c.admin.token });
    expect(res.headers.get('X-Total-Count')).toBe('9'); // 3 seeded + 6 overdue notices (Jan..Jun)
    const enviadas = await res.json();
    expect(enviadas).toHaveLength(2);
    expect(enviadas[0]).toMatchObject({
      titulo: 'Aviso de cobrança',
      destinatario: 'Mariana Costa',
      destinatarioId: c.inquilinoA.id,
      lida: false,
    });
    const emails = await c.request('/api/notificacoes/emails', { token: c.admin.token });
    expect(emails.headers.get('X-Total-Count')).toBe('6');
    expect((await emails.json())[0]).toMatchObject({
      para: 'mariana@teste.com',
      assunto: 'Aviso de cobrança - contrato CT-A',
      enviadoEm: null,
      status: 'caixa-de-saida',
    });
    for (const path of ['/api/notificacoes/enviadas', '/api/notificacoes/emails']) {
      for (const token of [c.inquilinoA.token, c.corretor.token]) {
        const r = await c.request(path, { token });
        expect([r.status, await r.json()]).toEqual([403, ERRO_403]);
      }
      expect(await (await c.request(path)).json()).toEqual(ERRO_401);
    }
  });
});
