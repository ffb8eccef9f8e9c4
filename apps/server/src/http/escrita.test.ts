import { randomUUID } from 'node:crypto';
import { MAX_CORPO_BYTES, MSG } from '@morada/domain';
import {
  limiteCorpoDaRota,
  ROTAS_API as DECLARADAS,
  tiposDoCorpo,
  type DefinicaoRota,
} from '@morada/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../test/http-helpers';
import { createTestContext, type TestContext } from '../test/test-app';

// Issue 16: each write's body limit is declared on its route in the API contract (limiteCorpo);
// a route without one gets the default of every write (MAX_CORPO_BYTES). Derived from the contract.

const ROTAS_API: readonly DefinicaoRota[] = DECLARADAS;
const escritas = ROTAS_API.filter((r) => r.metodo !== 'GET');
const comLimite = escritas.filter((r) => r.limiteCorpo !== undefined);
const semLimite = escritas.filter((r) => r.limiteCorpo === undefined);

const FRONTEIRA = 'limite-corpo';
/**
 * A multipart/form-data body of exactly `tamanho` bytes: one text field `enchimento` the handlers
 * ignore, so the form is well formed whatever its size.
 */
const formDeTamanho = (tamanho: number): Uint8Array => {
  const inicio = Buffer.from(`--${FRONTEIRA}\r\nContent-Disposition: form-data; name="enchimento"\r\n\r\n`);
  const fim = Buffer.from(`\r\n--${FRONTEIRA}--\r\n`);
  const bytes = new Uint8Array(tamanho).fill(0x78); // 'x'
  bytes.set(inicio, 0);
  bytes.set(fim, tamanho - fim.length);
  return bytes;
};

/** A JSON body of exactly `tamanho` bytes: `{"enchimento":"xxx…"}`. */
const jsonDeTamanho = (tamanho: number): Uint8Array => {
  const bytes = new Uint8Array(tamanho).fill(0x78);
  bytes.set(Buffer.from('{"enchimento":"'), 0);
  bytes.set(Buffer.from('"}'), tamanho - 2);
  return bytes;
};

let ctx: TestContext;
let admin: string;
let inquilino: string;
let imovelId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  inquilino = await ctx.tenantToken();
  imovelId = (await ctx.db.selectFrom('imoveis').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

/** A concrete URL of a declared path: ids of a real property (the uploads edit one), else plausible values. */
const urlDe = (r: Pick<DefinicaoRota, 'caminho'>) =>
  r.caminho.replace(/\{(\w+)\}/g, (_, nome: string) =>
    nome === 'id' ? imovelId : nome === 'mes' ? '2026-01' : nome === 'indice' ? 'IPCA' : randomUUID(),
  );

/** Sends `bytes` as an HTTP client does, with its Content-Length. */
const enviar = (r: { metodo: string; url: string }, bytes: Uint8Array, tipo: string, token?: string) =>
  ctx.request(r.url, {
    method: r.metodo,
    ...(token ? { token } : {}),
    body: bytes,
    headers: { 'Content-Type': tipo, 'Content-Length': String(bytes.byteLength) },
  });
const multipart = `multipart/form-data; boundary=${FRONTEIRA}`;

describe('limites de corpo declarados no contrato', () => {
  it("the uploads declare theirs: photos, legal documents, expense receipts, bank files, proposals' documents, certificates, PDFs to verify", () => {
    expect(comLimite.map((r) => `${r.metodo} ${r.caminho}`).sort()).toEqual([
      'POST /api/admin/chamados/{id}/conclusao',
      'POST /api/cobranca/extratos',
      'POST /api/cobranca/retornos',
      'POST /api/despesas',
      'POST /api/imoveis',
      'POST /api/juridico/documentos',
      'POST /api/locatario/chamados',
      'POST /api/locatario/vistorias/{id}/itens/{itemId}/contestacao',
      'POST /api/propostas/{id}/documentos',
      'POST /api/verificacao',
      'POST /api/vistorias/{id}/itens/{itemId}/fotos',
      'PUT /api/admin/assinaturas/certificado',
      'PUT /api/imoveis/{id}',
    ]);
  });

  it.each(comLimite.map((r) => [`${r.metodo} ${r.caminho}`, r] as const))(
    '%s: one byte over its limit → 413 in pt-BR; just under it → read by the route',
    async (_, r) => {
      // Most uploads take more than the default; a certificate (a few KB) takes less.
      const limite = limiteCorpoDaRota(r);
      expect(limite).not.toBe(MAX_CORPO_BYTES);
      const alvo = { metodo: r.metodo, url: urlDe(r) };
      // The tenant's upload (a chamado's photos) is his; every other upload is the back office's.
      const token = r.papeis.includes('admin') ? admin : inquilino;
      const acima = await enviar(alvo, formDeTamanho(limite + 1), multipart, token);
      const corpo = await esperarErro(acima, 413, MSG.api.corpoGrande);
      expect(corpo.codigo).toBe('CORPO_GRANDE');
      // A form missing its fields: refused by the route's validation, not by the size.
      const abaixo = await enviar(alvo, formDeTamanho(limite - 1), multipart, token);
      expect(abaixo.status).toBe(400);
      expect(((await abaixo.json()) as { codigo: string }).codigo).not.toBe('CORPO_GRANDE');
    },
  );

  it.each(
    [...semLimite, { metodo: 'POST', caminho: '/api/nao-existe' } as const].map(
      (r) => [`${r.metodo} ${r.caminho}`, r] as const,
    ),
  )('%s: no declared limit → over 1 MB is 413 in pt-BR, 1 MB is not', async (_, r) => {
    // Without a session: the limit comes first; under it, the route answers (401, or 400 if public).
    const alvo = { metodo: r.metodo, url: urlDe(r) };
    const acima = await enviar(alvo, jsonDeTamanho(MAX_CORPO_BYTES + 1), 'application/json');
    await esperarErro(acima, 413, MSG.api.corpoGrande);
    const noLimite = await enviar(alvo, jsonDeTamanho(MAX_CORPO_BYTES), 'application/json');
    expect(noLimite.status).not.toBe(413);
  });
});

describe('tipo do corpo declarado no contrato', () => {
  const comCorpo = escritas.filter((r) => tiposDoCorpo(r).length > 0);
  const OUTROS = [
    'application/json',
    'multipart/form-data',
    'text/plain',
    'application/x-www-form-urlencoded',
  ];

  it('the routes that take JSON besides their form are the two uploads whose file is optional', () => {
    const ambos = comCorpo.filter((r) => tiposDoCorpo(r).length === 2).map((r) => `${r.metodo} ${r.caminho}`);
    expect(ambos.sort()).toEqual(['POST /api/despesas', 'POST /api/juridico/documentos']);
  });

  it.each(comCorpo.map((r) => [`${r.metodo} ${r.caminho}`, r] as const))(
    '%s: a body of an undeclared type → 415 in pt-BR naming the accepted ones; a declared type passes',
    async (_, r) => {
      const aceitos = tiposDoCorpo(r);
      const alvo = { metodo: r.metodo, url: urlDe(r) };
      for (const tipo of OUTROS) {
        const res = await enviar(
          alvo,
          Buffer.from('{}'),
          tipo === 'multipart/form-data' ? multipart : tipo,
          admin,
        );
        if (aceitos.includes(tipo)) {
          expect(res.status, tipo).not.toBe(415);
          continue;
        }
        const corpo = await esperarErro(res, 415, MSG.api.tipoDeConteudo(aceitos));
        expect(corpo.codigo).toBe('MIDIA_INVALIDA');
      }
    },
  );

  it('a body-less write is not asked for a type; parameters on the Content-Type are ignored', async () => {
    const logout = await ctx.request('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(401);
    const r = escritas.find((x) => x.caminho === '/api/contato' && x.metodo === 'POST')!;
    const res = await enviar(
      { metodo: 'POST', url: r.caminho },
      Buffer.from('{}'),
      'Application/JSON; charset=utf-8',
    );
    expect(res.status).toBe(400);
  });
});
