import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { criarAdminReal, iniciarServidorReal } from './test/servidor-real';
import { DEMO } from './test/test-app';

// The real process (src/index.ts), not app.request(): what the umask, the database file and the
// operating system do only exist there (docs/decisions/007).
const raiz = mkdtempSync(join(tmpdir(), 'morada-processo-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

const modo = (caminho: string) => (statSync(caminho).mode & 0o777).toString(8);

/** Every folder and file under `pasta`, with its mode: { 'uploads/fotos': '700', … }. */
const modos = (pasta: string): Record<string, string> => {
  const r: Record<string, string> = { '.': modo(pasta) };
  for (const e of readdirSync(pasta, { withFileTypes: true, recursive: true })) {
    const caminho = join(e.parentPath, e.name);
    r[relative(pasta, caminho)] = modo(caminho);
  }
  return r;
};

const jsonReq = (token: string, method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

describe('the server process', () => {
  it('creates DATA_DIR 0700 and everything in it owner-only: database, -wal, -shm, secret, photos, documents', async () => {
    const dataDir = join(raiz, 'permissoes', 'data');
    const servidor = await iniciarServidorReal(dataDir);
    try {
      // A write through the API, so the WAL holds something when we look.
      const login = await fetch(`${servidor.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO.admin),
      });
      expect(login.status).toBe(200);
      const encontrados = modos(dataDir);
      expect(Object.keys(encontrados)).toEqual(
        expect.arrayContaining([
          'morada.db',
          'morada.db-wal',
          'morada.db-shm',
          'jwt-secret',
          'uploads/fotos',
        ]),
      );
      expect(Object.keys(encontrados).some((c) => c.startsWith('uploads/fotos/'))).toBe(true);
      const esperado = Object.fromEntries(
        Object.keys(encontrados).map((c) => [c, statSync(join(dataDir, c)).isDirectory() ? '700' : '600']),
      );
      expect(encontrados).toEqual(esperado);
    } finally {
      await servidor.parar();
    }
  }, 120_000);

  it('keeps every acknowledged write when killed with SIGKILL right after the answers', async () => {
    const dataDir = join(raiz, 'queda', 'data');
    const admin = { email: 'dona@morada.com.br', senha: 'Dona@2026xyz' };
    criarAdminReal(dataDir, admin);
    const servidor = await iniciarServidorReal(dataDir, { SEED_DEMO: 'false' });
    const gravados = new Map<string, { nome: string; email: string }>();
    try {
      const login = await fetch(`${servidor.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status, servidor.erros()).toBe(200);
      const { token } = (await login.json()) as { token: string };
      // Two accounts in parallel, then each renamed fifteen times in a row: 32 commits, each one
      // acknowledged (201/200) before the next, the last ones milliseconds before the kill.
      await Promise.all(
        [1, 2].map(async (n) => {
          const conta = {
            nome: `Queda ${n}`,
            email: `queda${n}@morada.com.br`,
            telefone: '(11) 90000-0000',
            perfil: 'corretor',
            status: 'ativo',
          };
          const criado = await fetch(
            `${servidor.url}/api/usuarios`,
            jsonReq(token, 'POST', { ...conta, senha: 'Queda@2026x' }),
          );
          expect(criado.status, servidor.erros()).toBe(201);
          const { id } = (await criado.json()) as { id: string };
          gravados.set(id, { nome: conta.nome, email: conta.email });
          for (let v = 1; v <= 15; v++) {
            const nome = `Queda ${n} v${v}`;
            const r = await fetch(
              `${servidor.url}/api/usuarios/${id}`,
              jsonReq(token, 'PUT', { ...conta, nome }),
            );
            expect(r.status, servidor.erros()).toBe(200);
            gravados.set(id, { nome, email: conta.email });
          }
        }),
      );
    } finally {
      await servidor.matar();
    }

    const db = new SQLite(join(dataDir, 'morada.db'));
    try {
      const linhas = db.prepare(`select id, nome, email from usuarios where email like 'queda%'`).all() as {
        id: string;
        nome: string;
        email: string;
      }[];
      expect(Object.fromEntries(linhas.map((l) => [l.id, { nome: l.nome, email: l.email }]))).toEqual(
        Object.fromEntries(gravados),
      );
    } finally {
      db.close();
    }
  }, 120_000);
});
