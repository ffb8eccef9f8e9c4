import type { CodigoErro, ErroApi } from '@morada/domain';
import { MSG } from '@morada/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { violacaoDoBanco } from '../db/violacao';

/**
 * The one error type handlers throw. app.onError turns it into DESIGN §5's JSON:
 * { erro, message, codigo, erros? } with erro and message the same pt-BR text.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly codigo: CodigoErro,
    message: string,
    readonly erros?: Record<string, string>[],
  ) {
    super(message);
  }
}

export const badRequest = (mensagem: string, erros?: Record<string, string>[]) =>
  new HttpError(400, 'VALIDACAO', mensagem, erros);
export const unauthorized = (mensagem: string = MSG.auth.naoAutenticado) =>
  new HttpError(401, 'NAO_AUTENTICADO', mensagem);
export const forbidden = (mensagem: string = MSG.auth.semPermissao) =>
  new HttpError(403, 'SEM_PERMISSAO', mensagem);
export const notFound = (mensagem: string = MSG.api.naoEncontrado) =>
  new HttpError(404, 'NAO_ENCONTRADO', mensagem);
export const conflict = (mensagem: string, erros?: Record<string, string>[]) =>
  new HttpError(409, 'CONFLITO', mensagem, erros);
export const unsupportedMedia = (mensagem: string, erros?: Record<string, string>[]) =>
  new HttpError(415, 'MIDIA_INVALIDA', mensagem, erros);
export const tooLarge = (mensagem: string = MSG.api.corpoGrande) =>
  new HttpError(413, 'CORPO_GRANDE', mensagem);
export const tooManyRequests = (mensagem: string = MSG.auth.muitasTentativas) =>
  new HttpError(429, 'MUITAS_TENTATIVAS', mensagem);

export const errorBody = (
  codigo: CodigoErro,
  mensagem: string,
  erros?: Record<string, string>[],
): ErroApi => ({
  erro: mensagem,
  message: mensagem,
  codigo,
  ...(erros?.length ? { erros } : {}),
});

/** Awaits a write; when a concurrent request took the same unique value first, throws `erro()`. */
export const seDuplicado = async <T>(escrita: Promise<T>, erro: () => HttpError): Promise<T> => {
  try {
    return await escrita;
  } catch (e) {
    if (violacaoDoBanco(e) === 'duplicado') throw erro();
    throw e;
  }
};

export const respondError = (c: Context, err: unknown) => {
  if (err instanceof HttpError) {
    return c.json(errorBody(err.codigo, err.message, err.erros), err.status);
  }
  // A constraint the checks before the write did not catch (a concurrent request won the race).
  const violacao = violacaoDoBanco(err);
  if (violacao === 'duplicado') return c.json(errorBody('CONFLITO', MSG.api.registroDuplicado), 409);
  if (violacao === 'vinculo') return c.json(errorBody('CONFLITO', MSG.api.registroVinculado), 409);
  if (violacao === 'valor') return c.json(errorBody('VALIDACAO', MSG.api.dadosInvalidos), 400);
  // Hono's own HTTPException (e.g. body limit) carries a status; anything else is a bug we log.
  const status = (err as { status?: number })?.status;
  if (status === 413) return c.json(errorBody('CORPO_GRANDE', MSG.api.corpoGrande), 413);
  if (status && status >= 400 && status < 500) {
    return c.json(errorBody('VALIDACAO', MSG.api.dadosInvalidos), status as ContentfulStatusCode);
  }
  console.error(err);
  return c.json(errorBody('ERRO_INTERNO', MSG.api.erroInterno), 500);
};
