import {
  ACOES_API as A,
  type Alerta,
  type Dashboard,
  type Estatisticas,
  type OcupacaoItem,
  type ReceitaCategoriaItem,
  type ReceitaMensalItem,
  type ReceitaTipoItem,
  type Vencimento,
} from '@morada/domain';
import type { ApiClient } from '../client';

/** The answer of the two dashboard actions (counts of what was sent). */
export type ResultadoEnvio = { enviados?: number; destinatario?: string } & Record<string, unknown>;

const ler =
  <T>(c: ApiClient, sub: string) =>
  () =>
    c.json<T>(`/dashboard${sub}`, { acao: A.carregarDashboard });

/** Admin dashboard: the whole payload, the helper calls (spec §7) and the two actions. */
export const dashboardEndpoints = (c: ApiClient) => ({
  /** GET /api/dashboard: estatisticas, tendencias, graficos, alertas, proximosVencimentos. */
  obter: ler<Dashboard>(c, ''),
  estatisticas: ler<Estatisticas>(c, '/estatisticas'),
  receitaMensal: ler<ReceitaMensalItem[]>(c, '/receita-mensal'),
  ocupacao: ler<OcupacaoItem[]>(c, '/ocupacao'),
  receitaPorTipo: ler<ReceitaTipoItem[]>(c, '/receita-por-tipo'),
  receitaPorCategoria: ler<ReceitaCategoriaItem[]>(c, '/receita-por-categoria'),
  alertas: ler<Alerta[]>(c, '/alertas'),
  proximosVencimentos: ler<Vencimento[]>(c, '/proximos-vencimentos'),
  /** POST /api/dashboard/enviar-cobrancas: billing notices to every overdue tenant. */
  enviarCobrancas: () =>
    c.json<ResultadoEnvio>('/dashboard/enviar-cobrancas', { method: 'POST', acao: A.enviarCobrancas }),
  /** POST /api/dashboard/relatorio: builds the monthly report and e-mails it to the agency. */
  relatorio: () => c.json<ResultadoEnvio>('/dashboard/relatorio', { method: 'POST', acao: A.relatorio }),
});
