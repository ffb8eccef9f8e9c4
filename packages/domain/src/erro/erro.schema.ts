import { z } from 'zod';

/** Every API error (DESIGN §5): erro and message carry the same pt-BR text. */
export const erroApiSchema = z.object({
  erro: z.string(),
  message: z.string(),
  codigo: z.string(),
  erros: z.array(z.record(z.string(), z.string())).optional(),
});
export type ErroApi = z.infer<typeof erroApiSchema>;

/**
 * Error codes: VALIDACAO (400, field errors in erros), JSON_INVALIDO (400), NAO_AUTENTICADO (401),
 * SEM_PERMISSAO (403), NAO_ENCONTRADO (404), CONFLITO (409), CORPO_GRANDE (413),
 * MIDIA_INVALIDA (415), MUITAS_TENTATIVAS (429), ERRO_INTERNO (500), ERRO_PROVEDOR (502: the
 * billing provider failed), PENDENCIAS (422: a valid request the rules refuse, the reasons in erros).
 */
export const CODIGOS_ERRO = [
  'VALIDACAO',
  'JSON_INVALIDO',
  'NAO_AUTENTICADO',
  'SEM_PERMISSAO',
  'NAO_ENCONTRADO',
  'CONFLITO',
  'CORPO_GRANDE',
  'MIDIA_INVALIDA',
  'MUITAS_TENTATIVAS',
  'ERRO_INTERNO',
  'ERRO_PROVEDOR',
  'PENDENCIAS',
] as const;
export type CodigoErro = (typeof CODIGOS_ERRO)[number];

/** The server's message (section 8): erro, then the first value of the first erros item, then message. */
export const mensagemDoServidor = (corpo: unknown): string | undefined => {
  if (!corpo || typeof corpo !== 'object') return undefined;
  const c = corpo as Record<string, unknown>;
  if (typeof c.erro === 'string' && c.erro) return c.erro;
  if (Array.isArray(c.erros) && c.erros[0] && typeof c.erros[0] === 'object') {
    const primeiro = Object.values(c.erros[0] as Record<string, unknown>)[0];
    if (typeof primeiro === 'string') return primeiro;
  }
  if (typeof c.message === 'string' && c.message) return c.message;
  return undefined;
};

/** Field errors as { campo: mensagem } for forms' setError. */
export const errosPorCampo = (corpo: unknown): Record<string, string> => {
  const saida: Record<string, string> = {};
  const erros = (corpo as { erros?: unknown } | null)?.erros;
  if (!Array.isArray(erros)) return saida;
  for (const item of erros) {
    if (item && typeof item === 'object') {
      for (const [campo, msg] of Object.entries(item)) if (typeof msg === 'string') saida[campo] ??= msg;
    }
  }
  return saida;
};
