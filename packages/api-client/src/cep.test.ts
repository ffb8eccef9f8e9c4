import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { createClient } from './client';
import { memoryStorage } from './session';
import { fakeLocation } from './test/location';

/** An API whose fetch answers `resposta` and records the URLs asked. */
const montar = (resposta: () => Response) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => resposta());
  const api = createApi(createClient({ fetch, storage: memoryStorage(), location: fakeLocation() }));
  return { api, fetch };
};

const endereco = {
  cep: '01310100',
  endereco: 'Avenida Paulista',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

describe('cep.buscar (the property form’s address lookup)', () => {
  it('asks GET /api/cep/:cep with the 8 digits and answers the address', async () => {
    const { api, fetch } = montar(() => Response.json(endereco));
    await expect(api.cep.buscar('01310-100')).resolves.toEqual(endereco);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/cep/01310100');
  });

  it.each([
    [404, 'CEP não encontrado. Preencha o endereço manualmente.'],
    [503, 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.'],
  ])('answers null on %i, so the form asks for the address by hand', async (status, erro) => {
    const { api } = montar(() => Response.json({ erro }, { status }));
    await expect(api.cep.buscar('99999999')).resolves.toBeNull();
  });

  it('does not call the server for an incomplete CEP', async () => {
    const { api, fetch } = montar(() => Response.json(endereco));
    await expect(api.cep.buscar('0131')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
