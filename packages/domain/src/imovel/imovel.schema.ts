import { z } from 'zod';
import { MSG } from '../messages/pt-BR';
import {
  operacaoSchema,
  statusImovelSchema,
  tipoImovelSchema,
  OPERACOES,
  TIPOS_IMOVEL,
} from '../shared/enums';
import { termosAdministracaoEntradaCampos, termosAdministracaoSaidaCampos } from '../repasse/repasse.schema';
import { campoCep } from '../shared/campos-br';
import { idSchema, inteiroTexto, numeroTexto } from '../shared/fields';
import { conferirReais } from '../shared/reais.schema';
import { IDS_IMOVEIS_MAX, ORDENS_IMOVEIS } from './imovel.constants';

const F = MSG.imovelForm;

/**
 * The property's administration defaults for its contracts (issue 11): a contract without its own
 * terms runs under these, and where these are blank under the agency's (Configurações). Same
 * fields and messages as the contract's; money in reais. Admin only: the public API hides them.
 */
export const TERMOS_IMOVEL = [
  'taxaAdministracaoPercentual',
  'taxaAdministracaoMinima',
  'taxaIntermediacaoPercentual',
  'diaRepasse',
] as const;
export type TermoImovel = (typeof TERMOS_IMOVEL)[number];

const termosDoImovelSaida = {
  taxaAdministracaoPercentual: termosAdministracaoSaidaCampos.taxaAdministracaoPercentual,
  taxaAdministracaoMinima: termosAdministracaoSaidaCampos.taxaAdministracaoMinima,
  taxaIntermediacaoPercentual: termosAdministracaoSaidaCampos.taxaIntermediacaoPercentual,
  diaRepasse: termosAdministracaoSaidaCampos.diaRepasse,
};

const termosDoImovelEntrada = {
  taxaAdministracaoPercentual: termosAdministracaoEntradaCampos.taxaAdministracaoPercentual,
  taxaAdministracaoMinima: termosAdministracaoEntradaCampos.taxaAdministracaoMinima,
  taxaIntermediacaoPercentual: termosAdministracaoEntradaCampos.taxaIntermediacaoPercentual,
  diaRepasse: termosAdministracaoEntradaCampos.diaRepasse,
};

/** A property as the API answers it (section 3 field names). */
export const imovelSchema = z.object({
  id: idSchema,
  titulo: z.string(),
  tipo: tipoImovelSchema,
  operacao: operacaoSchema,
  preco: z.number(),
  precoCondominio: z.number().optional(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  /** 8 digits, or '' when not informed (absent in answers older than the field). */
  cep: z.union([z.literal(''), z.string().regex(/^\d{8}$/)]).optional(),
  areaUtil: z.number(),
  quartos: z.number().optional(),
  suites: z.number().optional(),
  banheiros: z.number().optional(),
  vagas: z.number().optional(),
  andar: z.number().optional(),
  descricao: z.string(),
  destaque: z.boolean(),
  status: statusImovelSchema,
  dataCadastro: z.string(),
  fotos: z.array(z.string()),
  caracteristicas: z.array(z.string()),
  /** Id of the owner (perfil proprietario), when recorded. */
  proprietarioId: z.string().optional(),
  ...termosDoImovelSaida,
});
export type Imovel = z.infer<typeof imovelSchema>;

/** The form's feminine labels: their message agrees ('Área útil é obrigatória'). */
const FEMININOS = new Set(['Operação', 'Cidade', 'Área útil', 'Descrição']);
const exigido = (label: string) => (FEMININOS.has(label) ? F.obrigatoria(label) : F.obrigatorio(label));

const obrigatorio = (label: string, max = 200) =>
  z
    .string({ error: exigido(label) })
    .trim()
    .min(1, exigido(label))
    .max(max);

/** Prices: numbers ≥ 0 rounded to the centavo before they are checked and stored. */
const reaisTexto = (mensagem: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v, ctx) => conferirReais(v, { invalido: mensagem, minimo: 'zeroOuMais' }, ctx));

const numeroObrigatorio = (label: string, numero = numeroTexto) =>
  z
    .union([z.string(), z.number()], { error: exigido(label) })
    .refine((v) => String(v).trim() !== '', exigido(label))
    .pipe(numero(F.numero(label)));

/** Optional numbers are checked only when filled (section 5); counts pass inteiroTexto. */
const numeroOpcional = (label: string, numero = numeroTexto) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || String(v).trim() === '' ? undefined : v))
    .pipe(numero(F.numero(label)).optional());

const enumObrigatorio = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: exigido(label) });

const booleanoTexto = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** Trimmed, non-empty, de-duplicated extra features (section 5). */
export const normalizarCaracteristicas = (lista: readonly string[]): string[] => {
  const vistos = new Set<string>();
  for (const item of lista) {
    const texto = item.trim();
    if (texto) vistos.add(texto);
  }
  return [...vistos];
};

export const caracteristicasSchema = z
  .array(z.string().max(80))
  .max(50)
  .default([])
  .transform(normalizarCaracteristicas);

/**
 * The property form's fields, shared by the form (strings from inputs) and the server (multipart
 * strings): required '{label} é obrigatório' (or 'obrigatória'), numeric '{label} deve ser um número'.
 */
export const imovelCamposSchema = z.object({
  titulo: obrigatorio('Título'),
  tipo: enumObrigatorio('Tipo', TIPOS_IMOVEL),
  operacao: enumObrigatorio('Operação', OPERACOES),
  preco: numeroObrigatorio('Preço', reaisTexto),
  precoCondominio: numeroOpcional('Preço do condomínio', reaisTexto),
  endereco: obrigatorio('Endereço'),
  bairro: obrigatorio('Bairro', 120),
  cidade: obrigatorio('Cidade', 120),
  estado: obrigatorio('Estado', 60),
  /** Optional: '' or a CEP, stored as its 8 digits (the DIMOB's address prefers it). */
  cep: campoCep(),
  areaUtil: numeroObrigatorio('Área útil'),
  quartos: numeroOpcional('Quartos', inteiroTexto),
  suites: numeroOpcional('Suítes', inteiroTexto),
  banheiros: numeroOpcional('Banheiros', inteiroTexto),
  vagas: numeroOpcional('Vagas', inteiroTexto),
  andar: numeroOpcional('Andar', inteiroTexto),
  descricao: obrigatorio('Descrição', 5000),
  destaque: booleanoTexto,
  status: statusImovelSchema.default('Disponível'),
  caracteristicas: caracteristicasSchema,
  proprietarioId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
  ...termosDoImovelEntrada,
});
export type ImovelCamposInput = z.input<typeof imovelCamposSchema>;
export type ImovelCampos = z.output<typeof imovelCamposSchema>;

/** Form values as the inputs hold them (all text), before parsing. */
export type ImovelFormValues = {
  [K in Exclude<keyof ImovelCampos, 'destaque' | 'status' | 'caracteristicas'>]: string;
} & { destaque: boolean; status: ImovelCampos['status']; caracteristicas: string[] };

/**
 * The property form: its values as the inputs hold them ({@link ImovelFormValues}), validated as
 * they are by imovelCamposSchema.
 */
export const imovelFormSchema = z
  .custom<ImovelFormValues>()
  .transform((valores): unknown => valores)
  .pipe(imovelCamposSchema);

export const IMOVEL_FORM_VAZIO: ImovelFormValues = {
  titulo: '',
  tipo: '',
  operacao: '',
  preco: '',
  precoCondominio: '',
  endereco: '',
  bairro: '',
  cidade: '',
  estado: '',
  cep: '',
  areaUtil: '',
  quartos: '',
  suites: '',
  banheiros: '',
  vagas: '',
  andar: '',
  descricao: '',
  destaque: false,
  status: 'Disponível',
  caracteristicas: [],
  proprietarioId: '',
  taxaAdministracaoPercentual: '',
  taxaAdministracaoMinima: '',
  taxaIntermediacaoPercentual: '',
  diaRepasse: '',
};

/** Converts a stored property into the form's text values for editing. */
export const imovelParaForm = (imovel: Imovel): ImovelFormValues => {
  const texto = (v: number | null | undefined) => (v == null ? '' : String(v));
  return {
    titulo: imovel.titulo,
    tipo: imovel.tipo,
    operacao: imovel.operacao,
    preco: texto(imovel.preco),
    precoCondominio: texto(imovel.precoCondominio),
    endereco: imovel.endereco,
    bairro: imovel.bairro,
    cidade: imovel.cidade,
    estado: imovel.estado,
    cep: imovel.cep ?? '',
    areaUtil: texto(imovel.areaUtil),
    quartos: texto(imovel.quartos),
    suites: texto(imovel.suites),
    banheiros: texto(imovel.banheiros),
    vagas: texto(imovel.vagas),
    andar: texto(imovel.andar),
    descricao: imovel.descricao,
    destaque: imovel.destaque,
    status: imovel.status,
    caracteristicas: imovel.caracteristicas,
    proprietarioId: imovel.proprietarioId ?? '',
    taxaAdministracaoPercentual: texto(imovel.taxaAdministracaoPercentual),
    taxaAdministracaoMinima: texto(imovel.taxaAdministracaoMinima),
    taxaIntermediacaoPercentual: texto(imovel.taxaIntermediacaoPercentual),
    diaRepasse: texto(imovel.diaRepasse),
  };
};

/** Photo URLs kept or removed on edit arrive as JSON text in multipart (section 7). */
export const listaUrlsJsonSchema = z
  .string()
  .optional()
  .transform((texto, ctx) => {
    if (!texto) return [] as string[];
    try {
      const valor: unknown = JSON.parse(texto);
      const lista = z.array(z.string().max(500)).max(100).parse(valor);
      return lista;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Lista de fotos inválida' });
      return z.NEVER;
    }
  });

const L = MSG.listagem;

/** 'a,b,c' (a query string) or a list, de-duplicated; every item must be an id. */
const idsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => {
    if (v === undefined) return undefined;
    const lista = (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean);
    return [...new Set(lista)];
  })
  .pipe(
    z
      .array(idSchema, { error: L.idsInvalidos })
      .max(IDS_IMOVEIS_MAX, L.idsDemais(IDS_IMOVEIS_MAX))
      .optional(),
  );

/**
 * Listing filters (DESIGN §2): operação, tipo, localização, price range (reais), minimum quartos
 * and vagas, área útil range, order, ids (the favourites page), plus the admin's search and status.
 * Numbers are read the Brazilian way and refused with '{label} deve ser um número'.
 */
export const imovelFiltroSchema = z
  .object({
    operacao: z.union([operacaoSchema, z.literal('todos'), z.literal('')]).optional(),
    tipo: z.union([tipoImovelSchema, z.literal('todos'), z.literal('')]).optional(),
    localizacao: z.string().trim().max(120).optional(),
    busca: z.string().trim().max(120).optional(),
    status: z.union([statusImovelSchema, z.literal('todos'), z.literal('')]).optional(),
    destaque: z.enum(['true', 'false']).optional(),
    precoMin: numeroOpcional(L.precoMin),
    precoMax: numeroOpcional(L.precoMax),
    /** Minimum number of quartos (2 = '2+'). */
    quartos: numeroOpcional(L.quartos, inteiroTexto),
    /** Minimum number of vagas. */
    vagas: numeroOpcional(L.vagas, inteiroTexto),
    areaMin: numeroOpcional(L.areaMin),
    areaMax: numeroOpcional(L.areaMax),
    ordem: z.enum(ORDENS_IMOVEIS, { error: L.ordemInvalida }).optional(),
    ids: idsSchema,
    pagina: z.coerce.number().int().min(1).max(100_000).default(1),
    limite: z.coerce.number().int().min(1).max(1000).default(12),
  })
  .superRefine((f, ctx) => {
    if (f.precoMin !== undefined && f.precoMax !== undefined && f.precoMin > f.precoMax)
      ctx.addIssue({ code: 'custom', path: ['precoMax'], message: L.faixaPreco });
    if (f.areaMin !== undefined && f.areaMax !== undefined && f.areaMin > f.areaMax)
      ctx.addIssue({ code: 'custom', path: ['areaMax'], message: L.faixaArea });
  });
export type ImovelFiltro = z.input<typeof imovelFiltroSchema>;
export type ImovelFiltroLido = z.output<typeof imovelFiltroSchema>;
