import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portaLivre } from '../../test/porta-livre';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';

/** A stand-in for ViaCEP on 127.0.0.1: GET /{cep}/json/ answered from a small table. */
const ENDERECOS: Record<string, unknown> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '99999999': { erro: 'true' },
};

let c: Cenario;
let viaCep: Server;
let pedidos: string[] = [];

beforeAll(async () => {
  c = await criarCenario();
  viaCep = createServer((req, res) => {
    pedidos.push(req.url ?? '');
    const m = /^\/(\d{8})\/json\/$/.exec(req.url ?? '');
    if (m?.[1] === '55555555') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>manutenção</html>');
      return;
    }
    const corpo = m ? ENDERECOS[m[1]!] : undefined;
    if (!corpo) res.writeHead(400).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(corpo));
  });
  await new Promise<void>((r) => viaCep.listen(0, '127.0.0.1', r));
  c.deps.env.CEP_URL = `http://127.0.0.1:${(viaCep.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((r) => viaCep.close(r));
  await c.close();
});

const cep = (valor: string, token: string | null = c.admin.token) =>
  c.request(`/api/cep/${valor}`, { token: token ?? undefined });

describe('GET /api/cep/:cep', () => {
  it('answers the address of a CEP, typed with or without its hyphen', async () => {
    pedidos = [];
    for (const valor of ['01310-100', '01310100']) {
      const res = await cep(valor);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        cep: '01310100',
        endereco: 'Avenida Paulista',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
      });
    }
    expect(pedidos).toEqual(['/01310100/json/', '/01310100/json/']);
  });

  it('404 with a pt-BR message for a CEP the service does not know', async () => {
    const res = await cep('99999-999');
    expect(res.status).toBe(404);
    expect((await res.json()).erro).toBe('CEP não encontrado. Preencha o endereço manualmente.');
  });

  it('502 when the service answers something else or is out of reach', async () => {
    const res = await cep('55555-555');
    expect(res.status).toBe(502);
    expect((await res.json()).erro).toBe(
      'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
    );
    const antes = c.deps.env.CEP_URL;
    c.deps.env.CEP_URL = `http://127.0.0.1:${await portaLivre()}`;
    try {
      const fora = await cep('01310-100');
      expect(fora.status).toBe(502);
      expect((await fora.json()).codigo).toBe('ERRO_PROVEDOR');
    } finally {
      c.deps.env.CEP_URL = antes;
    }
  });

  it('400 for anything but 8 digits, before asking the service', async () => {
    pedidos = [];
    for (const valor of ['0131010', '01310-1000', 'abcdefgh', '%2e%2e%2f']) {
      const res = await cep(valor);
      expect(res.status, valor).toBe(400);
      expect((await res.json()).erros).toEqual([{ cep: 'CEP inválido' }]);
    }
    expect(pedidos).toEqual([]);
  });

  it('401 anonymous, 403 for tenants and corretores', async () => {
    const anonimo = await cep('01310-100', null);
    expect(anonimo.status).toBe(401);
    expect(await anonimo.json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await cep('01310-100', token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ERRO_403);
    }
  });
});
