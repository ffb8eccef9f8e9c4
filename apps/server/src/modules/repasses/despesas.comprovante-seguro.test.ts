import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { despesaSchema, MSG_REPASSE } from '@morada/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, esperarErro } from '../../test/http-helpers';
import { fotoDeCelular, pngDeclarado, temGps } from '../../test/imagens';
import { criarCenarioRepasses } from './repasses.fixture';

// Security issue 31: a receipt is judged and named by its bytes. Images are re-encoded without
// their metadata (the GPS of the owner's house) and within a pixel limit; PDFs are kept as sent
// but served as PDFs whatever name they came with.
const E = MSG_REPASSE.erros;
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

beforeAll(async () => {
  c = await criarCenarioRepasses();
});
afterAll(() => c.close());

const enviar = (arq: File) => {
  const f = new FormData();
  const campos = { imovelId: c.imoveis.apto, data: '2026-06-03', descricao: 'Conserto', valor: '90,00' };
  for (const [k, v] of Object.entries(campos)) f.append(k, v);
  f.append('arquivo', arq);
  return c.request('/api/despesas', { method: 'POST', token: c.admin.token, body: f });
};
const baixar = (id: string) => c.request(`/api/despesas/${id}/arquivo`, { token: c.donoA.token });
const guardados = () => {
  const pasta = join(c.dataDir, 'despesas');
  return existsSync(pasta) ? readdirSync(pasta) : [];
};
const contarDespesas = async () =>
  Number(
    (
      await c.db
        .selectFrom('despesas_proprietario')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Uploads a receipt that must be accepted; answers the expense as the API returned it. */
const aceito = async (arq: File) => {
  const res = await enviar(arq);
  expect(res.status).toBe(201);
  return despesaSchema.parse(await res.json());
};

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describe('receipt images are re-encoded before they are stored', () => {
  it('a phone JPEG comes back upright with no EXIF, GPS or XMP', async () => {
    const original = await fotoDeCelular('#eee');
    const antes = await sharp(original).metadata();
    expect([temGps(antes.exif), !!antes.xmp, antes.orientation]).toEqual([true, true, 6]);

    const d = await aceito(arquivo(original, 'recibo.jpg', 'image/jpeg'));
    expect(d.arquivoNome).toBe('recibo.jpg');
    const res = await baixar(d._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="recibo\.jpg"/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const servida = Buffer.from(await res.arrayBuffer());
    const { format, width, height, exif, xmp, orientation } = await sharp(servida).metadata();
    expect([format, width, height]).toEqual(['jpeg', 60, 80]);
    expect({ exif, xmp, orientation }).toEqual({});
    expect(temGps(servida)).toBe(false);
  });

  it('a PNG declaring 20000×20000 pixels → 413 with the pt-BR message; nothing is stored', async () => {
    const bomba = pngDeclarado(20_000, 20_000);
    expect(bomba.length).toBeLessThan(64 * 1024);
    const msg = E.comprovantePixelsDemais(40);
    expect(msg).toBe('A imagem do comprovante deve ter no máximo 40 megapixels');
    const [arquivos, despesas] = [guardados().length, await contarDespesas()];
    await esperarErro(await enviar(arquivo(bomba, 'nota.png')), 413, msg, [{ arquivo: msg }]);
    expect(guardados()).toHaveLength(arquivos);
    expect(await contarDespesas()).toBe(despesas);
  });

  it('an image that cannot be decoded → 400 with the pt-BR message; nothing is stored', async () => {
    const jpg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const msg = E.comprovanteIlegivel;
    const arquivos = guardados().length;
    await esperarErro(
      await enviar(arquivo(jpg.subarray(0, jpg.length / 2), 'nota.jpg', 'image/jpeg')),
      400,
      msg,
      [{ arquivo: msg }],
    );
    expect(guardados()).toHaveLength(arquivos);
  });
});

describe('a receipt is named and served by what its bytes are', () => {
  it('PDF bytes named x.html are stored and served as x.pdf, application/pdf, unchanged', async () => {
    const d = await aceito(arquivo(PDF, 'x.html', 'text/html'));
    expect(d.arquivoNome).toBe('x.pdf');
    const res = await baixar(d._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.text()).toBe(PDF);
  });

  it('a PNG named nota.pdf (or with no extension) is served as a .png image', async () => {
    const png = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const [nome, esperado] of [
      ['nota.pdf', 'nota.png'],
      ['nota', 'nota.png'],
    ]) {
      const d = await aceito(arquivo(png, nome!, 'application/pdf'));
      expect(d.arquivoNome).toBe(esperado);
      const res = await baixar(d._id);
      expect(res.headers.get('Content-Type')).toBe('image/png');
      expect(res.headers.get('Content-Disposition')).toContain(`filename="${esperado}"`);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 12, 9]);
    }
  });

  it('HTML bytes named x.pdf → 400 with the pt-BR message; nothing is stored', async () => {
    const arquivos = guardados().length;
    const html = '<!doctype html><script>alert(document.cookie)</script>';
    await esperarErro(await enviar(arquivo(html, 'x.pdf', 'application/pdf')), 400, E.comprovanteInvalido, [
      { arquivo: E.comprovanteInvalido },
    ]);
    // Text before the signature is no PDF either (viewers would sniff past it; we do not).
    await esperarErro(
      await enviar(arquivo(`<html>${PDF}`, 'y.pdf', 'application/pdf')),
      400,
      E.comprovanteInvalido,
    );
    expect(guardados()).toHaveLength(arquivos);
  });

  it('a receipt stored before the fix under a wrong name is still served with its stored type', async () => {
    const d = await aceito(arquivo(PDF, 'antigo.pdf', 'application/pdf'));
    // What an upload of PDF bytes named antigo.html left in the table before issue 31.
    await c.db
      .updateTable('despesas_proprietario')
      .set({ arquivo_nome: 'antigo.html' })
      .where('id', '=', d._id)
      .execute();
    const res = await baixar(d._id);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain('filename="antigo.pdf"');
  });
});
