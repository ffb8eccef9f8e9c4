import { randomUUID } from 'node:crypto';
import { locatarioResumoSchema, MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criarCenario,
  ERRO_401,
  ERRO_403,
  type Cenario,
  INQUILINO_BRUNO,
} from '../contratos/cenario.fixture';
import { notificar } from '../notificacoes/notificacoes.fixture';

// 2026-06-15: tenant A has CT-A (day 10) with payments Jan..Dec; tenant B has CT-B.
let c: Cenario;
let ctA: string;
beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  ctA = (await c.criarContrato({ numero: 'CT-A' }))._id;
  await c.gerar(ctA, 12);
  const ctB = (
    await c.criarContrato({
      numero: 'CT-B',
      imovelId: c.imoveis.casa,
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
  await c.gerar(ctB, 3);
  await notificar(c, c.inquilinoA.id, 'Antiga', '2026-05-01T10:00:00.000Z', 1);
  await notificar(c, c.inquilinoA.id, 'Nova', '2026-06-14T10:00:00.000Z');
  await notificar(c, c.inquilinoB.id, 'Do Bruno', '2026-06-10T10:00:00.000Z');
  const doc = (
    titulo: string,
    tipo: string,
    [contrato, contratoId]: [string, string | null],
    criado: string,
    arquivo: string | null,
  ) =>
    c.db
      .insertInto('documentos_juridicos')
      .values({
        id: randomUUID(),
        titulo,
        tipo,
        descricao: '',
        autor: 'A',
        contrato_relacionado: contrato,
        contrato_id: contratoId,
        imovel_relacionado: '',
        status: 'Ativo',
        tags: '[]',
        observacoes: '',
        arquivo_path: arquivo,
        arquivo_nome: arquivo ? 'c.pdf' : null,
        formato: arquivo ? 'pdf' : null,
        created_at: criado,
      })
      .execute();
  const pdf = `${randomUUID()}.pdf`;
  await doc('Contrato assinado', 'Contrato', ['CT-A', ctA], '2026-01-01T12:00:00.000Z', pdf);
  // A filed copy of the lease itself: the lease is listed once, as Morada draws it.
  await doc('Contrato de Locação CT-A', 'Contrato', ['CT-A', ctA], '2026-01-01T12:00:00.000Z', pdf);
  await doc('Vistoria periódica', 'Vistoria', ['CT-A', ctA], '2026-07-02T12:00:00.000Z', null);
  await doc('Documento do Bruno', 'Contrato', ['CT-B', ctB], '2026-01-01T12:00:00.000Z', null);
  // Bound by number only (no contract id): the number a document shows grants nobody anything.
  await doc('Só pelo número', 'Contrato', ['CT-A', null], '2026-02-01T12:00:00.000Z', null);
  // A número matching B's contract, on a document of A's contract: A's, not B's.
  await doc('Número de B, contrato de A', 'Vistoria', ['CT-B', ctA], '2025-12-01T12:00:00.000Z', null);
});
afterAll(() => c.close());

describe('área do locatário', () => {
  it("answers the signed-in tenant's own contract, documents, notifications and events", async () => {
    const res = await c.request('/api/locatario/resumo', { token: c.inquilinoA.token });
    expect(res.status).toBe(200);
    const r = await res.json();
    expect(locatarioResumoSchema.strict().parse(r)).toEqual(r);
    expect(r.contrato).toEqual({
      id: ctA,
      numero: 'CT-A',
      endereco: 'Rua Apto Jardins, 10',
      bairro: 'Centro',
      cidade: 'São Paulo',
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      valor: 2000,
      status: 'Ativo',
      diaVencimento: 10,
    });
    expect(r.documentos.map((d: { titulo: string }) => d.titulo)).toEqual([
      'Contrato de locação nº CT-A',
      'Vistoria periódica',
      'Contrato assinado',
      'Número de B, contrato de A',
    ]);
    expect(r.documentos[0]).toEqual({
      id: `contrato-${ctA}`,
      titulo: 'Contrato de locação nº CT-A',
      data: '2026-01-01',
      arquivo: `/api/contratos/${ctA}/documento.pdf`,
    });
    expect(r.documentos[2]).toMatchObject({
      data: '2026-01-01',
      arquivo: expect.stringMatching(/^\/api\/juridico\/documentos\/.+\/download$/),
    });
    // Nothing to download yet, and the tenant is told why.
    expect(r.documentos[1]).toMatchObject({
      arquivo: null,
      indisponivel: 'A vistoria ainda não foi registrada pela imobiliária.',
    });
    expect(r.notificacoes.map((n: { titulo: string; lida: boolean }) => [n.titulo, n.lida])).toEqual([
      ['Nova', false],
      ['Antiga', true],
    ]);
    expect(r.proximosEventos).toEqual(
      [
        { titulo: MSG.locatario.vencimentoAluguel, data: '2026-07-10' },
        { titulo: MSG.locatario.vistoriaAgendada, data: '2026-07-02' },
      ].sort((a, b) => a.data.localeCompare(b.data)),
    );
  });

  it("lists a document by its contract's id, never by the número it shows", async () => {
    const r = await (await c.request('/api/locatario/resumo', { token: c.inquilinoB.token })).json();
    expect(r.contrato.numero).toBe('CT-B');
    expect(r.documentos.map((d: { titulo: string }) => d.titulo)).toEqual([
      'Contrato de locação nº CT-B',
      'Documento do Bruno',
    ]);
    expect(r.documentos[1]).toMatchObject({
      arquivo: null,
      indisponivel: 'A imobiliária ainda não anexou o arquivo deste documento.',
    });
  });

  it('answers a null contract for a tenant without one', async () => {
    const sem = await c.usuario('Sem Contrato', 'sem@teste.com', 'inquilino');
    const r = await (await c.request('/api/locatario/resumo', { token: sem.token })).json();
    expect(r).toEqual({ contrato: null, documentos: [], notificacoes: [], proximosEventos: [] });
  });

  it("lists only the tenant's own payments", async () => {
    const a = await (await c.request('/api/locatario/pagamentos', { token: c.inquilinoA.token })).json();
    expect(a).toHaveLength(12);
    expect(new Set(a.map((p: { contratoId: string }) => p.contratoId))).toEqual(new Set([ctA]));
    expect(a[0]).toMatchObject({ status: 'OVERDUE', vencimento: '2026-01-10' });
    const b = await (await c.request('/api/locatario/pagamentos', { token: c.inquilinoB.token })).json();
    expect(b).toHaveLength(3);
  });

  it('is for tenants only', async () => {
    for (const path of ['/api/locatario/resumo', '/api/locatario/pagamentos']) {
      expect(await (await c.request(path)).json()).toEqual(ERRO_401);
      for (const token of [c.admin.token, c.corretor.token]) {
        const res = await c.request(path, { token });
        expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
      }
    }
  });
});
