import { resolve } from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env (CONVENTIONS). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
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
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  BILLING_PROVIDER: z.enum(['local', 'asaas']).default('local'),
  ASAAS_API_KEY: z.string().optional(),
  ASAAS_BASE_URL: z.string().default('https://api.asaas.com/v3'),
  SMTP_URL: z.string().optional(),
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
  /** The hourly daily-task loop (index update, reajuste reminders); off by default under tests. */
  TAREFAS_DIARIAS: z.enum(['true', 'false']).optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'TAREFAS_DIARIAS'> & { TAREFAS_DIARIAS: boolean };

export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const env = envSchema.parse(source);
  return {
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    TAREFAS_DIARIAS: (env.TAREFAS_DIARIAS ?? String(env.NODE_ENV !== 'test')) === 'true',
  };
};
