import type { Anuncio, Contrato, Dashboard, DocumentoJuridico, Imovel, Pagamento, Processo, Usuario } from '@morada/domain';

/** Story data for the back-office widgets and views (never used by the apps). */
export const dashboardExemplo: Dashboard = {
  estatisticas: { totalImoveis: 42, contratosAtivos: 31, taxaOcupacao: 73.8, receitaMensal: 98450.5, taxaInadimplencia: 8.2 },
  tendencias: { totalImoveis: 2.5, contratosAtivos: 5.2, taxaOcupacao: -1.8, receitaMensal: 8.3 },
  graficos: {
    receitaData: [
      { mes: 'jun', valor: 82000, meta: 90000 },
      { mes: 'jul', valor: 87000, meta: 90000 },
      { mes: 'ago', valor: 91000, meta: 95000 },
      { mes: 'set', valor: 94500, meta: 95000 },
      { mes: 'out', valor: 97000, meta: 100000 },
      { mes: 'nov', valor: 98450.5, meta: 100000 },
    ],
    ocupacaoData: [
      { nome: 'Ocupados', valor: 73.8, cor: '#3b82f6' },
      { nome: 'Disponíveis', valor: 19, cor: '#10b981' },
      { nome: 'Manutenção', valor: 7.2, cor: '#f59e0b' },
    ],
    tipoImovelData: [
      { categoria: 'Apartamento', receita: 61000 },
      { categoria: 'Casa', receita: 24000 },
      { categoria: 'Comercial', receita: 13450.5 },
    ],
    receitaPorCategoria: [
      { categoria: 'Aluguéis', valor: 80000, percentual: 81.3 },
      { categoria: 'Taxas de administração', valor: 9800, percentual: 10 },
      { categoria: 'Multas e juros', valor: 4650.5, percentual: 4.7 },
      { categoria: 'Vendas', valor: 4000, percentual: 4 },
    ],
  },
  alertas: [
    { id: 'a1', tipo: 'danger', titulo: '3 pagamentos em atraso', acao: 'Enviar cobranças', prioridade: 'Urgente', data: '2026-11-20' },
    { id: 'a2', tipo: 'warning', titulo: 'Contrato CT-2026-004 vence em 30 dias', acao: 'Renovar contrato', prioridade: 'Alta', data: '2026-11-18' },
    { id: 'a3', tipo: 'success', titulo: 'Meta de outubro atingida', acao: 'Ver relatório', prioridade: 'Média', data: '2026-11-01' },
    { id: 'a4', tipo: 'manutencao', titulo: 'Vistoria agendada', acao: 'Confirmar horário', prioridade: 'Baixa', data: '2026-11-25' },
  ],
  proximosVencimentos: [
    { contrato: 'CT-2026-001', contratoId: 'c1', pagamentoId: 'p1', inquilino: 'Mariana Costa', data: '2026-12-05', valor: 2850 },
    { contrato: 'CT-2026-002', contratoId: 'c2', pagamentoId: 'p2', inquilino: 'Jorge Almeida', data: '2026-12-10', valor: 4100.9 },
  ],
};

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
  fotos: ['data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="180"%3E%3Crect width="320" height="180" fill="%2393c5fd"/%3E%3C/svg%3E'],
  caracteristicas: ['Piscina', 'Academia', 'Portaria 24h'],
};

export const imoveisExemplo: Imovel[] = [
  imovelExemplo,
  { ...imovelExemplo, id: 'i2', titulo: 'Casa Jardim Europa', tipo: 'Casa', operacao: 'Venda', preco: 1850000, destaque: false, status: 'Reservado', bairro: 'Jardim Europa', quartos: undefined, banheiros: undefined, caracteristicas: [] },
  { ...imovelExemplo, id: 'i3', titulo: 'Sala Comercial Centro', tipo: 'Comercial', operacao: 'Aluguel', preco: 5400, destaque: false, status: 'Ocupado', bairro: 'Centro', cidade: 'Campinas' },
];

export const usuariosExemplo: Usuario[] = [
  { id: 'u1', nome: 'Ana Administradora', email: 'admin@morada.com.br', telefone: '(11) 3333-4444', perfil: 'admin', status: 'ativo', dataCadastro: '2026-01-10T12:00:00Z', ultimoAcesso: '2026-11-21T12:00:00Z' },
  { id: 'u2', nome: 'Mariana Costa', email: 'inquilina@morada.com.br', telefone: '(11) 98888-1111', perfil: 'inquilino', status: 'ativo', dataCadastro: '2026-02-15T12:00:00Z', ultimoAcesso: null },
  { id: 'u3', nome: 'Paulo Proprietário', email: 'paulo@example.com', telefone: '(11) 97777-2222', perfil: 'proprietario', status: 'pendente', dataCadastro: '2026-03-20T12:00:00Z', ultimoAcesso: null },
];

export const contratoExemplo: Contrato = {
  _id: 'c1',
  numero: 'CT-2026-001',
  inquilino: { _id: 'u2', nome: 'Mariana Costa', email: 'inquilina@morada.com.br', telefone: '(11) 98888-1111', cpf: '123.456.789-09', rg: '12.345.678-9', perfil: 'inquilino', status: 'ativo' },
  imovel: { _id: 'i1', endereco: 'Rua das Palmeiras, 120', cidade: 'São Paulo', titulo: 'Apartamento Vista Parque' },
  dataInicio: '2026-01-01',
  dataFim: '2026-12-31',
  valorAluguel: 3200,
  valorCondominio: 650,
  valorIPTU: 120.5,
  diaVencimento: 5,
  status: 'Ativo',
  observacoes: '',
  multaPercentual: 2,
  jurosMensalPercentual: 1,
};

export const anunciosExemplo: Anuncio[] = [
  { _id: 'i4', grupo: 'Residencial', bloco: 'A', apartamento: '101', cidade: 'São Paulo', titulo: 'Studio Vila Madalena', statusAnuncio: 'Disponível' },
  { _id: 'i5', grupo: 'Residencial', bloco: 'B', apartamento: '202', cidade: 'São Paulo', titulo: 'Cobertura Moema', statusAnuncio: 'Ocupado' },
];

export const pagamentosExemplo: Pagamento[] = [
  { id: 'p1', contratoId: 'c1', competencia: '2026-10', vencimento: '2026-10-05', valor: 3970.5, status: 'RECEIVED', dataPagamento: '2026-10-04', valorPago: 3970.5, nossoNumero: null, linhaDigitavel: null, multa: 0, juros: 0, valorAtualizado: 3970.5 },
  { id: 'p2', contratoId: 'c1', competencia: '2026-11', vencimento: '2026-11-05', valor: 3970.5, status: 'OVERDUE', dataPagamento: null, valorPago: null, nossoNumero: null, linhaDigitavel: null, multa: 79.41, juros: 22.5, valorAtualizado: 4072.41 },
  { id: 'p3', contratoId: 'c1', competencia: '2026-12', vencimento: '2026-12-05', valor: 3970.5, status: 'PENDING', dataPagamento: null, valorPago: null, nossoNumero: null, linhaDigitavel: null, multa: 0, juros: 0, valorAtualizado: 3970.5 },
];

export const documentosExemplo: DocumentoJuridico[] = [
  { _id: 'd1', titulo: 'Contrato de locação CT-2026-001', tipo: 'Contrato', descricao: 'Via assinada', autor: 'Dra. Helena', contratoRelacionado: 'CT-2026-001', imovelRelacionado: '', status: 'Ativo', tags: ['locação'], observacoes: '', arquivo: 'contrato.pdf', formato: 'pdf', createdAt: '2026-01-02T10:00:00Z' },
  { _id: 'd2', titulo: 'Notificação de atraso', tipo: 'Notificação', descricao: '', autor: 'Dr. Paulo', contratoRelacionado: '', imovelRelacionado: '', status: 'Pendente', tags: [], observacoes: '', arquivo: null, formato: null, createdAt: '' },
];

export const processosExemplo: Processo[] = (['Urgente', 'Alta', 'Média', 'Baixa'] as const).map((prioridade, i) => ({
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
}));
