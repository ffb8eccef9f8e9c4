import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../http/auth';
import { codigoBarrasDeLinha, linhaDigitavelValida } from '@morada/domain';
import { pixValido } from '../../lib/boleto/pix';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { registerBillingFactory } from './boletos/billing';
import { lerColuna } from '../../test/banco';

type B = {
  id: string;
  status: string;
  dueDate: string;
  value: number;
  description: string;
  bankSlipUrl: string;
  invoiceNumber: string;
  linhaDigitavel: string;
  pixCopiaECola: string;
};

let ctx: TestContext;
let admin: string;
let tenant: string;
let tenantId: string;
let outro: string;
let outroId: string;
let boletos: B[];

const pdfDe = async (res: Response) => {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return PDFDocument.load(bytes);
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  tenant = await ctx.tenantToken();
  tenantId = (await lerColuna(ctx.db, 'usuarios', 'id', { email: DEMO.inquilina.email })).id;
  // A second tenant (seeded with their own contract), signed in by a directly issued token.
  const o = await ctx.db
    .selectFrom('usuarios')
    .select(['id', 'perfil', 'token_versao'])
    .where('perfil', '=', 'inquilino')
    .where('email', '!=', DEMO.inquilina.email)
    .where('status', '=', 'ativo')
    .executeTakeFirstOrThrow();
  outroId = o.id;
  outro = await issueToken(ctx.deps, o);
  const res = await ctx.request(`/api/financeiro/boletos/${tenantId}`, { token: tenant });
  expect(res.status).toBe(200);
  boletos = (await res.json()) as B[];
});
afterAll(() => ctx.close());

describe('GET /api/financeiro/boletos/:customerId', () => {
  it('gives the tenant their boletos, newest due first, with valid linha and PIX', async () => {
    expect(boletos.length).toBeGreaterThanOrEqual(12);
    const datas = boletos.map((b) => b.dueDate);
    expect([...datas].sort().reverse()).toEqual(datas);
    expect(new Set(boletos.map((b) => b.status))).toEqual(new Set(['RECEIVED', 'OVERDUE', 'PENDING']));
    for (const b of boletos) {
      expect(b.description).toMatch(/^Aluguel \d{2}\/\d{4} - contrato CT-2026-001$/);
      expect(b.bankSlipUrl).toBe(`/api/financeiro/boletos/pdf/${b.id}`);
      expect(b.invoiceNumber).toMatch(/^\d{11}$/);
      expect(linhaDigitavelValida(b.linhaDigitavel)).toBe(true);
      expect(b.linhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
      expect(pixValido(b.pixCopiaECola)).toBe(true);
      // The barcode carries the amount in cents.
      expect(Number(codigoBarrasDeLinha(b.linhaDigitavel).slice(9, 19))).toBe(Math.round(b.value * 100));
    }
    expect(new Set(boletos.map((b) => b.invoiceNumber)).size).toBe(boletos.length);
  });
  it('lets an admin read anyone, refuses other tenants and anonymous callers', async () => {
    const r = await ctx.request(`/api/financeiro/boletos/${tenantId}`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('X-Total-Count')).toBe(String(boletos.length));
    expect(((await r.json()) as B[]).length).toBe(boletos.length);
    const alheio = await ctx.request(`/api/financeiro/boletos/${tenantId}`, { token: outro });
    expect(alheio.status).toBe(403);
    expect(((await alheio.json()) as { codigo: string }).codigo).toBe('SEM_PERMISSAO');
    expect((await ctx.request(`/api/financeiro/boletos/${tenantId}`)).status).toBe(401);
    const proprios = await ctx.request(`/api/financeiro/boletos/${outroId}`, { token: outro });
    expect(proprios.status).toBe(200);
    expect(((await proprios.json()) as B[]).every((b) => b.description.endsWith('CT-2025-014'))).toBe(true);
  });
  it('answers 404 for an unknown customer (admin)', async () => {
    expect((await ctx.request('/api/financeiro/boletos/nao-existe', { token: admin })).status).toBe(404);
  });
});

describe('boleto and receipt PDFs', () => {
  it('downloads the boleto PDF with its linha digitável', async () => {
    const b = boletos.find((x) => x.status !== 'RECEIVED')!;
    const res = await ctx.request(b.bankSlipUrl, { token: tenant });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="boleto-\d{4}-\d{2}\.pdf"$/,
    );
    const doc = await pdfDe(res);
    expect(doc.getSubject()).toBe(b.linhaDigitavel);
    expect(doc.getKeywords()).toContain(b.invoiceNumber);
    expect(doc.getPageCount()).toBe(1);
  });
  it('enforces ownership and unknown ids on the PDF', async () => {
    const b = boletos[0]!;
    expect((await ctx.request(b.bankSlipUrl, { token: outro })).status).toBe(403);
    expect((await ctx.request(b.bankSlipUrl)).status).toBe(401);
    expect((await ctx.request(b.bankSlipUrl, { token: admin })).status).toBe(200);
    const nada = await ctx.request('/api/financeiro/boletos/pdf/nao-existe', { token: admin });
    expect(nada.status).toBe(404);
    expect(((await nada.json()) as { erro: string }).erro).toBe('Boleto não encontrado');
  });
  it('gives the receipt of a paid payment and 409 for an unpaid one', async () => {
    const pago = boletos.find((x) => x.status === 'RECEIVED')!;
    const res = await ctx.request(`/api/financeiro/recibos/${pago.id}`, { token: tenant });
    expect(res.status).toBe(200);
    const doc = await pdfDe(res);
    expect(doc.getTitle()).toMatch(/^Recibo \d{2}\/\d{4}$/);
    const viaQuery = await ctx.request(`${pago.bankSlipUrl}?tipo=recibo`, { token: tenant });
    expect((await pdfDe(viaQuery)).getTitle()).toBe(doc.getTitle());
    const aberto = boletos.find((x) => x.status !== 'RECEIVED')!;
    const r409 = await ctx.request(`/api/financeiro/recibos/${aberto.id}`, { token: tenant });
    expect(r409.status).toBe(409);
    expect(((await r409.json()) as { erro: string }).erro).toBe(
      'O recibo só está disponível para pagamentos recebidos',
    );
    expect((await ctx.request(`/api/financeiro/recibos/${pago.id}`, { token: outro })).status).toBe(403);
  });
});

describe('POST /api/financeiro/clientes and /cobrancas (admin)', () => {
  it('ensures the customer at the provider (local: the user id)', async () => {
    const r = await ctx.request('/api/financeiro/clientes', {
      method: 'POST',
      token: admin,
      json: { usuarioId: tenantId },
    });
    expect(r.status).toBe(201);
    expect(await r.json()).toEqual({ id: tenantId });
    expect(
      (
        await ctx.request('/api/financeiro/clientes', {
          method: 'POST',
          token: tenant,
          json: { usuarioId: tenantId },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.request('/api/financeiro/clientes', {
          method: 'POST',
          token: admin,
          json: { usuarioId: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.request('/api/financeiro/clientes', { method: 'POST', token: admin, json: {} })).status,
    ).toBe(400);
  });
  it('re-issues an open boleto with a new nosso número and refuses paid ones', async () => {
    const aberto = boletos.find((x) => x.status === 'PENDING')!;
    const r = await ctx.request('/api/financeiro/cobrancas', {
      method: 'POST',
      token: admin,
      json: { pagamentoId: aberto.id },
    });
    expect(r.status).toBe(201);
    const novo = (await r.json()) as B;
    expect(novo.id).toBe(aberto.id);
    expect(novo.invoiceNumber).not.toBe(aberto.invoiceNumber);
    expect(linhaDigitavelValida(novo.linhaDigitavel)).toBe(true);
    const lista = (await (
      await ctx.request(`/api/financeiro/boletos/${tenantId}`, { token: tenant })
    ).json()) as B[];
    expect(lista.find((b) => b.id === aberto.id)!.linhaDigitavel).toBe(novo.linhaDigitavel);
    const pago = boletos.find((x) => x.status === 'RECEIVED')!;
    expect(
      (
        await ctx.request('/api/financeiro/cobrancas', {
          method: 'POST',
          token: admin,
          json: { pagamentoId: pago.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await ctx.request('/api/financeiro/cobrancas', {
          method: 'POST',
          token: tenant,
          json: { pagamentoId: aberto.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ctx.request('/api/financeiro/cobrancas', {
          method: 'POST',
          token: admin,
          json: { pagamentoId: 'nada' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('provider failures', () => {
  it("answer 502 with the spec's messages", async () => {
    const falha = async () => {
      throw new Error('provedor fora do ar');
    };
    registerBillingFactory(() => ({
      nome: 'asaas',
      garantirCliente: falha,
      emitir: falha,
      registrarPagamento: falha,
      cancelar: async () => {},
      baixarBoletoPdf: falha,
    }));
    const erroLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const cli = await ctx.request('/api/financeiro/clientes', {
        method: 'POST',
        token: admin,
        json: { usuarioId: tenantId },
      });
      expect(cli.status).toBe(502);
      expect(await cli.json()).toMatchObject({ erro: 'Erro ao criar cliente', codigo: 'ERRO_PROVEDOR' });
      const aberto = boletos.find((x) => x.status !== 'RECEIVED')!;
      const cob = await ctx.request('/api/financeiro/cobrancas', {
        method: 'POST',
        token: admin,
        json: { pagamentoId: aberto.id },
      });
      expect(cob.status).toBe(502);
      expect(((await cob.json()) as { erro: string }).erro).toBe('Erro ao criar cobrança');
      // A boleto issued by the (failing) remote provider cannot be downloaded.
      await ctx.db
        .updateTable('pagamentos')
        .set({ provider_id: 'pay_1' })
        .where('id', '=', aberto.id)
        .execute();
      const pdf = await ctx.request(aberto.bankSlipUrl, { token: tenant });
      expect(pdf.status).toBe(502);
      expect(((await pdf.json()) as { erro: string }).erro).toBe('Não foi possível baixar o boleto');
    } finally {
      registerBillingFactory(undefined);
      erroLog.mockRestore();
    }
  });
});
