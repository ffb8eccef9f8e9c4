import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Brazilian inputs (issue 14): phones, CPFs and CEPs are stored as
// bare digits and formatted on screen. A property gets its own CEP (empty until informed). Existing
// phones and CPFs that are valid become digits; anything else (free text typed before the rule)
// is kept as it is, so no data is lost and screens show it as stored.

/** Brazil's area codes (Anatel), as of this migration. */
const DDDS = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 ' +
    '54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

/** '(11) 91234-5678' → '11912345678'; a fixo with 8 digits (2–5) or a celular with 9 (9…). */
const telefoneEmDigitos = (valor: string): string | undefined => {
  const v = valor.trim();
  if (!/^(\+?\s*55\s*)?[\d\s().-]+$/.test(v)) return undefined;
  let d = v.replace(/\D/g, '');
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (!DDDS.has(d.slice(0, 2))) return undefined;
  if (d.length === 10 && /^[2-5]$/.test(d[2] ?? '')) return d;
  if (d.length === 11 && d[2] === '9') return d;
  return undefined;
};

/** '529.982.247-25' → '52998224725' when the check digits hold. */
const cpfEmDigitos = (valor: string): string | undefined => {
  const v = valor.trim();
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v)) return undefined;
  const d = v.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(d)) return undefined;
  const digito = (ate: number) => {
    let soma = 0;
    for (let i = 0; i < ate; i++) soma += Number(d[i]) * (ate + 1 - i);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  return digito(9) === Number(d[9]) && digito(10) === Number(d[10]) ? d : undefined;
};

/** The digits when `normalizar` accepts the value and they differ from it; else undefined. */
const mudanca = (valor: unknown, normalizar: (v: string) => string | undefined) => {
  if (typeof valor !== 'string') return undefined;
  const d = normalizar(valor);
  return d !== undefined && d !== valor ? d : undefined;
};

const lerJson = (texto: string): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(texto);
    return typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('cep', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  const usuarios = await db.selectFrom('usuarios').select(['id', 'telefone', 'cpf']).execute();
  for (const u of usuarios) {
    const telefone = mudanca(u.telefone, telefoneEmDigitos);
    const cpf = mudanca(u.cpf, cpfEmDigitos);
    if (telefone === undefined && cpf === undefined) continue;
    await db
      .updateTable('usuarios')
      .set({ ...(telefone ? { telefone } : {}), ...(cpf ? { cpf } : {}) })
      .where('id', '=', u.id)
      .execute();
  }

  const mensagens = await db.selectFrom('mensagens_contato').select(['id', 'telefone']).execute();
  for (const m of mensagens) {
    const telefone = mudanca(m.telefone, telefoneEmDigitos);
    if (telefone)
      await db.updateTable('mensagens_contato').set({ telefone }).where('id', '=', m.id).execute();
  }

  // A fiador's CPF and phone live in the guarantee's JSON.
  const garantias = await db
    .selectFrom('garantias')
    .select(['contrato_id', 'dados'])
    .where('tipo', '=', 'fiador')
    .execute();
  for (const g of garantias) {
    const dados = lerJson(g.dados);
    if (!dados) continue;
    const telefone = mudanca(dados.telefone, telefoneEmDigitos);
    const cpf = mudanca(dados.cpf, cpfEmDigitos);
    if (telefone === undefined && cpf === undefined) continue;
    const novos = { ...dados, ...(telefone ? { telefone } : {}), ...(cpf ? { cpf } : {}) };
    await db
      .updateTable('garantias')
      .set({ dados: JSON.stringify(novos) })
      .where('contrato_id', '=', g.contrato_id)
      .execute();
  }

  // The agency's phones in Configurações (one JSON row).
  const configuracoes = await db.selectFrom('configuracoes').select(['chave', 'valor']).execute();
  for (const c of configuracoes) {
    const valor = lerJson(c.valor);
    if (!valor) continue;
    const telefone = mudanca(valor.telefone, telefoneEmDigitos);
    const whatsapp = mudanca(valor.whatsapp, telefoneEmDigitos);
    if (telefone === undefined && whatsapp === undefined) continue;
    const novo = { ...valor, ...(telefone ? { telefone } : {}), ...(whatsapp ? { whatsapp } : {}) };
    await db
      .updateTable('configuracoes')
      .set({ valor: JSON.stringify(novo) })
      .where('chave', '=', c.chave)
      .execute();
  }
}

// Digits stay digits: they are valid input in the earlier form too.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('imoveis').dropColumn('cep').execute();
}
