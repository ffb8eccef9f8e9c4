import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { urlFotoCompartilhamento, urlVarianteFoto, type Imovel } from '@morada/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { servirFotos } from '../../static';
import { arquivo } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { criarArmazenamento, pastaDaArea, type Armazenamento } from '.';

// The whole server with S3_BUCKET set: photos go to the S3-compatible server, not to DATA_DIR.
const pasta = mkdtempSync(join(tmpdir(), 'morada-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: pasta,
  configureBuckets: [{ name: 'morada' }],
  allowMismatchedSignatures: true, // see armazenamento.test.ts
});
let ctx: TestContext;
let armazenamento: Armazenamento;
beforeAll(async () => {
  const { port } = await s3.run();
  ctx = await createTestContext();
  armazenamento = await criarArmazenamento(
    loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: ctx.dataDir,
      S3_BUCKET: 'morada',
      S3_PREFIX: 'loja-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  );
  ctx.deps.armazenamento = armazenamento;
  servirFotos(ctx.app, armazenamento);
});
afterAll(async () => {
  await ctx?.close();
  await s3.close();
  rmSync(pasta, { recursive: true, force: true });
});

it('with S3_BUCKET, an uploaded photo and its copies live in the bucket, are served, and go with the property', async () => {
  expect(armazenamento.descricao).toBe('s3://morada/loja-1/');
  const foto = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const f = new FormData();
  const campos = {
    titulo: 'Casa com fotos na nuvem',
    tipo: 'Casa',
    operacao: 'Venda',
    preco: '750000',
    endereco: 'Rua Harmonia, 20',
    bairro: 'Vila Madalena',
    cidade: 'São Paulo',
    estado: 'SP',
    areaUtil: '120',
    descricao: 'Fotos guardadas no armazenamento de objetos.',
  };
  for (const [k, v] of Object.entries(campos)) f.append(k, v);
  f.append('fotos', arquivo(foto, 'casa.jpg'));
  const admin = await ctx.adminToken();
  const res = await ctx.request('/api/imoveis', { method: 'POST', token: admin, body: f });
  expect(res.status).toBe(201);
  const { id, fotos } = (await res.json()) as Imovel;
  const url = fotos[0]!;
  const nome = url.split('/').pop()!;

  // In the bucket under the prefix, not on the local disk.
  expect((await armazenamento.listar('fotos')).sort()).toEqual(
    [
      nome,
      ...[
        urlVarianteFoto(url, 'miniatura'),
        urlVarianteFoto(url, 'card'),
        urlVarianteFoto(url, 'completa'),
        urlFotoCompartilhamento(url),
      ].map((u) => u!.split('/').pop()!),
    ].sort(),
  );
  expect(existsSync(join(pastaDaArea(ctx.dataDir, 'fotos'), nome))).toBe(false);
  expect(existsSync(join(pasta, 'morada', 'loja-1', 'fotos'))).toBe(true);

  const servida = await ctx.request(urlVarianteFoto(url, 'card')!);
  expect([servida.status, servida.headers.get('Content-Type')]).toEqual([200, 'image/webp']);
  expect((await sharp(Buffer.from(await servida.arrayBuffer())).metadata()).width).toBe(640);

  expect((await ctx.request(`/api/imoveis/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
  expect(await armazenamento.listar('fotos')).toEqual([]);
  expect((await ctx.request(url)).status).toBe(404);
});
