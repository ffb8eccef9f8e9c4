import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as inicial from './migrations/2026-11-22T0001-inicial';
import * as indicesDashboard from './migrations/2026-11-23T0001-indices-dashboard';
import * as proprietarioImovel from './migrations/2026-11-23T0002-proprietario-imovel';
import * as livroCaixa from './migrations/2026-11-24T0001-livro-caixa';
import * as documentosContratoId from './migrations/2026-11-25T0001-documentos-contrato-id';
import * as acesso from './migrations/2026-11-26T0001-acesso';
import * as reajuste from './migrations/2026-11-27T0001-reajuste';
import * as cicloContrato from './migrations/2026-11-28T0001-ciclo-contrato';
import * as repasses from './migrations/2026-11-29T0001-repasses';
import * as termosImovel from './migrations/2026-11-29T0002-termos-imovel';
import * as pedidoAbertoUnico from './migrations/2026-11-29T0003-pedido-aberto-unico';
import * as entradasBr from './migrations/2026-11-30T0001-entradas-br';
import * as listagemImoveis from './migrations/2026-12-01T0001-listagem-imoveis';
import * as buscaImoveis from './migrations/2026-12-02T0001-busca-imoveis';
import * as estadoCompartilhado from './migrations/2026-12-02T0002-estado-compartilhado';
import * as listasAdmin from './migrations/2026-12-02T0003-listas-admin';
import * as idempotencia from './migrations/2026-12-03T0001-idempotencia';
import * as acertoRescisao from './migrations/2026-12-03T0002-acerto-rescisao';
import * as aditivoReajuste from './migrations/2026-12-03T0003-aditivo-reajuste';
import * as geracaoConfiguracoes from './migrations/2026-12-03T0004-geracao-configuracoes';
import * as imoveisCentavos from './migrations/2026-12-04T0001-imoveis-centavos';
import * as cobrancaBancaria from './migrations/2026-12-04T0002-cobranca-bancaria';
import * as remessas from './migrations/2026-12-04T0003-remessas';
import * as portais from './migrations/2026-12-04T0004-portais';
import * as leads from './migrations/2026-12-04T0005-leads';
import * as visitas from './migrations/2026-12-04T0006-visitas';
import * as chamados from './migrations/2026-12-04T0007-chamados';
import * as propostas from './migrations/2026-12-04T0008-propostas';
import * as assinaturas from './migrations/2026-12-04T0009-assinaturas';
import * as vistorias from './migrations/2026-12-04T0010-vistorias';
import * as chamadosFotosPrivadas from './migrations/2026-12-04T0011-chamados-fotos-privadas';
import { comComandosEmCache, SqliteDialectImediato } from './sqlite-imediato';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0001-inicial': inicial,
  '2026-11-23T0001-indices-dashboard': indicesDashboard,
  '2026-11-23T0002-proprietario-imovel': proprietarioImovel,
  '2026-11-24T0001-livro-caixa': livroCaixa,
  '2026-11-25T0001-documentos-contrato-id': documentosContratoId,
  '2026-11-26T0001-acesso': acesso,
  '2026-11-27T0001-reajuste': reajuste,
  '2026-11-28T0001-ciclo-contrato': cicloContrato,
  '2026-11-29T0001-repasses': repasses,
  '2026-11-29T0002-termos-imovel': termosImovel,
  '2026-11-29T0003-pedido-aberto-unico': pedidoAbertoUnico,
  '2026-11-30T0001-entradas-br': entradasBr,
  '2026-12-01T0001-listagem-imoveis': listagemImoveis,
  '2026-12-02T0001-busca-imoveis': buscaImoveis,
  '2026-12-02T0002-estado-compartilhado': estadoCompartilhado,
  '2026-12-02T0003-listas-admin': listasAdmin,
  '2026-12-03T0001-idempotencia': idempotencia,
  '2026-12-03T0002-acerto-rescisao': acertoRescisao,
  '2026-12-03T0003-aditivo-reajuste': aditivoReajuste,
  '2026-12-03T0004-geracao-configuracoes': geracaoConfiguracoes,
  '2026-12-04T0001-imoveis-centavos': imoveisCentavos,
  '2026-12-04T0002-cobranca-bancaria': cobrancaBancaria,
  '2026-12-04T0003-remessas': remessas,
  '2026-12-04T0004-portais': portais,
  '2026-12-04T0005-leads': leads,
  '2026-12-04T0006-visitas': visitas,
  '2026-12-04T0007-chamados': chamados,
  '2026-12-04T0008-propostas': propostas,
  '2026-12-04T0009-assinaturas': assinaturas,
  '2026-12-04T0010-vistorias': vistorias,
  '2026-12-04T0011-chamados-fotos-privadas': chamadosFotosPrivadas,
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  fileName?: string;
  /**
   * false only for throwaway test databases: they skip the fsync per commit (NORMAL), which would
   * make the suite much slower and protects nothing there. The product always opens durably.
   */
  duravel?: boolean;
};

/** DATA_DIR and the database hold personal data: owner only (docs/decisions/007). */
const MODO_PASTA_DADOS = 0o700;
const MODO_ARQUIVO_DADOS = 0o600;

/** chmod that tolerates a file this user does not own (a volume prepared by root): warn, go on. */
const restringir = (caminho: string, modo: number) => {
  try {
    chmodSync(caminho, modo);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
    console.warn(`! Sem permissão para restringir ${caminho} a ${modo.toString(8)}: ajuste o dono.`);
  }
};

/**
 * Creates DATA_DIR 0700 and the database file 0600 before SQLite opens it, and tightens an older
 * install's 0755/0644 (the folder, the file, its -wal and -shm). SQLite creates -wal and -shm with
 * the mode of the database file, so they follow.
 */
const prepararArquivoSqlite = (dataDir: string, path: string) => {
  mkdirSync(dataDir, { recursive: true, mode: MODO_PASTA_DADOS });
  restringir(dataDir, MODO_PASTA_DADOS);
  closeSync(openSync(path, 'a', MODO_ARQUIVO_DADOS));
  for (const arquivo of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(arquivo)) restringir(arquivo, MODO_ARQUIVO_DADOS);
  }
};

/**
 * SQLite under DATA_DIR by default; PostgreSQL when a URL is given (its defaults, fsync=on and
 * synchronous_commit=on, are already durable). `:memory:` as fileName gives a throwaway database.
 * WAL with `synchronous = FULL`: every commit fsyncs the WAL before the API answers, so an
 * acknowledged write survives a power cut, not only a process crash (docs/decisions/007).
 */
export const createDatabase = ({
  dataDir,
  databaseUrl,
  fileName = 'morada.db',
  duravel = true,
}: DatabaseOptions): Db => {
  if (databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
    });
  }
  let path = fileName;
  if (fileName !== ':memory:') {
    path = join(dataDir, fileName);
    prepararArquivoSqlite(dataDir, path);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(duravel ? 'synchronous = FULL' : 'synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialectImediato({ database: comComandosEmCache(sqlite) }),
  });
};

export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
};
