import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { despesaSchema, MSG_REPASSE } from '@morada/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, esperarErro, pngPequeno } from '../../test/http-helpers';
import { ERRO_401, ERRO_403 } from '../contratos/cenario.fixture';
import { criarCenarioRepasses } from './repasses.fixture';

// An expense's optional receipt (issue 11): multipart POST /api/despesas with `arquivo` (PDF, JPG
// or PNG by their bytes, at most 10 MB) and GET /api/despesas/:id/arquivo for the admin or the
// expense's owner.
const E = MSG_REPASSE.erros;
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

const formulario = (arq?: File, over: Record<string, string> = {}) => {
  const f = new FormData();
  const campos = {
    imovelId: c.imoveis.apto,
    data: '2026-06-03',
    descricao: 'Conserto do aquecedor',
    valor: '180,00',
    ...over,
  };
  for (const [k, v] of Object.entries(campos)) f.append(k, v);
  if (arq) f.append('arquivo', arq);
  return f;
};
const enviar = (body: FormData, token = c.admin.token) =>
  c.request('/api/despesas', { method: 'POST', token, body });
const baixar = (id: string, token?: string) =>
  c.request(`/api/despesas/${id}/arquivo`, token ? { token } : {});
const pasta = () => join(c.dataDir, 'despesas');
const guardados = () => (existsSync(pasta()) ? readdirSync(pasta()) : []);

let comPdf: string;

beforeAll(async () => {
  c = await criarCenarioRepasses();
});
afterAll(() => c.close());

describe('POST /api/despesas with a receipt (multipart)', () => {
  it('stores a PDF under DATA_DIR with a server-chosen name and answers its file name', async () => {
    const res = await enviar(formulario(arquivo(PDF, 'nota fiscal.pdf', 'application/pdf')));
    expect(res.status).toBe(201);
    const d = despesaSchema.parse(await res.json());
    expect(d).toMatchObject({ proprietarioId: c.donoA.id, valor: 180, arquivoNome: 'nota fiscal.pdf' });
    comPdf = d._id;
    const nomes = guardados();
    expect(nomes).toHaveLength(1);
    expect(nomes[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const row = await c.db
      .selectFrom('despesas_proprietario')
      .select(['arquivo_path'])
      .where('id', '=', d._id)
      .executeTakeFirstOrThrow();
    expect(row.arquivo_path).toBe(nomes[0]);
  });

  it('takes JPG and PNG by their bytes, and no file at all (multipart or JSON)', async () => {
    // Images must decode: they are re-encoded before being stored (despesas.comprovante-seguro.test).
    const JPG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const jpg = await enviar(formulario(arquivo(JPG, 'recibo.jpeg', 'image/jpeg')));
    expect(jpg.status).toBe(201);
    expect(((await jpg.json()) as { arquivoNome: string }).arquivoNome).toBe('recibo.jpeg');
    const png = await enviar(formulario(arquivo(pngPequeno(), 'foto.png')));
    expect(png.status).toBe(201);
    const sem = await enviar(formulario());
    expect(sem.status).toBe(201);
    expect(((await sem.json()) as { arquivoNome: string | null }).arquivoNome).toBeNull();
    expect(guardados()).toHaveLength(3);
  });

  it('refuses other files (400, pt-BR) and stores nothing', async () => {
    const antes = guardados().length;
    const esperado = [{ arquivo: E.comprovanteInvalido }];
    // A text file named .pdf, and an executable sent as image/png: judged by the bytes.
    await esperarErro(
      await enviar(formulario(arquivo('não sou um PDF', 'falso.pdf', 'application/pdf'))),
      400,
      E.comprovanteInvalido,
      esperado,
    );
    await esperarErro(
      await enviar(formulario(arquivo(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), 'x.png'))),
      400,
      E.comprovanteInvalido,
      esperado,
    );
    // Over 10 MB, within the route's body limit.
    const grande = new Uint8Array(10 * 1024 * 1024 + 1);
    grande.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await esperarErro(
      await enviar(formulario(arquivo(grande, 'grande.pdf', 'application/pdf'))),
      400,
      E.comprovanteInvalido,
      esperado,
    );
    expect(guardados()).toHaveLength(antes);
  });

  it('checks the fields as JSON does, and stores no file for a refused expense', async () => {
    const antes = guardados().length;
    const res = await enviar(formulario(arquivo(PDF, 'n.pdf', 'application/pdf'), { valor: '0' }));
    expect(res.status).toBe(400);
    const semDono = await enviar(
      formulario(arquivo(PDF, 'n.pdf', 'application/pdf'), { imovelId: c.imoveis.loja + 'x' }),
    );
    expect(semDono.status).toBe(404);
    expect(guardados()).toHaveLength(antes);
  });

  it('is for the admin only', async () => {
    await esperarErro(await enviar(formulario(), c.donoA.token), 403, ERRO_403.erro);
  });
});

describe('GET /api/despesas/:id/arquivo', () => {
  it('downloads the receipt for the admin and for the expense’s owner', async () => {
    for (const token of [c.admin.token, c.donoA.token]) {
      const res = await baixar(comPdf, token);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toContain("filename*=UTF-8''nota%20fiscal.pdf");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(await res.text()).toBe(PDF);
    }
  });

  it('is 404 for another owner and for an unknown expense; 403 for tenant and broker; 401 anonymous', async () => {
    await esperarErro(await baixar(comPdf, c.donoB.token), 404, E.despesaNaoEncontrada);
    await esperarErro(await baixar('nao-existe', c.admin.token), 404, E.despesaNaoEncontrada);
    for (const token of [c.inquilinoA.token, c.corretor.token])
      await esperarErro(await baixar(comPdf, token), 403, ERRO_403.erro);
    await esperarErro(await baixar(comPdf), 401, ERRO_401.erro);
  });

  it('is 404 when the expense has no receipt', async () => {
    const sem = await enviar(formulario());
    const { _id } = (await sem.json()) as { _id: string };
    expect((await baixar(_id, c.admin.token)).status).toBe(404);
  });

  it('is gone with its expense', async () => {
    const antes = guardados().length;
    expect(
      (await c.request(`/api/despesas/${comPdf}`, { method: 'DELETE', token: c.admin.token })).status,
    ).toBe(204);
    expect(guardados()).toHaveLength(antes - 1);
    expect((await baixar(comPdf, c.admin.token)).status).toBe(404);
  });
});
