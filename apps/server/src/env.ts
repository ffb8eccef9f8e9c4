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
});

export type Env = z.infer<typeof envSchema>;

export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const env = envSchema.parse(source);
  return { ...env, DATA_DIR: resolve(env.DATA_DIR) };
};
