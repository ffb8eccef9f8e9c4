import { MSG, REQUEST_TIMEOUT_MS } from '@morada/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { createClient, type ClientOptions } from './client';
import { ApiError } from './errors';
import { memoryStorage } from './session';
import { fakeLocation } from './test/location';

/** A fetch that never answers but honours abort, like a browser's. */
const fetchParado = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

const montar = (fetch: ClientOptions['fetch']) => {
  const storage = memoryStorage();
  return createApi(createClient({ fetch, storage, location: fakeLocation() }));
};

describe('client without a server answer (spec §9 timeout, §8 fallbacks)', () => {
  afterEach(() => {
    vi.useRealTimers();
    fetchParado.mockClear();
  });

  it('aborts after 10 s and gives the property fallback without a status', async () => {
    vi.useFakeTimers();
    const api = montar(fetchParado);
    const promessa = api.imoveis.listar().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchParado.mock.calls[0]![1].signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const erro = (await promessa) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBeUndefined();
    expect(erro.codigo).toBe('TIMEOUT');
    expect(erro.mensagem).toBe('Erro de comunicação (sem resposta) ao carregar os imóveis.');
  });

  it('auth calls time out with the auth fallback (Status: N/A)', async () => {
    vi.useFakeTimers();
    const api = montar(fetchParado);
    const promessa = api.sessao.entrar('a@b.c', 'x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(((await promessa) as ApiError).mensagem).toBe(
      'Erro na comunicação com a API (login). Status: N/A',
    );
  });

  it('the contact call has no timeout', async () => {
    vi.useFakeTimers();
    const api = montar(fetchParado);
    let terminou = false;
    void api.contato
      .enviarContato({ nome: 'a', email: 'a@b.c', telefone: '1', assunto: 's', mensagem: 'm' }, 'adm@x')
      .finally(() => (terminou = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 6);
    expect(terminou).toBe(false);
    expect(fetchParado.mock.calls[0]![1].signal!.aborted).toBe(false);
  });

  it('a network failure gives the communication fallback, an unreadable success the unexpected one', async () => {
    const rede = montar(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(rede.usuarios.listar()).rejects.toMatchObject({
      status: undefined,
      codigo: 'REDE',
      mensagem: 'Erro de comunicação (sem resposta) ao carregar os usuários.',
    });
    const lixo = montar(async () => new Response('<html>', { status: 200 }));
    await expect(lixo.imoveis.obter('x')).rejects.toMatchObject({
      mensagem: MSG.imovelCliente.erroInesperado('carregar o imóvel'),
    });
    await expect(lixo.auth.consultarConvite('x'.repeat(20))).rejects.toMatchObject({
      mensagem: 'Erro inesperado em consultar o convite.',
    });
  });

  it('an HTTP error without a JSON body names the status', async () => {
    const api = montar(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(api.imoveis.listar()).rejects.toMatchObject({
      status: 502,
      mensagem: 'Erro de comunicação (502) ao carregar os imóveis.',
    });
    await expect(api.auth.register({ nome: 'a', email: 'a@b.c', senha: '123456' })).rejects.toMatchObject({
      mensagem: 'Erro na comunicação com a API (registro). Status: 502',
    });
  });

  it('auth messages read erro, then the first erros value; property messages read erro, then message', async () => {
    const corpo = { erros: [{ email: 'Email inválido' }, { senha: 'curta' }], message: 'Dados inválidos' };
    const api = montar(async () => Response.json(corpo, { status: 400 }));
    const auth = (await api.auth
      .register({ nome: 'a', email: 'x', senha: '1' })
      .catch((e: unknown) => e)) as ApiError;
    expect(auth.mensagem).toBe('Email inválido');
    expect(auth.errosPorCampo).toEqual({ email: 'Email inválido', senha: 'curta' });
    const imovel = (await api.imoveis.criar(new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(imovel.mensagem).toBe('Dados inválidos');
  });

  it('reads X-Total-Count for the paginated property list', async () => {
    const api = montar(async () =>
      Response.json([{ id: 'a' }, { id: 'b' }], { headers: { 'X-Total-Count': '37' } }),
    );
    expect(await api.imoveis.listar({ pagina: 2, limite: 2 })).toEqual({
      dados: [{ id: 'a' }, { id: 'b' }],
      total: 37,
    });
  });

  it('downloads a file with its name from Content-Disposition', async () => {
    const api = montar(
      async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Notifica%C3%A7%C3%A3o.pdf`,
          },
        }),
    );
    const { blob, nomeArquivo } = await api.juridico.documentos.baixar('d1');
    expect(nomeArquivo).toBe('Notificação.pdf');
    expect(blob.size).toBe(4);
  });

  it.each([
    [{ token: 'abc' }],
    [{ usuario: { id: '1', nome: 'a', email: 'b', perfil: 'admin' } }],
    [{ token: 'abc', usuario: { nome: 'sem id' } }],
  ])(
    'login without both token and usuario fails with the spec message and stores nothing (%j)',
    async (resposta) => {
      const storage = memoryStorage();
      const api = createApi(
        createClient({ storage, location: fakeLocation(), fetch: async () => Response.json(resposta) }),
      );
      await expect(api.sessao.entrar('a@b.c', 'x')).rejects.toMatchObject({
        mensagem: MSG.auth.respostaInvalida,
      });
      expect(storage.getItem('token')).toBeNull();
    },
  );
});
