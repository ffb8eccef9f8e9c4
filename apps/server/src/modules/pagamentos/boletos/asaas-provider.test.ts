import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import type { Deps } from '../../../http/context';
import { criarProviderAsaas } from './asaas-provider';
import { getBillingProvider } from './billing';

/**
 * A stand-in Asaas on 127.0.0.1 answering in the shapes of the Asaas v3 docs, recording every
 * request so the tests assert what Morada sends (path, access_token header, JSON body).
 */
type Pedido = { metodo: string; url: string; token: string | undefined; corpo: unknown };
let pedidos: Pedido[] = [];
let clientes: { id: string; externalReference: string }[] = [];
let server: Server;
let base: string;

const LINHA = '00190500954014481606906809350314337370000000100';
const BARRAS = '00193373700000001000500940144816060680935031';

const ler = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => ok(s));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const texto = await ler(req);
    const url = req.url ?? '';
    pedidos.push({
      metodo: req.method ?? '',
      url,
      token: req.headers['access_token'] as string | undefined,
      corpo: texto ? JSON.parse(texto) : undefined,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    // bankSlipUrl is a public link (no access_token), like Asaas' own.
    if (new URL(url, 'http://x').pathname === '/b/pdf/pay_080225913252') {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      return res.end('%PDF-1.4 asaas');
    }
    if (req.headers['access_token'] !== 'chave-teste')
      return json(401, {
        errors: [{ code: 'invalid_access_token', description: 'A chave de API fornecida é inválida' }],
      });
    const u = new URL(url, 'http://x');
    if (req.method === 'GET' && u.pathname === '/v3/customers') {
      const data = clientes.filter((c) => c.externalReference === u.searchParams.get('externalReference'));
      return json(200, {
        object: 'list',
        hasMore: false,
        totalCount: data.length,
        limit: 10,
        offset: 0,
        data: data.map((c) => ({ object: 'customer', ...c })),
      });
    }
    if (req.method === 'POST' && u.pathname === '/v3/customers') {
      const body = JSON.parse(texto) as { name: string; externalReference: string; cpfCnpj: string };
      if (!body.cpfCnpj)
        return json(400, {
          errors: [{ code: 'invalid_cpfCnpj', description: 'O CPF/CNPJ informado é inválido.' }],
        });
      const c = { id: `cus_${clientes.length + 1}`, externalReference: body.externalReference };
      clientes.push(c);
      return json(200, { object: 'customer', name: body.name, ...c });
    }
    if (req.method === 'POST' && u.pathname === '/v3/payments') {
      const b = JSON.parse(texto) as Record<string, unknown>;
      return json(200, {
        object: 'payment',
        id: 'pay_080225913252',
        status: 'PENDING',
        nossoNumero: '6453',
        bankSlipUrl: `${base}/b/pdf/pay_080225913252`,
        invoiceUrl: `${base}/i/pay_080225913252`,
        ...b,
      });
    }
    if (u.pathname === '/v3/payments/pay_080225913252/identificationField')
      return json(200, { identificationField: LINHA, nossoNumero: '6453', barCode: BARRAS });
    if (u.pathname === '/v3/payments/pay_080225913252/pixQrCode')
      return json(200, {
        encodedImage: 'iVBORw0KGgo=',
        payload:
          '00020101021226820014br.gov.bcb.pix2560qrpix.bradesco.com.br/qr/v2/cobv/5204000053039865802BR6304ABCD',
        expirationDate: '2027-05-05 23:59:59',
      });
    if (req.method === 'GET' && u.pathname === '/v3/payments/pay_080225913252')
      return json(200, {
        object: 'payment',
        id: 'pay_080225913252',
        status: 'PENDING',
        bankSlipUrl: `${base}/b/pdf/pay_080225913252`,
      });
    if (req.method === 'POST' && u.pathname === '/v3/payments/pay_080225913252/receiveInCash')
      return json(200, { object: 'payment', id: 'pay_080225913252', status: 'RECEIVED_IN_CASH' });
    if (req.method === 'DELETE' && u.pathname === '/v3/payments/pay_080225913252')
      return json(200, { deleted: true, id: 'pay_080225913252' });
    if (req.method === 'GET' && u.pathname === '/v3/payments')
      return json(200, {
        object: 'list',
        hasMore: false,
        totalCount: 1,
        limit: 100,
        offset: 0,
        data: [{ object: 'payment', id: 'pay_080225913252', customer: u.searchParams.get('customer') }],
      });
    json(404, { errors: [{ code: 'not_found', description: 'Recurso não encontrado' }] });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  pedidos = [];
  clientes = [];
});

const pagador = {
  id: 'usr-1',
  nome: 'Mariana Costa',
  email: 'inquilina@morada.com.br',
  cpf: '123.456.789-09',
  telefone: '(11) 98888-7777',
};

describe('Asaas provider', () => {
  const asaas = () => criarProviderAsaas({ baseUrl: `${base}/v3/`, apiKey: 'chave-teste' });

  it('creates the customer once, then reuses it by externalReference', async () => {
    expect(await asaas().garantirCliente(pagador)).toBe('cus_1');
    expect(await asaas().garantirCliente(pagador)).toBe('cus_1');
    expect(pedidos.map((p) => `${p.metodo} ${p.url}`)).toEqual([
      'GET /v3/customers?externalReference=usr-1',
      'POST /v3/customers',
      'GET /v3/customers?externalReference=usr-1',
    ]);
    expect(pedidos.every((p) => p.token === 'chave-teste')).toBe(true);
    expect(pedidos[1]!.corpo).toEqual({
      name: 'Mariana Costa',
      cpfCnpj: '12345678909',
      email: 'inquilina@morada.com.br',
      mobilePhone: '11988887777',
      externalReference: 'usr-1',
    });
  });

  it('issues a BOLETO payment and reads linha, barcode, nosso número and PIX', async () => {
    const b = await asaas().emitir({
      pagamentoId: 'pg-9',
      valor: 3070,
      vencimento: '2026-12-05',
      descricao: 'Aluguel 12/2026 - contrato CT-2026-001',
      pagador,
    });
    expect(b).toEqual({
      providerId: 'pay_080225913252',
      nossoNumero: '6453',
      codigoBarras: BARRAS,
      linhaDigitavel: '00190.50095 40144.816069 06809.350314 3 37370000000100',
      pixPayload: expect.stringContaining('br.gov.bcb.pix'),
    });
    const post = pedidos.find((p) => p.metodo === 'POST' && p.url === '/v3/payments')!;
    expect(post.corpo).toEqual({
      customer: 'cus_1',
      billingType: 'BOLETO',
      value: 3070,
      dueDate: '2026-12-05',
      description: 'Aluguel 12/2026 - contrato CT-2026-001',
      externalReference: 'pg-9',
    });
  });

  it('receives in cash, deletes, lists and downloads the bankSlipUrl PDF', async () => {
    const p = asaas();
    await p.registrarPagamento('pay_080225913252', '2026-12-04', 3070);
    expect(pedidos.at(-1)).toMatchObject({
      metodo: 'POST',
      url: '/v3/payments/pay_080225913252/receiveInCash',
      corpo: { paymentDate: '2026-12-04', value: 3070, notifyCustomer: false },
    });
    await p.cancelar('pay_080225913252');
    expect(pedidos.at(-1)).toMatchObject({ metodo: 'DELETE', url: '/v3/payments/pay_080225913252' });
    expect((await p.listarCobrancas('cus_1'))[0]).toMatchObject({
      id: 'pay_080225913252',
      customer: 'cus_1',
    });
    expect(new TextDecoder().decode(await p.baixarBoletoPdf('pay_080225913252'))).toMatch(/^%PDF-/);
  });

  it('surfaces Asaas error descriptions', async () => {
    const errado = criarProviderAsaas({ baseUrl: `${base}/v3`, apiKey: 'outra' });
    await expect(errado.garantirCliente(pagador)).rejects.toThrow('A chave de API fornecida é inválida');
    await expect(asaas().garantirCliente({ ...pagador, cpf: '' })).rejects.toThrow(
      'O CPF/CNPJ informado é inválido.',
    );
  });
});

describe('getBillingProvider', () => {
  const deps = (env: Record<string, string>) =>
    ({ env: loadEnv({ NODE_ENV: 'test', ...env }) }) as unknown as Deps;
  it('is local by default and asaas with BILLING_PROVIDER=asaas and a key', async () => {
    expect(getBillingProvider(deps({})).nome).toBe('local');
    const a = getBillingProvider(
      deps({ BILLING_PROVIDER: 'asaas', ASAAS_API_KEY: 'chave-teste', ASAAS_BASE_URL: `${base}/v3` }),
    );
    expect(a.nome).toBe('asaas');
    expect(await a.garantirCliente(pagador)).toBe('cus_1');
    expect(() => getBillingProvider(deps({ BILLING_PROVIDER: 'asaas' }))).toThrow('ASAAS_API_KEY');
  });
});
