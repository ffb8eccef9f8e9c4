import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas } from '../contrato';

/** Admin dashboard: the whole payload, the helper calls (spec §7) and the two actions. */
export const dashboardEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  const acao = A.carregarDashboard;
  return {
    /** GET /api/dashboard: estatisticas, tendencias, graficos, alertas, proximosVencimentos. */
    obter: () => r.json('GET /api/dashboard', { acao }),
    estatisticas: () => r.json('GET /api/dashboard/estatisticas', { acao }),
    receitaMensal: () => r.json('GET /api/dashboard/receita-mensal', { acao }),
    ocupacao: () => r.json('GET /api/dashboard/ocupacao', { acao }),
    receitaPorTipo: () => r.json('GET /api/dashboard/receita-por-tipo', { acao }),
    receitaPorCategoria: () => r.json('GET /api/dashboard/receita-por-categoria', { acao }),
    alertas: () => r.json('GET /api/dashboard/alertas', { acao }),
    proximosVencimentos: () => r.json('GET /api/dashboard/proximos-vencimentos', { acao }),
    /** POST /api/dashboard/enviar-cobrancas: billing notices to every overdue tenant. */
    enviarCobrancas: () => r.json('POST /api/dashboard/enviar-cobrancas', { acao: A.enviarCobrancas }),
    /** POST /api/dashboard/relatorio: builds the monthly report and e-mails it to the agency. */
    relatorio: () => r.json('POST /api/dashboard/relatorio', { acao: A.relatorio }),
  };
};
