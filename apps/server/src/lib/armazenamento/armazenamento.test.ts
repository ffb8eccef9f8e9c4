import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Armazenamento } from './armazenamento';
import { armazenamentoEmDisco, pastaDaArea } from './disco';
import { armazenamentoS3 } from './s3';

const pastas: string[] = [];
const novaPasta = () => {
  const d = mkdtempSync(join(tmpdir(), 'morada-armazenamento-'));
  pastas.push(d);
  return d;
};

// A real S3-compatible server on loopback (s3rver), with its own throwaway directory.
let s3: S3rver;
let endpoint: string;
beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: novaPasta(),
    configureBuckets: [{ name: 'morada-teste' }],
    // s3rver re-encodes a query's '/' (ListObjectsV2's prefix=instalacao%2F) differently from
    // AWS when it checks SigV4, so listing would fail its signature check; AWS and MinIO accept it.
    allowMismatchedSignatures: true,
  });
  const { port } = (await s3.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  for (const d of pastas.splice(0)) rmSync(d, { recursive: true, force: true });
});

const emS3 = (prefixo: string) =>
  armazenamentoS3({
    bucket: 'morada-teste',
    prefixo,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credenciais: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

let instalacao = 0;
const implementacoes: [string, () => Promise<Armazenamento>][] = [
  ['local disk', async () => armazenamentoEmDisco(novaPasta())],
  // Each test gets its own prefix: one bucket, several installs that never see each other's files.
  ['S3-compatible server', () => emS3(`instalacao-${++instalacao}/`)],
];

describe.each(implementacoes)('storage on %s', (_nome, criar) => {
  it('writes, reads back, replaces, lists by area and deletes files', async () => {
    const a = await criar();
    const foto = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await a.gravar('fotos', 'a.png', foto, 'image/png');
    await a.gravar('documentos', 'b.pdf', Buffer.from('%PDF-1'), 'application/pdf');
    expect(await a.ler('fotos', 'a.png')).toEqual(Buffer.from(foto));
    expect([await a.existe('fotos', 'a.png'), await a.existe('despesas', 'a.png')]).toEqual([true, false]);
    expect(await a.listar('fotos')).toEqual(['a.png']);
    expect(await a.listar('despesas')).toEqual([]);

    await a.gravar('fotos', 'a.png', Buffer.from('nova'), 'image/png');
    expect((await a.ler('fotos', 'a.png'))?.toString()).toBe('nova');

    await a.apagar('fotos', 'a.png');
    await a.apagar('fotos', 'a.png');
    expect(await a.ler('fotos', 'a.png')).toBeUndefined();
    expect(await a.existe('fotos', 'a.png')).toBe(false);
    expect(await a.listar('fotos')).toEqual([]);
    expect((await a.ler('documentos', 'b.pdf'))?.toString()).toBe('%PDF-1');
  });

  it('refuses a name that could leave its area', async () => {
    const a = await criar();
    for (const nome of ['../segredo', 'x/y.png', '.oculto', '', '..']) {
      await expect(a.gravar('fotos', nome, new Uint8Array([1]), 'image/png')).rejects.toThrow(
        'nome de arquivo inválido',
      );
      await expect(a.ler('fotos', nome)).rejects.toThrow('nome de arquivo inválido');
    }
  });

  it("lists every file of an area and only that area's", async () => {
    const a = await criar();
    const nomes = Array.from({ length: 25 }, (_, i) => `f${String(i).padStart(2, '0')}.png`);
    await Promise.all(nomes.map((n) => a.gravar('fotos', n, new Uint8Array([1]), 'image/png')));
    await a.gravar('despesas', 'f00.png', new Uint8Array([1]), 'image/png');
    expect((await a.listar('fotos')).sort()).toEqual(nomes);
    expect(await a.listar('despesas')).toEqual(['f00.png']);
  });
});

describe('local disk', () => {
  it('keeps the folders the server used before (uploads/fotos, documentos) and owner-only modes', async () => {
    const raiz = novaPasta();
    const a = armazenamentoEmDisco(raiz);
    await a.gravar('fotos', 'a.png', new Uint8Array([1]), 'image/png');
    await a.gravar('documentos', 'b.pdf', new Uint8Array([1]), 'application/pdf');
    expect(pastaDaArea(raiz, 'fotos')).toBe(join(raiz, 'uploads', 'fotos'));
    expect(readdirSync(join(raiz, 'uploads', 'fotos'))).toEqual(['a.png']);
    expect(readdirSync(join(raiz, 'documentos'))).toEqual(['b.pdf']);
    expect(statSync(join(raiz, 'documentos', 'b.pdf')).mode & 0o777).toBe(0o600);
  });
});
