import { parseArgs } from 'node:util';
import { campoTelefone, usuarioCriarSchema } from '@morada/domain';
import { createDatabase, migrateToLatest } from './db/database';
import { loadEnvOuSair } from './env';
import { issuesToErros } from './http/validate';
import { hashPassword, OWASP_SCRYPT } from './lib/password';
import { buscarUsuarioPorEmail, inserirUsuario } from './modules/usuarios';

/** First admin of a SEED_DEMO=false install: --email --nome [--senha | password on stdin]. */
const lerStdin = async (): Promise<string> => {
  const partes: Buffer[] = [];
  for await (const p of process.stdin) partes.push(p as Buffer);
  return Buffer.concat(partes).toString('utf8').split(/\r?\n/)[0] ?? '';
};

const main = async () => {
  // Same owner-only files as the server when this creates the database (docs/decisions/007).
  process.umask(0o077);
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      nome: { type: 'string' },
      senha: { type: 'string' },
      telefone: { type: 'string' },
    },
  });
  if (!values.email || !values.nome) {
    console.error(
      'Uso: create-admin --email admin@exemplo.com.br --nome "Nome" [--telefone "(11) 91234-5678"] [--senha S] (ou senha pela entrada padrão)',
    );
    process.exit(2);
  }
  const senha = values.senha ?? (await lerStdin());
  // The phone is optional here (the admin fills it in later on the site); when given, it is checked.
  const r = usuarioCriarSchema.extend({ telefone: campoTelefone() }).safeParse({
    nome: values.nome,
    email: values.email,
    telefone: values.telefone,
    perfil: 'admin',
    senha,
    status: 'ativo',
  });
  if (!r.success) {
    for (const e of issuesToErros(r.error.issues))
      console.error(Object.entries(e).map(([k, v]) => `${k}: ${v}`)[0]);
    process.exit(2);
  }
  const env = loadEnvOuSair();
  const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db);
    if (await buscarUsuarioPorEmail(db, r.data.email)) {
      console.error('Este email já está cadastrado.');
      process.exitCode = 1;
      return;
    }
    await inserirUsuario(
      db,
      { ...r.data, senhaHash: await hashPassword(r.data.senha, OWASP_SCRYPT) },
      new Date(),
    );
    console.log(`Administrador criado: ${r.data.email}`);
  } finally {
    await db.destroy();
  }
};

await main();
