import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvInvalido, loadEnv, VARIAVEIS_ENV } from './env';
import { ESPERADO_ENV } from './env.validacao';
import { NODE_TSX } from './test/servidor-real';

const RAIZ_SERVIDOR = fileURLToPath(new URL('..', import.meta.url));
const README = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

/** The lines of the EnvInvalido loadEnv throws for `source` (fails the test if it does not throw). */
const problemas = (source: Record<string, string>): readonly string[] => {
  try {
    loadEnv(source);
  } catch (e) {
    if (e instanceof EnvInvalido) return e.problemas;
    throw e;
  }
  throw new Error('loadEnv aceitou o ambiente');
};

describe('loadEnv', () => {
  it('starts with the documented defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      SEED_DEMO: true,
      TAREFAS_DIARIAS: true,
    });
    // No JWT_SECRET: bootstrap generates one into DATA_DIR on the first start.
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('accepts valid values of every checked kind, and takes an empty value as unset', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '::1',
      PUBLIC_URL: 'https://morada.com.br',
      TRUST_PROXY: 'true',
      SMTP_URL: 'smtp://user:p%40ss@smtp.morada.com.br:587?requireTLS=true',
      DATABASE_URL: 'postgres://morada:senha@db.interno:5432/morada',
      JWT_SECRET: 'x'.repeat(32),
      DATA_DIR: '',
    });
    expect(env).toMatchObject({ PORT: 8080, HOST: '::1', TRUST_PROXY: true });
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(loadEnv({ HOST: 'app.interno' }).HOST).toBe('app.interno');
    expect(loadEnv({ SMTP_URL: 'smtps://mail.exemplo.com' }).SMTP_URL).toBe('smtps://mail.exemplo.com');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
  });

  it('lists every wrong variable, one pt-BR line each, without echoing the values', () => {
    const lista = problemas({
      PORT: '70000',
      HOST: 'não é host',
      PUBLIC_URL: 'https://morada.com.br/',
      TRUST_PROXY: 'sim',
      SMTP_URL: 'http://user:S3nhaSecreta@mail.exemplo.com',
      DATABASE_URL: 'mysql://root:S3nhaSecreta@db/morada',
      JWT_SECRET: 'curto-demais',
      NODE_ENV: 'prod',
    });
    expect([...lista].sort()).toEqual(
      [
        'PORT deve ser um número inteiro entre 1 e 65535.',
        'HOST deve ser um endereço IP (ex.: 0.0.0.0, 127.0.0.1, ::) ou um nome de host válido.',
        'PUBLIC_URL deve ser uma URL http:// ou https:// sem barra no final (ex.: https://morada.com.br).',
        'TRUST_PROXY deve ser true ou false.',
        'SMTP_URL deve ser uma URL smtp:// ou smtps:// com o host (ex.: smtp://usuario:senha@smtp.exemplo.com:587?requireTLS=true).',
        'DATABASE_URL deve ser uma URL postgres:// ou postgresql:// (ex.: postgres://morada:senha@localhost:5432/morada).',
        'JWT_SECRET deve ter pelo menos 32 caracteres (ou fique sem definir para usar um segredo gerado).',
        'NODE_ENV deve ser development, production ou test.',
      ].sort(),
    );
    expect(lista.join('\n')).not.toContain('S3nhaSecreta');
    expect(problemas({ PORT: 'abc' })).toEqual(['PORT deve ser um número inteiro entre 1 e 65535.']);
    expect(problemas({ PUBLIC_URL: 'morada.com.br' })).toHaveLength(1);
    expect(problemas({ SMTP_URL: 'smtp://mail.exemplo.com?requireTLS=sim' })).toHaveLength(1);
  });

  it('points PUBLIC_URL at the address served when it is not set, and keeps an explicit one', () => {
    // Invitation and reset links follow PORT (issue 32: PORT=8080 alone gave links to :3000).
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '8080', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PORT: '8080', HOST: '192.168.0.10' }).PUBLIC_URL).toBe('http://192.168.0.10:8080');
    expect(loadEnv({ HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:3000');
    expect(loadEnv({ HOST: 'app.interno', PORT: '8080' }).PUBLIC_URL).toBe('http://app.interno:8080');
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: 'https://morada.com.br' }).PUBLIC_URL).toBe(
      'https://morada.com.br',
    );
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('requires ASAAS_API_KEY when billing goes through Asaas', () => {
    expect(problemas({ BILLING_PROVIDER: 'asaas' })).toEqual([
      'ASAAS_API_KEY deve ser definida quando BILLING_PROVIDER=asaas.',
    ]);
    expect(loadEnv({ BILLING_PROVIDER: 'asaas', ASAAS_API_KEY: 'chave' }).BILLING_PROVIDER).toBe('asaas');
  });

  it('has an operator message for, and documents in the README, every variable it reads', () => {
    expect(VARIAVEIS_ENV.filter((v) => !ESPERADO_ENV[v])).toEqual([]);
    expect(VARIAVEIS_ENV.filter((v) => !README.includes(`| \`${v}\``))).toEqual([]);
  });
});

describe('the server entry with a wrong environment', () => {
  it('prints every problem in pt-BR and exits with code 1 before listening', () => {
    const r = spawnSync(process.execPath, [...NODE_TSX, 'src/index.ts'], {
      cwd: RAIZ_SERVIDOR,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: 'abc', TRUST_PROXY: 'sim' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Configuração inválida (variáveis de ambiente):');
    expect(r.stderr).toContain('  - PORT deve ser um número inteiro entre 1 e 65535.');
    expect(r.stderr).toContain('  - TRUST_PROXY deve ser true ou false.');
    expect(r.stdout).not.toContain('Morada no ar');
  });
});
