/**
 * GET of a third-party JSON API (Banco Central's SGS, ViaCEP): a timeout, a size bound and one
 * error type saying what went wrong, so each client maps the failure to its own pt-BR text.
 */
export type FalhaJsonExterno =
  { tipo: 'http'; status: number } | { tipo: 'tempo' } | { tipo: 'indisponivel' } | { tipo: 'formato' };

export class ErroJsonExterno extends Error {
  constructor(
    readonly falha: FalhaJsonExterno,
    options?: ErrorOptions,
  ) {
    super(`json externo: ${falha.tipo}`, options);
  }
}

/** `caminho` under the API's base address, whether or not the configured base ends in '/'. */
export const urlDaApi = (base: string, caminho: string) =>
  new URL(caminho, base.endsWith('/') ? base : `${base}/`);

/** Parsed JSON of `url`, or ErroJsonExterno; a non-2xx status, a timeout or a body over maxBytes. */
export const buscarJsonExterno = async (
  url: URL,
  { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number },
): Promise<unknown> => {
  let texto: string;
  try {
    const res = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel();
      throw new ErroJsonExterno({ tipo: 'http', status: res.status });
    }
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes)
      throw new ErroJsonExterno({ tipo: 'formato' });
    texto = await res.text();
  } catch (e) {
    if (e instanceof ErroJsonExterno) throw e;
    const nome = (e as Error)?.name;
    throw new ErroJsonExterno(
      { tipo: nome === 'TimeoutError' || nome === 'AbortError' ? 'tempo' : 'indisponivel' },
      { cause: e },
    );
  }
  if (texto.length > maxBytes) throw new ErroJsonExterno({ tipo: 'formato' });
  try {
    return JSON.parse(texto);
  } catch (e) {
    throw new ErroJsonExterno({ tipo: 'formato' }, { cause: e });
  }
};
