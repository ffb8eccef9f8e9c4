import { randomUUID } from 'node:crypto';
import type { Perfil } from '@morada/domain';
import pg from 'pg';
import { issueToken } from '../../http/auth';
import { createTestContext } from '../../test/test-app';
import { getBillingProvider, registerBillingFactory } from '../pagamentos/boletos/billing';

/**
 * A small known world for the business-module tests: users of every role signed in by token
 * (issued directly, so these tests do not depend on the login route), a few properties, and
 * helpers to create contracts through the API. Test support only; imported by *.test.ts files.
 */
export type Cenario = Awaited<ReturnType<typeof criarCenario>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RespostaTeste = Omit<Response, 'json'> & { json: () => Promise<any> };

const garantirBilling = () => {
  try {
    getBillingProvider({} as never);
  } catch (e) {
    if ((e as Error).message !== 'Billing provider não registrado') return;
    // Until the financeiro module registers its providers, a counting provider stands in.
    let n = 0;
    registerBillingFactory(() => ({
      nome: 'local',
      garantirCliente: async (p) => p.id,
      emitir: async (b) => {
        n += 1;
        const nosso = String(n).padStart(10, '0');
        return {
          providerId: `fake_${b.pagamentoId}`,
          nossoNumero: nosso,
          codigoBarras: `34191${nosso}`,
          linhaDigitavel: `34191.${nosso}`,
          pixPayload: `pix-${nosso}`,
        };
      },
      registrarPagamento: async () => {},
      cancelar: async () => {},
    }));
  }
};

/**
 * With MORADA_TESTE_PG=postgres://… (a server where we may create databases) every scenario runs
 * on its own fresh PostgreSQL database instead of SQLite (DESIGN §8: same tests on both).
 */
const BASE_PG = process.env.MORADA_TESTE_PG;

const noServidorPg = async (comando: string) => {
  const admin = new pg.Client({ connectionString: BASE_PG });
  await admin.connect();
  await admin.query(comando);
  await admin.end();
};

const bancoPostgres = async (): Promise<{ url: string; nome: string } | undefined> => {
  if (!BASE_PG) return undefined;
  const nome = `morada_s2_${randomUUID().replace(/-/g, '')}`;
  await noServidorPg(`CREATE DATABASE ${nome}`);
  const url = new URL(BASE_PG);
  url.pathname = `/${nome}`;
  return { url: url.toString(), nome };
};

export const criarCenario = async (opts: { now?: Date } = {}) => {
  const pgTeste = await bancoPostgres();
  const ctx = await createTestContext({
    seed: false,
    now: opts.now ?? new Date('2026-06-15T12:00:00Z'),
    databaseUrl: pgTeste?.url,
  });
  const close = async () => {
    await ctx.close();
    if (pgTeste) await noServidorPg(`DROP DATABASE IF EXISTS ${pgTeste.nome}`);
  };
  garantirBilling();
  const db = ctx.db;
  // Tests read bodies of many shapes; `any` here keeps assertions short (the shapes are asserted).
  const request = ctx.request as (...args: Parameters<typeof ctx.request>) => Promise<RespostaTeste>;

  const agora = ctx.deps.now().toISOString();

  const usuario = async (nome: string, email: string, perfil: Perfil) => {
    const id = randomUUID();
    await db
      .insertInto('usuarios')
      .values({
        id,
        nome,
        email,
        telefone: '(11) 90000-0000',
        perfil,
        status: 'ativo',
        senha_hash: 'x',
        token_versao: 0,
        cpf: '',
        rg: '',
        data_cadastro: agora,
        ultimo_acesso: null,
      })
      .execute();
    // hono/jwt checks exp against the real clock, so tokens are issued on it, not on the fixed one.
    return {
      id,
      token: await issueToken({ ...ctx.deps, now: () => new Date() }, { id, perfil, token_versao: 0 }),
    };
  };
  const admin = await usuario('Ana Admin', 'admin@teste.com', 'admin');
  const inquilinoA = await usuario('Mariana Costa', 'mariana@teste.com', 'inquilino');
  const inquilinoB = await usuario('Bruno Lima', 'bruno@teste.com', 'inquilino');
  const corretor = await usuario('Carlos Corretor', 'carlos@teste.com', 'corretor');

  const imovel = async (
    titulo: string,
    tipo: string,
    operacao: string,
    status = 'Disponível',
    cadastro = agora,
  ) => {
    const id = randomUUID();
    await db
      .insertInto('imoveis')
      .values({
        id,
        titulo,
        tipo,
        operacao,
        preco_centavos: 100_000,
        condominio_centavos: null,
        endereco: `Rua ${titulo}, 10`,
        bairro: 'Centro',
        cidade: 'São Paulo',
        estado: 'SP',
        area_util: 50,
        quartos: 2,
        suites: null,
        banheiros: 1,
        vagas: 1,
        andar: tipo === 'Apartamento' ? 3 : null,
        descricao: 'd',
        destaque: 0,
        status,
        data_cadastro: cadastro,
        fotos: '[]',
        caracteristicas: '[]',
        busca: titulo.toLowerCase(),
      })
      .execute();
    return id;
  };
  const imoveis = {
    apto: await imovel('Apto Jardins', 'Apartamento', 'Aluguel'),
    casa: await imovel('Casa Vila', 'Casa', 'Aluguel'),
    loja: await imovel('Loja Centro', 'Comercial', 'Aluguel'),
    venda: await imovel('Casa à venda', 'Casa', 'Venda'),
  };

  const contratoEntrada = (over: Record<string, unknown> = {}) => ({
    numero: 'CT-1',
    inquilino: {
      nome: 'Mariana Costa',
      email: 'mariana@teste.com',
      telefone: '(11) 91111-1111',
      cpf: '123.456.789-09',
      rg: '12.345.678-9',
    },
    imovelId: imoveis.apto,
    dataInicio: '2026-01-01',
    dataFim: '2027-12-31',
    valorAluguel: 2000,
    valorCondominio: 300,
    valorIPTU: 100,
    diaVencimento: 10,
    ...over,
  });

  /** Makes `proprietarioId` the owner of the given properties. */
  const darImoveisAo = async (proprietarioId: string, imovelIds: string[]) => {
    await ctx.db
      .updateTable('imoveis')
      .set({ proprietario_id: proprietarioId })
      .where('id', 'in', imovelIds)
      .execute();
  };

  /** A POST of `json` by the admin: the raw response. */
  const postar = (caminho: string, json: unknown) =>
    request(caminho, { method: 'POST', token: admin.token, json });

  /** POST /api/contratos by the admin with the form of contratoEntrada(over): the raw response. */
  const postarContrato = (over: Record<string, unknown> = {}) =>
    postar('/api/contratos', contratoEntrada(over));

  const criarContrato = async (over: Record<string, unknown> = {}) => {
    const res = await postarContrato(over);
    if (res.status !== 201) throw new Error(`contrato: ${res.status} ${await res.text()}`);
    return (await res.json()) as { _id: string; numero: string };
  };

  const gerar = async (contratoId: string, meses = 12) => {
    const res = await request(`/api/contratos/${contratoId}/gerar-pagamentos`, {
      method: 'POST',
      token: admin.token,
      json: { meses },
    });
    if (res.status !== 201) throw new Error(`gerar: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; vencimento: string; status: string; valor: number }[];
  };

  return {
    ...ctx,
    close,
    request,
    admin,
    inquilinoA,
    inquilinoB,
    corretor,
    imoveis,
    imovel,
    usuario,
    contratoEntrada,
    darImoveisAo,
    postar,
    postarContrato,
    criarContrato,
    gerar,
  };
};

/** The second tenant of the scenario (inquilinoB) as a contract form names him. */
/** A new tenant for a contract's form: the name and e-mail given, the rest valid and fixed. */
export const inquilino = (nome: string, email: string) => ({
  nome,
  email,
  telefone: '11988887777',
  cpf: '52998224725',
  rg: '3',
});

export const INQUILINO_BRUNO = inquilino('Bruno Lima', 'bruno@teste.com');

export const ERRO_401 = {
  erro: 'Sessão inválida ou expirada.',
  message: 'Sessão inválida ou expirada.',
  codigo: 'NAO_AUTENTICADO',
};
export const ERRO_403 = {
  erro: 'Você não tem permissão para esta ação.',
  message: 'Você não tem permissão para esta ação.',
  codigo: 'SEM_PERMISSAO',
};

/** How many contracts the scenario's database holds. */
export const contarContratos = async (c: Cenario) =>
  Number(
    (
      await c.db
        .selectFrom('contratos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Bruno's ended contract CT-FIM on the house: what a change of an ended contract is refused on. */
export const criarContratoFinalizado = async (c: Cenario): Promise<string> =>
  (
    await c.criarContrato({
      numero: 'CT-FIM',
      imovelId: c.imoveis.casa,
      status: 'Finalizado',
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
