import { vi } from 'vitest';
import { createApi } from '../api';
import { createClient } from '../client';
import { memoryStorage } from '../session';
import { fakeLocation } from './location';

/** An API whose fetch answers `resposta` and records what was asked: the first call's URL, method and JSON body. */
export const montarApiFalsa = (resposta: () => Response) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => resposta());
  const api = createApi(createClient({ fetch, storage: memoryStorage(), location: fakeLocation() }));
  const pedido = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return {
      url,
      metodo: init.method ?? 'GET',
      corpo: init.body ? JSON.parse(String(init.body)) : undefined,
    };
  };
  return { api, fetch, pedido };
};
