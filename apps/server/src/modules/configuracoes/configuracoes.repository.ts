import { configuracaoSchema, hojeNaAgencia, type Configuracao } from '@morada/domain';
import type { Deps } from '../../http/context';
import type { Db } from '../../db/database';

/** Defaults of a new install; the admin changes them on /admin/configuracoes. */
export const CONFIGURACAO_PADRAO: Configuracao = {
  nome: 'Morada Imóveis',
  site: 'www.moradaimoveis.com.br',
  endereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100',
  telefone: '1134567890',
  whatsapp: '11987654321',
  emailAdministracao: 'administracao@moradaimoveis.com.br',
  emailCadastros: 'cadastros@moradaimoveis.com.br',
  emailDocumentacao: 'documentacao@moradaimoveis.com.br',
  emailFinanceiro: 'financeiro@moradaimoveis.com.br',
  emailJuridico: 'juridico@moradaimoveis.com.br',
  horarioSemana: 'Segunda a Sexta: 9h às 18h',
  horarioSabado: 'Sábado: 9h às 13h',
  metaReceitaMensal: 15000,
  multaPercentual: 2,
  jurosMensalPercentual: 1,
  diaVencimentoPadrao: 5,
  emailRemetente: 'nao-responda@moradaimoveis.com.br',
  feriadosLocais: [],
  chavePix: 'financeiro@moradaimoveis.com.br',
  cidadePix: 'SAO PAULO',
  taxaAdministracaoPercentual: 10,
  taxaAdministracaoMinima: 0,
  taxaIntermediacaoPercentual: 0,
  diaRepassePadrao: 10,
  cnpj: '12345678000195',
  cpfResponsavel: '12345678909',
  codigoMunicipio: '7107',
  uf: 'SP',
};

const CHAVE = 'agencia';

export const getConfiguracao = async (db: Db): Promise<Configuracao> => {
  const row = await db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', CHAVE)
    .executeTakeFirst();
  if (!row) return CONFIGURACAO_PADRAO;
  const salvo = JSON.parse(row.valor) as Record<string, unknown>;
  const parsed = configuracaoSchema.safeParse({ ...CONFIGURACAO_PADRAO, ...salvo });
  if (parsed.success) return parsed.data;
  // A value saved before a rule existed (a phone as free text) falls back to its default alone,
  // rather than the whole configuration.
  const invalidos = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const validos = Object.fromEntries(Object.entries(salvo).filter(([k]) => !invalidos.has(k)));
  const retry = configuracaoSchema.safeParse({ ...CONFIGURACAO_PADRAO, ...validos });
  return retry.success ? retry.data : CONFIGURACAO_PADRAO;
};

/** The agency's day (America/Sao_Paulo) and its local holidays: what every ledger rule runs against. */
export const diaDaAgencia = async (deps: Deps): Promise<{ hoje: string; feriados: string[] }> => ({
  hoje: hojeNaAgencia(deps.now()),
  feriados: (await getConfiguracao(deps.db)).feriadosLocais,
});

export const saveConfiguracao = async (db: Db, valor: Configuracao): Promise<Configuracao> => {
  const texto = JSON.stringify(valor);
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE, valor: texto })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor: texto }))
    .execute();
  return valor;
};
