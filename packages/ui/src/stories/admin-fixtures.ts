import type {
  Anuncio,
  Contrato,
  DocumentoJuridico,
  Imovel,
  LinkAcesso,
  MensagemContato,
  Pagamento,
  Processo,
  Usuario,
} from '@morada/domain';

export { dashboardExemplo } from './dashboard-fixtures';

/** Story data for the back-office widgets and views (never used by the apps). */
export const imovelExemplo: Imovel = {
  id: 'i1',
  titulo: 'Apartamento Vista Parque',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: 3200,
  precoCondominio: 650,
  endereco: 'Rua das Palmeiras, 120',
  bairro: 'Jardins',
  cidade: 'São Paulo',
  estado: 'SP',
  areaUtil: 78,
  quartos: 2,
  suites: 1,
  banheiros: 2,
  vagas: 1,
  descricao: 'Apartamento arejado, a duas quadras do parque.',
  destaque: true,
  status: 'Disponível',
  dataCadastro: '2026-10-01T12:00:00.000Z',
  fotos: [
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="180"%3E%3Crect width="320" height="180" fill="%2393c5fd"/%3E%3C/svg%3E',
  ],
  caracteristicas: ['Piscina', 'Academia', 'Portaria 24h'],
};

export const imoveisExemplo: Imovel[] = [
  imovelExemplo,
  {
    ...imovelExemplo,
    id: 'i2',
    titulo: 'Casa Jardim Europa',
    tipo: 'Casa',
    operacao: 'Venda',
    preco: 1850000,
    destaque: false,
    status: 'Reservado',
    bairro: 'Jardim Europa',
    quartos: undefined,
    banheiros: undefined,
    caracteristicas: [],
  },
  {
    ...imovelExemplo,
    id: 'i3',
    titulo: 'Sala Comercial Centro',
    tipo: 'Comercial',
    operacao: 'Aluguel',
    preco: 5400,
    destaque: false,
    status: 'Ocupado',
    bairro: 'Centro',
    cidade: 'Campinas',
  },
];

export const usuariosExemplo: Usuario[] = [
  {
    id: 'u1',
    nome: 'Ana Administradora',
    email: 'admin@morada.com.br',
    telefone: '(11) 3333-4444',
    perfil: 'admin',
    status: 'ativo',
    dataCadastro: '2026-01-10T12:00:00Z',
    ultimoAcesso: '2026-11-21T12:00:00Z',
  },
  {
    id: 'u2',
    nome: 'Mariana Costa',
    email: 'inquilina@morada.com.br',
    telefone: '(11) 98888-1111',
    perfil: 'inquilino',
    status: 'ativo',
    dataCadastro: '2026-02-15T12:00:00Z',
    ultimoAcesso: null,
  },
  {
    id: 'u3',
    nome: 'Paulo Proprietário',
    email: 'paulo@example.com',
    telefone: '(11) 97777-2222',
    perfil: 'proprietario',
    status: 'pendente',
    dataCadastro: '2026-03-20T12:00:00Z',
    ultimoAcesso: null,
  },
];

/** A user as an access link names it. */
export const usuarioDoLink = ({ id, nome, email, telefone, perfil, status }: LinkAcesso['usuario']) => ({
  id,
  nome,
  email,
  telefone,
  perfil,
  status,
});

/** The invitation of Paulo (pending) as the server answers it: the token only in `link`. */
export const linkConviteExemplo: LinkAcesso = {
  tipo: 'convite',
  link: 'https://www.moradaimoveis.com.br/login?convite=Qm9hLXZpbmRhLWFvLW1vcmFkYS1pbW92ZWlzLWNvbnZpdGU',
  expiraEm: '2026-11-30T13:00:00.000Z',
  enviadoPorEmail: false,
  usuario: usuarioDoLink(usuariosExemplo[2]!),
};

/** A link for Mariana (active) to choose a new password. */
export const linkRedefinicaoExemplo: LinkAcesso = {
  tipo: 'redefinicao',
  link: 'https://www.moradaimoveis.com.br/login?reset=Tm92YS1zZW5oYS1kYS1tYXJpYW5hLWNvc3RhLW1vcmFkYQ',
  expiraEm: '2026-11-24T13:00:00.000Z',
  enviadoPorEmail: false,
  usuario: usuarioDoLink(usuariosExemplo[1]!),
};

/** Contact messages: a visitor's question, and a password request the site sent to the staff. */
export const mensagensExemplo: MensagemContato[] = [
  {
    id: 'm1',
    nome: 'João',
    email: 'joao@example.com',
    telefone: '(11) 9999-0000',
    assunto: 'Visita',
    mensagem: 'Quero visitar o apartamento.',
    origem: null,
    usuarioId: null,
    recebidaEm: '2026-11-20T13:00:00Z',
    tratada: false,
  },
  {
    id: 'm2',
    nome: 'Lia',
    email: 'lia@example.com',
    telefone: '(11) 9999-1111',
    assunto: 'Proposta',
    mensagem: 'Tenho interesse.',
    origem: null,
    usuarioId: null,
    recebidaEm: '2026-11-19T13:00:00Z',
    tratada: true,
  },
];

export const contratoExemplo: Contrato = {
  _id: 'c1',
  numero: 'CT-2026-001',
  inquilino: {
    _id: 'u2',
    nome: 'Mariana Costa',
    email: 'inquilina@morada.com.br',
    telefone: '(11) 98888-1111',
    cpf: '123.456.789-09',
    rg: '12.345.678-9',
    perfil: 'inquilino',
    status: 'ativo',
  },
  imovel: {
    _id: 'i1',
    endereco: 'Rua das Palmeiras, 120',
    cidade: 'São Paulo',
    titulo: 'Apartamento Vista Parque',
  },
  dataInicio: '2026-01-01',
  dataFim: '2026-12-31',
  valorAluguel: 3200,
  valorCondominio: 650,
  valorIPTU: 120.5,
  valorOutros: 0,
  valorDesconto: 0,
  diaVencimento: 5,
  status: 'Ativo',
  observacoes: '',
  multaPercentual: 2,
  jurosMensalPercentual: 1,
  encargosClausula: false,
  encargosProprietarioPercentual: 100,
};

export const anunciosExemplo: Anuncio[] = [
  {
    _id: 'i4',
    grupo: 'Residencial',
    bloco: 'A',
    apartamento: '101',
    cidade: 'São Paulo',
    titulo: 'Studio Vila Madalena',
    statusAnuncio: 'Disponível',
  },
  {
    _id: 'i5',
    grupo: 'Residencial',
    bloco: 'B',
    apartamento: '202',
    cidade: 'São Paulo',
    titulo: 'Cobertura Moema',
    statusAnuncio: 'Ocupado',
  },
];

/** The month of contratoExemplo: aluguel 3.200,00 + condomínio 650,00 + IPTU 120,50. */
const composicaoExemplo = { aluguel: 3200, condominio: 650, iptu: 120.5, outros: 0, desconto: 0 };

export const pagamentosExemplo: Pagamento[] = [
  {
    id: 'p1',
    contratoId: 'c1',
    competencia: '2026-10',
    vencimento: '2026-10-05',
    prazo: '2026-10-05',
    valor: 3970.5,
    composicao: composicaoExemplo,
    status: 'RECEIVED',
    dataPagamento: '2026-10-04',
    valorPago: 3970.5,
    nossoNumero: null,
    linhaDigitavel: null,
    multa: 0,
    juros: 0,
    valorAtualizado: 3970.5,
    recebimentos: [
      {
        id: 'r1',
        data: '2026-10-04',
        valor: 3970.5,
        meio: 'PIX',
        juros: 0,
        multa: 0,
        aluguel: 3200,
        condominio: 650,
        iptu: 120.5,
        outros: 0,
      },
    ],
    ultimaCobranca: null,
  },
  {
    id: 'p2',
    contratoId: 'c1',
    competencia: '2026-11',
    vencimento: '2026-11-05',
    prazo: '2026-11-05',
    valor: 3970.5,
    composicao: composicaoExemplo,
    status: 'OVERDUE',
    dataPagamento: null,
    valorPago: null,
    nossoNumero: null,
    linhaDigitavel: null,
    multa: 79.41,
    juros: 22.5,
    valorAtualizado: 4072.41,
    recebimentos: [],
    ultimaCobranca: '2026-11-20T13:30:00.000Z',
  },
  {
    // Due on a Saturday: no multa or juros until Monday.
    id: 'p3',
    contratoId: 'c1',
    competencia: '2026-12',
    vencimento: '2026-12-05',
    prazo: '2026-12-07',
    valor: 3970.5,
    composicao: composicaoExemplo,
    status: 'PENDING',
    dataPagamento: null,
    valorPago: null,
    nossoNumero: null,
    linhaDigitavel: null,
    multa: 0,
    juros: 0,
    valorAtualizado: 3970.5,
    recebimentos: [],
    ultimaCobranca: null,
  },
];

export const documentosExemplo: DocumentoJuridico[] = [
  {
    _id: 'd1',
    titulo: 'Contrato de locação CT-2026-001',
    tipo: 'Contrato',
    descricao: 'Via assinada',
    autor: 'Dra. Helena',
    contratoRelacionado: 'CT-2026-001',
    imovelRelacionado: '',
    status: 'Ativo',
    tags: ['locação'],
    observacoes: '',
    arquivo: 'contrato.pdf',
    formato: 'pdf',
    createdAt: '2026-01-02T10:00:00Z',
  },
  {
    _id: 'd2',
    titulo: 'Notificação de atraso',
    tipo: 'Notificação',
    descricao: '',
    autor: 'Dr. Paulo',
    contratoRelacionado: '',
    imovelRelacionado: '',
    status: 'Pendente',
    tags: [],
    observacoes: '',
    arquivo: null,
    formato: null,
    createdAt: '',
  },
];

export const processosExemplo: Processo[] = (['Urgente', 'Alta', 'Média', 'Baixa'] as const).map(
  (prioridade, i) => ({
    _id: `pr${i}`,
    numero: `000${i}-45.2026.8.26.0100`,
    tipo: 'Despejo',
    contratoId: '',
    status: (['Aberto', 'Em Andamento', 'Concluído', 'Arquivado'] as const)[i] ?? 'Aberto',
    prioridade,
    descricao: 'Ação de despejo por falta de pagamento dos aluguéis de agosto a outubro de 2026.',
    advogadoResponsavel: i % 2 ? 'Dr. Paulo' : 'Dra. Helena',
    partesEnvolvidas: '',
    dataPrazo: null,
    documentos: [],
    valor: 0,
    observacoes: '',
    createdAt: '2026-10-01T10:00:00Z',
  }),
);
