import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterEach, inject } from 'vitest';
import { createDatabase } from '../db/database';
import { novoBancoEm } from './postgres';

// The tables as they are between migrations, not the app's present types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BancoDaEpoca = Kysely<any>;

const PASTA = join(import.meta.dirname, '../db/migrations');

/** Every migration in the folder, loaded through the test runner (it compiles the TypeScript). */
const todasAsMigracoes = async (): Promise<Record<string, Migration>> => {
  const saida: Record<string, Migration> = {};
  for (const arquivo of readdirSync(PASTA).filter((a) => a.endsWith('.ts')))
    saida[arquivo.replace(/\.ts$/, '')] = (await import(join(PASTA, arquivo))) as Migration;
  return saida;
};

const migrar = async (passo: Promise<{ error?: unknown }>) => {
  const { error } = await passo;
  if (error) throw error;
};

/**
 * A fresh database (SQLite here, PostgreSQL in server-pg) with the schema just before migration
 * `nome`: write the rows of that time, then `subir()` runs it and `descer()` undoes it.
 */
export const bancoAntesDe = async (nome: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'morada-mig-'));
  const base = inject('pgBaseUrl');
  const db = createDatabase({
    dataDir,
    databaseUrl: base ? await novoBancoEm(base) : undefined,
  }) as BancoDaEpoca;
  const migrator = new Migrator({ db, provider: { getMigrations: todasAsMigracoes } });
  await migrar(migrator.migrateTo(nome));
  await migrar(migrator.migrateDown());
  return {
    db,
    subir: () => migrar(migrator.migrateUp()),
    descer: () => migrar(migrator.migrateDown()),
    fechar: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * `bancoAntesDe(nome)` for the tests of a file: each call opens one, and it is closed after its
 * test, even a failed one.
 */
export const bancosAntesDe = (nome: string) => {
  let fechar: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await fechar?.();
    fechar = undefined;
  });
  return async () => {
    const banco = await bancoAntesDe(nome);
    fechar = banco.fechar;
    return banco;
  };
};

/** A rental property row as the early schema holds it (prices in reais); `campos` override. */
export const imovelDaEpoca = (id: string, campos: Record<string, unknown> = {}) => ({
  id,
  titulo: 'Apto',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: 1000,
  endereco: 'Rua 1',
  bairro: 'Centro',
  cidade: 'São Paulo',
  estado: 'SP',
  area_util: 50,
  descricao: 'd',
  status: 'Ocupado',
  data_cadastro: '2026-06-15T12:00:00.000Z',
  ...campos,
});

/** imovelDaEpoca as the schema holds it since prices became centavos (2026-12-04T0001). */
export const imovelEmCentavosDaEpoca = (id: string, campos: Record<string, unknown> = {}) => {
  const { preco, ...linha } = imovelDaEpoca(id, campos);
  return { ...linha, preco_centavos: Number(preco) * 100 };
};

/** Collection account c1 (Itaú, CNAB 400) as issue 34's schema holds it, written at `em`. */
export const contaCobrancaDaEpoca = (em: string) => ({
  id: 'c1',
  nome: 'Itaú',
  banco: '341',
  agencia: '0057',
  conta: '12345',
  conta_dv: '7',
  carteira: '109',
  convenio: '12345',
  layout: 'cnab400',
  criado_em: em,
  atualizado_em: em,
});
