import { isIP } from 'node:net';

/*
 * What env.ts checks beyond zod's types, and what the operator reads when a variable is wrong.
 * These are start-up messages for whoever deploys the server (printed before anything listens),
 * not screens of the product, so they live here beside env.ts rather than in the domain catalogue.
 */

const RFC1123 =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An address to listen on: an IPv4/IPv6 address or a host name. */
export const hostValido = (v: string): boolean => isIP(v) !== 0 || RFC1123.test(v);

const url = (v: string) => {
  try {
    return new URL(v);
  } catch {
    return undefined;
  }
};

/** http(s)://host[:port][/path] with no trailing slash (links are built as `${PUBLIC_URL}/…`). */
export const urlPublicaValida = (v: string): boolean => {
  const u = url(v);
  return Boolean(u && /^https?:$/.test(u.protocol) && u.hostname && !v.endsWith('/') && !u.search && !u.hash);
};

/** HOST values that mean "every interface": a browser on this machine reaches them as localhost. */
const QUALQUER_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * The address a browser uses to reach the server listening on `host`:`porta` (the default of
 * PUBLIC_URL, and the start-up line): localhost for a wildcard HOST, the address itself otherwise.
 */
export const enderecoServido = (host: string, porta: number): string => {
  const nome = QUALQUER_INTERFACE.has(host) ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${nome}:${porta}`;
};

/** smtp:// or smtps:// with a host; `requireTLS`, when given, is true or false. */
export const urlSmtpValida = (v: string): boolean => {
  const u = url(v);
  const requireTLS = u?.searchParams.get('requireTLS');
  return Boolean(
    u &&
    /^smtps?:$/.test(u.protocol) &&
    u.hostname &&
    (requireTLS === null || requireTLS === 'true' || requireTLS === 'false'),
  );
};

/** postgres:// or postgresql:// (no host is allowed: `postgresql:///morada?host=/run/postgresql`). */
export const urlPostgresValida = (v: string): boolean => /^postgres(ql)?:$/.test(url(v)?.protocol ?? '');

const BOOLEANO = 'deve ser true ou false';
const URL_HTTP = 'deve ser uma URL http:// ou https:// válida';
const inteiro = (min: number, max?: number) =>
  max === undefined
    ? `deve ser um número inteiro a partir de ${min}`
    : `deve ser um número inteiro entre ${min} e ${max}`;

/** For each variable, what it must be: "<VARIÁVEL> <esperado>." is the line the operator reads. */
export const ESPERADO_ENV: Record<string, string> = {
  NODE_ENV: 'deve ser development, production ou test',
  PORT: inteiro(1, 65535),
  HOST: 'deve ser um endereço IP (ex.: 0.0.0.0, 127.0.0.1, ::) ou um nome de host válido',
  DATA_DIR: 'deve ser o caminho de uma pasta',
  DATABASE_URL:
    'deve ser uma URL postgres:// ou postgresql:// (ex.: postgres://morada:senha@localhost:5432/morada)',
  JWT_SECRET: 'deve ter pelo menos 32 caracteres (ou fique sem definir para usar um segredo gerado)',
  JWT_TTL_SECONDS: inteiro(60),
  SEED_DEMO: BOOLEANO,
  PUBLIC_URL: 'deve ser uma URL http:// ou https:// sem barra no final (ex.: https://morada.com.br)',
  BILLING_PROVIDER: 'deve ser local ou asaas',
  ASAAS_API_KEY: 'deve ser definida quando BILLING_PROVIDER=asaas',
  ASAAS_BASE_URL: URL_HTTP,
  ASAAS_WEBHOOK_TOKEN: 'não pode ser vazia (é o token de autenticação configurado no webhook do Asaas)',
  SMTP_URL:
    'deve ser uma URL smtp:// ou smtps:// com o host (ex.: smtp://usuario:senha@smtp.exemplo.com:587?requireTLS=true)',
  SITE_DIST: 'deve ser o caminho de uma pasta',
  ADMIN_DIST: 'deve ser o caminho de uma pasta',
  TRUST_PROXY: BOOLEANO,
  SGS_URL: URL_HTTP,
  SGS_TIMEOUT_MS: inteiro(100, 120_000),
  CEP_URL: URL_HTTP,
  CEP_TIMEOUT_MS: inteiro(100, 30_000),
  WORKERS: inteiro(1, 256),
  TAREFAS_DIARIAS: BOOLEANO,
  S3_BUCKET: 'deve ser o nome de um bucket (3 caracteres ou mais)',
  S3_PREFIX: 'deve ser um prefixo de chaves (texto)',
  S3_REGION: 'deve ser o nome de uma região (ex.: us-east-1)',
  S3_ENDPOINT: URL_HTTP,
  S3_FORCE_PATH_STYLE: BOOLEANO,
  S3_ACCESS_KEY_ID: 'deve ser o identificador da chave de acesso',
  S3_SECRET_ACCESS_KEY: 'deve ser a chave de acesso secreta',
};

/** One line per variable: values are never echoed (several hold passwords). */
export const linhaDoProblema = (variavel: string, detalhe?: string): string =>
  ESPERADO_ENV[variavel]
    ? `${variavel} ${ESPERADO_ENV[variavel]}.`
    : `${variavel} é inválida${detalhe ? `: ${detalhe}` : ''}.`;

/** The error loadEnv throws: every problem found, one line per variable. */
export class EnvInvalido extends Error {
  constructor(readonly problemas: readonly string[]) {
    super(`Configuração inválida (variáveis de ambiente):\n${problemas.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvInvalido';
  }
}
