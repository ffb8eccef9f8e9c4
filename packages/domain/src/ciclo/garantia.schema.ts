import { z } from 'zod';
import { MSG_CICLO } from '../messages/ciclo';
import { dataSchema } from '../shared/fields';
import { reaisSchema } from '../shared/reais.schema';
import { campoCpf, campoTelefone } from '../shared/campos-br';
import { SITUACOES_GARANTIA, TIPOS_GARANTIA } from './garantia.rules';

const G = MSG_CICLO.garantia;
const E = G.erros;
const C = G.campos;

const obrigatorio = (rotulo: string, max = 200, mensagem = E.obrigatorio(rotulo)) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max);

/** Money in reais typed as a number or the Brazilian way ('1.500,00'); at least R$ 0,01 once rounded. */
export const valorPositivo = (rotulo: string) =>
  reaisSchema({ invalido: E.valorInvalido(rotulo), minimo: 'positivo', maximo: 100_000_000 });

const data = (mensagem: string) => z.string({ error: mensagem }).min(1, mensagem).pipe(dataSchema);
const dataOpcional = z
  .union([z.literal(''), dataSchema, z.null()])
  .optional()
  .transform((v) => v || null);

export const tipoGarantiaSchema = z.enum(TIPOS_GARANTIA, { error: E.tipoInvalido });
export const situacaoGarantiaSchema = z.enum(SITUACOES_GARANTIA);

const fiador = z.object({
  tipo: z.literal('fiador'),
  nome: obrigatorio(C.nome, 120),
  cpf: campoCpf({ obrigatorio: E.obrigatorio(C.cpf), invalido: E.cpfInvalido }),
  telefone: campoTelefone({ obrigatorio: E.obrigatorio(C.telefone) }),
  email: z
    .union([z.literal(''), z.email(E.emailInvalido).max(254)])
    .optional()
    .transform((v) => v ?? ''),
  imovelOferecido: obrigatorio(C.imovelOferecido, 500),
});
const seguroFianca = z.object({
  tipo: z.literal('seguro-fianca'),
  seguradora: obrigatorio(C.seguradora, 120, E.obrigatoria(C.seguradora)),
  apolice: obrigatorio(C.apolice, 60),
  cobertura: valorPositivo(C.cobertura),
  vigenciaFim: data(E.obrigatoria(C.vigenciaFim)),
});
const caucao = z.object({
  tipo: z.literal('caucao'),
  valor: valorPositivo(C.valor),
  deposito: obrigatorio(C.deposito, 300),
  dataDeposito: dataOpcional,
});
const tituloCapitalizacao = z.object({
  tipo: z.literal('titulo-capitalizacao'),
  emissora: obrigatorio(C.emissora, 120, E.obrigatoria(C.emissora)),
  numero: obrigatorio(C.numero, 60),
  valor: valorPositivo(C.valor),
  vigenciaFim: dataOpcional,
});

/**
 * PUT /api/contratos/:id/garantia body: one guarantee of one of the four kinds. The caução's
 * limit of three rents depends on the contract, so the server checks it (caucaoDentroDoLimite).
 */
export const garantiaEntradaSchema = z.discriminatedUnion(
  'tipo',
  [fiador, seguroFianca, caucao, tituloCapitalizacao],
  { error: E.tipoInvalido },
);
export type GarantiaEntrada = z.input<typeof garantiaEntradaSchema>;
export type GarantiaEntradaValida = z.output<typeof garantiaEntradaSchema>;

/**
 * The guarantee form: every kind's fields side by side as text, the kind still blank ('') until one
 * is chosen; garantiaEntradaSchema then takes the chosen kind's fields and refuses a blank kind.
 */
export const garantiaFormSchema = z
  .object({
    tipo: z.union([tipoGarantiaSchema, z.literal('')]),
    nome: z.string(),
    cpf: z.string(),
    telefone: z.string(),
    email: z.string(),
    imovelOferecido: z.string(),
    seguradora: z.string(),
    apolice: z.string(),
    cobertura: z.string(),
    vigenciaFim: z.string(),
    valor: z.string(),
    deposito: z.string(),
    dataDeposito: z.string(),
    emissora: z.string(),
    numero: z.string(),
  })
  // Handed over whole, as the union takes any object: it reads only the chosen kind's fields.
  .transform((valores): unknown => valores)
  .pipe(garantiaEntradaSchema);
export type GarantiaFormValues = z.input<typeof garantiaFormSchema>;

const saida = {
  contratoId: z.string(),
  /** The end date that expires it (seguro-fiança; título when it has one), else null. */
  vencimento: z.string().nullable(),
  situacao: situacaoGarantiaSchema,
  atualizadoEm: z.string(),
};

/** A contract's guarantee as the API answers it (GET/PUT /api/contratos/:id/garantia). */
export const garantiaSchema = z.discriminatedUnion('tipo', [
  z.object({
    tipo: z.literal('fiador'),
    nome: z.string(),
    cpf: z.string(),
    telefone: z.string(),
    email: z.string(),
    imovelOferecido: z.string(),
    ...saida,
  }),
  z.object({
    tipo: z.literal('seguro-fianca'),
    seguradora: z.string(),
    apolice: z.string(),
    cobertura: z.number(),
    vigenciaFim: z.string(),
    ...saida,
  }),
  z.object({
    tipo: z.literal('caucao'),
    valor: z.number(),
    deposito: z.string(),
    dataDeposito: z.string().nullable(),
    ...saida,
  }),
  z.object({
    tipo: z.literal('titulo-capitalizacao'),
    emissora: z.string(),
    numero: z.string(),
    valor: z.number(),
    vigenciaFim: z.string().nullable(),
    ...saida,
  }),
]);
export type Garantia = z.infer<typeof garantiaSchema>;

/** What the contract list shows of the guarantee. */
export const garantiaResumoSchema = z.object({
  tipo: tipoGarantiaSchema,
  vencimento: z.string().nullable(),
  situacao: situacaoGarantiaSchema,
});
export type GarantiaResumo = z.infer<typeof garantiaResumoSchema>;
