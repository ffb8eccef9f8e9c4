import type { Dashboard } from '@morada/domain';

/** The back-office panel's story data (never used by the apps): a busy month with alerts and charts. */
export const dashboardExemplo: Dashboard = {
  estatisticas: {
    totalImoveis: 42,
    contratosAtivos: 31,
    taxaOcupacao: 73.8,
    receitaMensal: 98450.5,
    taxaInadimplencia: 8.2,
  },
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
    {
      id: 'a1',
      tipo: 'danger',
      titulo: '3 pagamentos em atraso',
      acao: 'Enviar cobranças',
      prioridade: 'Urgente',
      data: '2026-11-20',
    },
    {
      id: 'a2',
      tipo: 'warning',
      titulo: 'Contrato CT-2026-004 vence em 30 dias',
      acao: 'Renovar contrato',
      prioridade: 'Alta',
      data: '2026-11-18',
    },
    {
      id: 'a3',
      tipo: 'success',
      titulo: 'Meta de outubro atingida',
      acao: 'Ver relatório',
      prioridade: 'Média',
      data: '2026-11-01',
    },
    {
      id: 'a4',
      tipo: 'manutencao',
      titulo: 'Vistoria agendada',
      acao: 'Confirmar horário',
      prioridade: 'Baixa',
      data: '2026-11-25',
    },
  ],
  proximosVencimentos: [
    {
      contrato: 'CT-2026-001',
      contratoId: 'c1',
      pagamentoId: 'p1',
      inquilino: 'Mariana Costa',
      data: '2026-12-05',
      valor: 2850,
    },
    {
      contrato: 'CT-2026-002',
      contratoId: 'c2',
      pagamentoId: 'p2',
      inquilino: 'Jorge Almeida',
      data: '2026-12-10',
      valor: 4100.9,
    },
  ],
  receitaAdministracao: 9845.05,
  repassesSemana: { quantidade: 3, valor: 12430.75 },
};
