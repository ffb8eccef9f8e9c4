import { gunzipSync } from 'node:zlib';
import { erroApiSchema } from '@morada/domain';
import { acharRota, ROTAS_API as DECLARADAS, tiposDoArquivo, type DefinicaoRota } from '@morada/domain/api';

/** The contract's routes, each seen through the common definition type. */
const ROTAS_API: readonly DefinicaoRota[] = DECLARADAS;

/** Where `a` has a key that `b` lacks (zod dropped a field the contract does not declare). */
const camposAMais = (a: unknown, b: unknown, onde = '$'): string[] => {
  if (Array.isArray(a) && Array.isArray(b)) return a.flatMap((x, i) => camposAMais(x, b[i], `${onde}[${i}]`));
  if (a && typeof a === 'object' && b && typeof b === 'object') {
    return Object.entries(a).flatMap(([k, v]) =>
      k in b ? camposAMais(v, (b as Record<string, unknown>)[k], `${onde}.${k}`) : [`${onde}.${k}`],
    );
  }
  return [];
};

/**
 * Checks an answer against the API contract (@morada/domain/api), so every server test that goes
 * through TestContext.request is also a contract test: a 2xx answer has the declared status and
 * matches the route's schema exactly (a missing, renamed or retyped field fails, and so does a field
 * the contract does not declare); an error answer has the { erro, message, codigo } shape.
 * Throws with what differs.
 */
export const conferirContrato = async (
  metodo: string,
  url: string,
  status: number,
  headers: Headers,
  bytes: Uint8Array,
): Promise<void> => {
  const caminho = new URL(url, 'http://local').pathname;
  const definicao = acharRota(ROTAS_API, metodo, caminho);
  if (!definicao) return;
  const json = (headers.get('Content-Type') ?? '').includes('application/json');
  const rotulo = `${metodo} ${caminho} (${definicao.metodo} ${definicao.caminho})`;
  const corpo = (): unknown => {
    const texto = headers.get('Content-Encoding') === 'gzip' ? gunzipSync(bytes) : Buffer.from(bytes);
    return JSON.parse(texto.toString('utf8'));
  };
  if (status >= 400) {
    if (!json) return;
    const r = erroApiSchema.safeParse(corpo());
    if (!r.success) throw new Error(`contrato: erro de ${rotulo} fora do formato: ${r.error.message}`);
    return;
  }
  const esperado = definicao.resposta.status ?? 200;
  if (status !== esperado && status < 300) {
    throw new Error(`contrato: ${rotulo} respondeu ${status}, o contrato diz ${esperado}`);
  }
  if (status === 204 || status >= 300) return;
  // A file answer comes as its declared type; a JSON answer as JSON, or as one of its declared
  // download formats (a report's ?formato=csv|pdf).
  const tipo = (headers.get('Content-Type') ?? '').split(';')[0]!.trim();
  const { arquivo, schema, formatosArquivo = [] } = definicao.resposta;
  const aceitos = arquivo
    ? tiposDoArquivo(definicao)
    : schema
      ? ['application/json', ...formatosArquivo]
      : [];
  const casa = (aceito: string) =>
    aceito.endsWith('/*') ? tipo.startsWith(aceito.slice(0, -1)) : tipo === aceito;
  if (aceitos.length && !aceitos.some(casa)) {
    throw new Error(
      `contrato: ${rotulo} respondeu ${tipo || 'sem Content-Type'}, o contrato diz ${aceitos.join(' | ')}`,
    );
  }
  if (!schema || !json) return;
  const lido = corpo();
  const r = schema.safeParse(lido);
  if (!r.success) throw new Error(`contrato: resposta de ${rotulo} não confere: ${r.error.message}`);
  const extras = camposAMais(lido, r.data);
  if (extras.length) {
    throw new Error(
      `contrato: resposta de ${rotulo} tem campos fora do contrato: ${extras.slice(0, 10).join(', ')}`,
    );
  }
};
