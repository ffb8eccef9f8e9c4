import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG, type Imovel } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_MAX_FALHAS } from '../modules/auth/controle-login';
import { INDICES_SGS } from '../modules/reajustes/sgs.client';
import { arquivo, esperarErro, pngPequeno } from '../test/http-helpers';
import { portaLivre } from '../test/porta-livre';
import { novoBancoEm } from '../test/postgres';
import { iniciarServidorReal, type ServidorReal } from '../test/servidor-real';
import { DEMO } from '../test/test-app';

/**
 * Two real server processes on one database (docs/decisions/019): A is a cluster (a primary and
 * two workers, as `npm start` runs on a 2-core machine), B a single process, as a second machine
 * behind a load balancer would be. One SQLite file in the `server` project, one PostgreSQL
 * database in `server-pg`.
 */
let a: ServidorReal | undefined;
let b: ServidorReal | undefined;
let dataDir: string;
let sgs: Server;
/** Requests the fake Banco Central received, per path (one path per index series). */
const pedidosSgs = new Map<string, number>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'morada-processos-'));
  const portaSgs = await portaLivre();
  sgs = createServer((req, res) => {
    const caminho = new URL(req.url ?? '/', 'http://x').pathname;
    pedidosSgs.set(caminho, (pedidosSgs.get(caminho) ?? 0) + 1);
    res.setHeader('Content-Type', 'application/json');
    res.end('[]');
  });
  await new Promise<void>((r) => sgs.listen(portaSgs, '127.0.0.1', r));
  const base = inject('pgBaseUrl');
  const env = {
    TAREFAS_DIARIAS: 'true',
    SGS_URL: `http://127.0.0.1:${portaSgs}`,
    ...(base ? { DATABASE_URL: await novoBancoEm(base) } : {}),
  };
  // A first: it migrates and seeds; B then finds the database ready, as a second machine would.
  a = await iniciarServidorReal(dataDir, { ...env, WORKERS: '2' });
  b = await iniciarServidorReal(dataDir, { ...env, WORKERS: '1' });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.parar(), b?.parar()]);
  await new Promise((r) => sgs?.close(r));
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const login = (s: ServidorReal, senha: string) =>
  fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, senha }),
  });
const listar = async (s: ServidorReal) => {
  const res = await fetch(`${s.url}/api/imoveis?limite=100`);
  expect(res.status).toBe(200);
  return (await res.json()) as Imovel[];
};

describe('several server processes on one database', () => {
  it('a property created through A is listed by B, whose listing cache was warm', async () => {
    const r = await login(a!, DEMO.admin.senha);
    expect(r.status).toBe(200);
    const { token } = (await r.json()) as { token: string };
    const antes = await listar(b!);
    expect(antes.some((i) => i.titulo === 'Casa criada no processo A')).toBe(false);

    const form = new FormData();
    for (const [k, v] of Object.entries({
      titulo: 'Casa criada no processo A',
      tipo: 'Casa',
      operacao: 'Venda',
      preco: '750000',
      endereco: 'Rua dos Processos, 2',
      bairro: 'Pinheiros',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '120',
      descricao: 'Criada em um processo, listada pelo outro.',
    }))
      form.append(k, v);
    form.append('fotos', arquivo(pngPequeno(), 'a.png'));
    const criada = await fetch(`${a!.url}/api/imoveis`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(criada.status, await criada.clone().text()).toBe(201);
    const { id } = (await criada.json()) as Imovel;

    // B reads the shared generation at most every 100 ms: the new property shows within that.
    const limite = Date.now() + 2_000;
    let depois = await listar(b!);
    while (!depois.some((i) => i.id === id) && Date.now() < limite) {
      await new Promise((res) => setTimeout(res, 50));
      depois = await listar(b!);
    }
    expect(depois.map((i) => i.id)).toContain(id);
    expect(depois).toHaveLength(antes.length + 1);
  });

  it('sign-in failures on A and B add up to one limit', async () => {
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++) {
      expect((await login(i % 2 === 0 ? a! : b!, `errada${i}`)).status).toBe(401);
    }
    await esperarErro(await login(b!, DEMO.admin.senha), 429, MSG.auth.muitasTentativas);
    await esperarErro(await login(a!, DEMO.admin.senha), 429, MSG.auth.muitasTentativas);
  });

  it('the daily Banco Central update ran once across both (each series asked for once)', async () => {
    const limite = Date.now() + 20_000;
    while (pedidosSgs.size < INDICES_SGS.length && Date.now() < limite) {
      await new Promise((res) => setTimeout(res, 100));
    }
    // Both started their daily loop before answering; give a late second run time to show up.
    await new Promise((res) => setTimeout(res, 500));
    expect(pedidosSgs.size).toBe(INDICES_SGS.length);
    expect([...pedidosSgs.values()]).toEqual(INDICES_SGS.map(() => 1));
  });
});
