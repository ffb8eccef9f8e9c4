import { errosPorCampo, mensagemDoServidor, MSG_PUBLICO } from '@morada/domain';

/**
 * Which message family of spec §8 a call uses, and how a 401 is handled (§4):
 * - 'auth': the authentication calls; server message = erro or first erros value; a 401 only clears.
 * - 'app': every other call (property, dashboard-style, admin, tenant); server message = erro or
 *   message; a 401 clears and sends the user to /login?session_expired=true.
 */
export type FamiliaChamada = 'auth' | 'app';

/** Every failed call rejects with this. status is undefined when no HTTP answer came (network, timeout). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  /** The parsed error body ({ erro, message, codigo, erros? }) or undefined. */
  readonly corpo: unknown;
  /** The pt-BR text to show, per spec §8. */
  readonly mensagem: string;
  /** { campo: mensagem } from the body's erros list, for a form's setError. */
  readonly errosPorCampo: Record<string, string>;
  /** The server's codigo (VALIDACAO, CONFLITO, …), 'TIMEOUT', 'REDE' or 'INESPERADO'. */
  readonly codigo: string | undefined;

  constructor(init: {
    status?: number;
    corpo?: unknown;
    mensagem: string;
    codigo?: string;
    cause?: unknown;
  }) {
    super(init.mensagem, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.corpo = init.corpo;
    this.mensagem = init.mensagem;
    this.errosPorCampo = errosPorCampo(init.corpo);
    this.codigo =
      init.codigo ??
      (typeof (init.corpo as { codigo?: unknown })?.codigo === 'string'
        ? (init.corpo as { codigo: string }).codigo
        : undefined);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's own text for a call of this family, if it sent one. */
const textoDoServidor = (familia: FamiliaChamada, corpo: unknown): string | undefined => {
  if (familia === 'auth') return mensagemDoServidor(corpo);
  if (!corpo || typeof corpo !== 'object') return undefined;
  const c = corpo as { erro?: unknown; message?: unknown };
  if (typeof c.erro === 'string' && c.erro) return c.erro;
  if (typeof c.message === 'string' && c.message) return c.message;
  return undefined;
};

/** An HTTP answer with a non-2xx status. */
export const erroHttp = (familia: FamiliaChamada, acao: string, status: number, corpo: unknown) =>
  new ApiError({
    status,
    corpo,
    mensagem:
      textoDoServidor(familia, corpo) ??
      (familia === 'auth'
        ? MSG_PUBLICO.auth.erroComunicacao(acao, status)
        : MSG_PUBLICO.imovelCliente.erroComunicacao(acao, status)),
  });

/** No answer at all (network down, 10 s timeout): the "communication" fallback without a status. */
export const erroSemResposta = (
  familia: FamiliaChamada,
  acao: string,
  codigo: 'TIMEOUT' | 'REDE',
  cause: unknown,
) =>
  new ApiError({
    codigo,
    cause,
    mensagem:
      familia === 'auth'
        ? MSG_PUBLICO.auth.erroComunicacao(acao)
        : MSG_PUBLICO.imovelCliente.erroComunicacao(acao),
  });

/** Anything that is not an HTTP matter (unreadable answer, a bug): the "unexpected" text. */
export const erroInesperado = (familia: FamiliaChamada, acao: string, cause: unknown, status?: number) =>
  new ApiError({
    codigo: 'INESPERADO',
    cause,
    ...(status === undefined ? {} : { status }),
    mensagem:
      familia === 'auth'
        ? MSG_PUBLICO.auth.erroInesperado(acao)
        : MSG_PUBLICO.imovelCliente.erroInesperado(acao),
  });
