import type { ComissoesResumo, Proposta } from '@morada/domain';
import { fn } from 'storybook/test';
import type { PropostasViewProps } from './propostas-view';

export const CORRETORES = [
  { id: 'c1', nome: 'Carla Corretora' },
  { id: 'c2', nome: 'Rafael Lima' },
] as const;

const ficha = {
  inquilino: {
    nome: 'Mariana Alves',
    cpf: '52998224725',
    email: 'mariana.alves@email.com',
    telefone: '11987654321',
    rg: '123456789',
    dataNascimento: '1990-04-12',
    estadoCivil: 'Solteira',
    profissao: 'Engenheira',
  },
  rendaMensalCentavos: 1_200_000,
  valorAluguelCentavos: 320_000,
  dataInicioDesejada: '2026-12-10',
  prazoMeses: 30,
  garantia: { tipo: 'caucao', valor: 6400, deposito: 'Conta poupança 1234-5', dataDeposito: null },
} satisfies Proposta['locacao'];

const base = {
  tipo: 'locacao',
  leadId: 'l1',
  leadNome: 'Mariana Alves',
  imovelId: 'i1',
  imovelTitulo: 'Apartamento Vista Parque',
  corretorId: 'c1',
  corretorNome: 'Carla Corretora',
  motivoRecusa: null,
  criadaEm: '2026-11-20T14:00:00Z',
  enviadaEm: null,
  decididaEm: null,
  contratoId: null,
  contratoNumero: null,
  documentos: [],
  locacao: ficha,
  venda: null,
  avisos: [],
} satisfies Partial<Proposta>;

const proposta = (p: Pick<Proposta, 'id' | 'numero' | 'status'> & Partial<Proposta>): Proposta => ({
  ...base,
  ...p,
});

export const DOCUMENTOS: Proposta['documentos'] = [
  { id: 'd1', nome: 'rg-mariana.pdf', tipo: 'pdf', tamanho: 182_000, categoria: 'identidade' },
  { id: 'd2', nome: 'holerite-outubro.pdf', tipo: 'pdf', tamanho: 96_000, categoria: 'renda' },
];

export const rascunho = proposta({
  id: 'p1',
  numero: 'PR-2026-0001',
  status: 'rascunho',
  documentos: DOCUMENTOS,
  locacao: { ...ficha, rendaMensalCentavos: 800_000 },
  avisos: [
    {
      campo: 'locacao.rendaMensalCentavos',
      mensagem:
        'A renda mensal é menor que 3 vezes o aluguel (regra usual da imobiliária). A proposta pode ser enviada assim mesmo.',
      bloqueia: false,
    },
  ],
});
export const enviada = proposta({
  id: 'p2',
  numero: 'PR-2026-0002',
  status: 'enviada',
  leadNome: 'Ana Souza',
  locacao: { ...ficha, inquilino: { ...ficha.inquilino, nome: 'Ana Souza', cpf: '11144477735' } },
  enviadaEm: '2026-11-21T10:00:00Z',
  documentos: DOCUMENTOS,
});
export const aprovada = proposta({
  id: 'p3',
  numero: 'PR-2026-0003',
  status: 'aprovada',
  leadNome: 'João Pereira',
  locacao: { ...ficha, inquilino: { ...ficha.inquilino, nome: 'João Pereira' } },
  enviadaEm: '2026-11-18T10:00:00Z',
  decididaEm: '2026-11-19T09:00:00Z',
  contratoId: 'CTR-2026-040',
  contratoNumero: 'CTR-2026-040',
});
export const recusada = proposta({
  id: 'p4',
  numero: 'PR-2026-0004',
  status: 'recusada',
  tipo: 'venda',
  leadNome: 'Ricardo Gomes',
  imovelTitulo: 'Casa Jardim Europa',
  locacao: null,
  venda: {
    valorCentavos: 85_000_000,
    condicoes: 'Entrada de 30% e financiamento bancário em 360 meses.',
    compradorNome: 'Ricardo Gomes',
    compradorCpf: '11144477735',
    compradorEmail: 'ricardo@email.com',
  },
  enviadaEm: '2026-11-15T10:00:00Z',
  decididaEm: '2026-11-16T09:00:00Z',
  motivoRecusa: 'O proprietário não aceita valor abaixo de R$ 900.000,00.',
});

export const PROPOSTAS = [rascunho, enviada, aprovada, recusada];

/** The args every list story starts from: one page, no filter, the callbacks spied. */
export const argsDaLista = (propostas: readonly Proposta[]) =>
  ({
    propostas,
    total: propostas.length,
    status: 'todos',
    onStatusChange: fn(),
    tipo: 'todos',
    onTipoChange: fn(),
    busca: '',
    onBuscaChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
    hrefProposta: (id: string) => `/corretor/propostas/${id}`,
    loading: false,
    onRetry: fn(),
  }) satisfies PropostasViewProps;

export const COMISSOES: ComissoesResumo = {
  itens: [
    {
      id: 'cm1',
      propostaId: 'p3',
      propostaNumero: 'PR-2026-0003',
      tipo: 'locacao',
      imovelTitulo: 'Apartamento Vista Parque',
      parte: 'vendedor',
      corretorId: 'c1',
      corretorNome: 'Carla Corretora',
      valorCentavos: 96_000,
      criadaEm: '2026-11-19T09:00:00Z',
    },
    {
      id: 'cm2',
      propostaId: 'p9',
      propostaNumero: 'PR-2026-0009',
      tipo: 'venda',
      imovelTitulo: 'Casa Alto da Boa Vista',
      parte: 'captador',
      corretorId: 'c1',
      corretorNome: 'Carla Corretora',
      valorCentavos: 780_000,
      criadaEm: '2026-09-02T12:00:00Z',
    },
  ],
  totalCentavos: 876_000,
  porMes: [
    { mes: '2026-11', totalCentavos: 96_000 },
    { mes: '2026-09', totalCentavos: 780_000 },
  ],
};
