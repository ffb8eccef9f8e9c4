import { randomUUID } from 'node:crypto';
import { MSG, type Perfil } from '@morada/domain';
import {
  ROTAS_API as DECLARADAS,
  limiteCorpoDaRota,
  recebeCorpo,
  TEXTOS_API,
  type DefinicaoRota,
} from '@morada/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './app';
import { ancora } from './modules/referencia/pagina-docs';
import { esperarErro } from './test/http-helpers';
import type { TestContext } from './test/test-app';
import { contextoComTokens, type Tokens } from './test/contexto';

/** The contract's routes, each seen through the common definition type. */
const ROTAS_API: readonly DefinicaoRota[] = DECLARADAS;

// Issue 16: one contract. Every route the server answers is declared in @morada/domain/api (and
// nothing is declared that the server does not answer); each declared role is enforced; the
// OpenAPI document and the reference page list every route. Answers are checked against the
// contract in every server test (test/contrato-resposta.ts).

/** The server's routes as `GET /api/usuarios/{id}` (Hono writes `:id`). */
const rotasDoServidor = () =>
  [
    ...new Set(
      api.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, '{$1}')}`.replace(/\/$/, '')),
    ),
  ].sort();
const declaradas = () => ROTAS_API.map((r) => `${r.metodo} ${r.caminho}`).sort();

/** A concrete URL for a declared path: every parameter a fresh UUID (or a plausible value). */
const urlDe = (r: DefinicaoRota) =>
  r.caminho.replace(/\{(\w+)\}/g, (_, nome: string) =>
    nome === 'cep' ? '01001000' : nome === 'mes' ? '2026-01' : nome === 'indice' ? 'IPCA' : randomUUID(),
  );

const PERFIS_COM_TOKEN = [
  'admin',
  'inquilino',
  'proprietario',
  'corretor',
] as const satisfies readonly Perfil[];

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

describe('o contrato cobre a API inteira', () => {
  it('every route the server answers is declared, and every declared route exists', () => {
    const servidor = rotasDoServidor();
    const contrato = declaradas();
    expect(servidor.filter((r) => !contrato.includes(r))).toEqual([]);
    expect(contrato.filter((r) => !servidor.includes(r))).toEqual([]);
  });

  it('each route is declared once', () => {
    const todas = declaradas();
    expect(todas.filter((r, i) => todas.indexOf(r) !== i)).toEqual([]);
  });
});

describe('papéis declarados são os aplicados', () => {
  const protegidas = ROTAS_API.filter((r) => !r.papeis.includes('publico'));

  it.each(protegidas.map((r) => [`${r.metodo} ${r.caminho}`, r] as const))(
    '%s: without a session → 401 in pt-BR',
    async (_, r) => {
      const res = await ctx.request(urlDe(r), { method: r.metodo });
      await esperarErro(res, 401, MSG.auth.naoAutenticado);
    },
  );

  const restritas = protegidas.filter((r) => !r.papeis.includes('autenticado'));
  const casos = restritas.flatMap((r) =>
    PERFIS_COM_TOKEN.filter((p) => !(r.papeis as readonly string[]).includes(p)).map(
      (p) => [`${r.metodo} ${r.caminho} as ${p}`, r, p] as const,
    ),
  );
  it.each(casos)('%s → 403 in pt-BR', async (_, r, perfil) => {
    const res = await ctx.request(urlDe(r), { method: r.metodo, token: t[perfil] });
    await esperarErro(res, 403, MSG.auth.semPermissao);
  });
});

describe('documento OpenAPI e página de referência', () => {
  it('GET /api/openapi.json is OpenAPI 3.1 with every declared operation, its roles and errors', async () => {
    const res = await ctx.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-papeis': string[]; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const r of ROTAS_API) {
      const op = doc.paths[r.caminho]?.[r.metodo.toLowerCase()];
      expect(op, `${r.metodo} ${r.caminho}`).toBeDefined();
      expect(op!['x-papeis']).toEqual(r.papeis);
      expect(Object.keys(op!.responses)).toContain(String(r.resposta.status ?? 200));
      if (!r.papeis.includes('publico')) expect(Object.keys(op!.responses)).toContain('401');
    }
  });

  it('GET /api/docs is an HTML page (no script, nothing from another origin) listing every route', async () => {
    const res = await ctx.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const pagina = await res.text();
    expect(pagina).toContain('<html lang="pt-BR">');
    expect(pagina).not.toMatch(/<script|https?:\/\/(?!127\.)/);
    for (const r of ROTAS_API) expect(pagina).toContain(`${r.metodo} ${r.caminho}`);
  });

  it('each route that takes a body shows its limit: x-limite-corpo and the 413 in the document, a line on the page', async () => {
    const doc = (await (await ctx.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-limite-corpo'?: number; responses: Record<string, { description: string }> }>
      >;
    };
    const pagina = await (await ctx.request('/api/docs')).text();
    const secao = (r: DefinicaoRota) => pagina.split(`id="${ancora(r)}"`)[1]?.split('</section>')[0] ?? '';
    const linha = (bytes: number) =>
      `<strong>${TEXTOS_API.limiteCorpo}:</strong> ${TEXTOS_API.megabytes(bytes)}`;
    for (const r of ROTAS_API) {
      const op = doc.paths[r.caminho]![r.metodo.toLowerCase()]!;
      const rotulo = `${r.metodo} ${r.caminho}`;
      if (!recebeCorpo(r)) {
        expect(op['x-limite-corpo'], rotulo).toBeUndefined();
        expect(secao(r), rotulo).not.toContain(TEXTOS_API.limiteCorpo);
        continue;
      }
      const limite = limiteCorpoDaRota(r);
      expect(op['x-limite-corpo'], rotulo).toBe(limite);
      expect(op.responses['413']?.description, rotulo).toContain(TEXTOS_API.megabytes(limite));
      expect(secao(r), rotulo).toContain(linha(limite));
    }
    const imovel = ROTAS_API.find((r) => r.metodo === 'POST' && r.caminho === '/api/imoveis')!;
    expect(secao(imovel)).toContain('<strong>Limite do corpo:</strong> 105 MB');
    const login = ROTAS_API.find((r) => r.caminho === '/api/auth/login')!;
    expect(secao(login)).toContain('<strong>Limite do corpo:</strong> 1 MB');
  });
});
