import { resolve } from 'node:path';
import { z } from 'zod';
import {
  enderecoServido,
  EnvInvalido,
  hostValido,
  linhaDoProblema,
  urlPostgresValida,
  urlPublicaValida,
  urlSmtpValida,
} from './env.validacao';

export { enderecoServido, EnvInvalido } from './env.validacao';

/** The only place that reads process.env (CONVENTIONS). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().refine(hostValido).default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().refine(urlPostgresValida).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 8),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Unset: the address served (http://localhost:PORT, or HOST when it is one address). */
  PUBLIC_URL: z.string().refine(urlPublicaValida).optional(),
  BILLING_PROVIDER: z.enum(['local', 'asaas']).default('local'),
  ASAAS_API_KEY: z.string().optional(),
  ASAAS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.asaas.com/v3'),
  /** The authToken set on the webhook at Asaas; unset, POST /api/webhooks/asaas refuses every call. */
  ASAAS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  SMTP_URL: z.string().refine(urlSmtpValida).optional(),
  SITE_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Banco Central's SGS API (monthly IGP-M, IPCA and INPC for the annual reajuste). */
  SGS_URL: z.url().default('https://api.bcb.gov.br'),
  SGS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** ViaCEP's API: the property form fills the address from a CEP when it answers. */
  CEP_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Server processes `npm start` runs (a cluster); unset: one per core (one under tests). */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** The hourly daily-task loop (index update, reajuste reminders); off by default under tests. */
  TAREFAS_DIARIAS: z.enum(['true', 'false']).optional(),
  /** Uploaded files in S3-compatible object storage instead of DATA_DIR (docs/decisions/020). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_PREFIX: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'TAREFAS_DIARIAS' | 'PUBLIC_URL'> & {
  TAREFAS_DIARIAS: boolean;
  PUBLIC_URL: string;
};

/** The names env.ts reads (documented in the README's environment table). */
export const VARIAVEIS_ENV = Object.keys(envSchema.shape);

/**
 * Parses the environment; throws EnvInvalido listing every wrong variable, one line each, in pt-BR.
 * An empty value counts as unset (`SMTP_URL=` in a .env file turns e-mail off, it is not an error).
 */
export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const definidas = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const r = envSchema.safeParse(definidas);
  const problemas = new Map<string, string>();
  for (const issue of r.error?.issues ?? []) {
    const nome = String(issue.path[0] ?? 'ambiente');
    if (!problemas.has(nome)) problemas.set(nome, linhaDoProblema(nome, issue.message));
  }
  // Checked here rather than on the first boleto: a missing key would only show in production.
  if (definidas.BILLING_PROVIDER === 'asaas' && !definidas.ASAAS_API_KEY) {
    problemas.set('ASAAS_API_KEY', linhaDoProblema('ASAAS_API_KEY'));
  }
  if (!r.success || problemas.size > 0) throw new EnvInvalido([...problemas.values()]);
  const env = r.data;
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    // Links in e-mails and on screen must open where the server answers, even with only PORT set.
    PUBLIC_URL: env.PUBLIC_URL ?? enderecoServido(env.HOST, env.PORT),
    TAREFAS_DIARIAS: (env.TAREFAS_DIARIAS ?? String(env.NODE_ENV !== 'test')) === 'true',
  };
};

/** For the entry points: the environment, or every problem on stderr and exit code 1. */
export const loadEnvOuSair = (source: Record<string, string | undefined> = process.env): Env => {
  try {
    return loadEnv(source);
  } catch (e) {
    if (!(e instanceof EnvInvalido)) throw e;
    console.error(e.message);
    process.exit(1);
  }
};
