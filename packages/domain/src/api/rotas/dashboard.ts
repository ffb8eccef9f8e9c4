import { z } from 'zod';
import {
  alertaSchema,
  dashboardSchema,
  estatisticasSchema,
  ocupacaoItemSchema,
  receitaCategoriaItemSchema,
  receitaMensalItemSchema,
  receitaTipoItemSchema,
  relatorioDashboardEnviadoSchema,
  vencimentoSchema,
} from '../../dashboard/dashboard.schema';
import { avisosEnviadosSchema } from '../../shared/envio-email.schema';
import { rota } from '../rota';

const grupo = 'Dashboard';
const admin = ['admin'] as const;

export const ROTAS_DASHBOARD = [
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard',
    grupo,
    resumo:
      'O painel inteiro: indicadores e tendências, gráficos, alertas, vencimentos e repasses da semana.',
    papeis: admin,
    resposta: { schema: dashboardSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/estatisticas',
    grupo,
    resumo: 'Os indicadores do mês: imóveis, contratos ativos, ocupação, receita e inadimplência.',
    papeis: admin,
    resposta: { schema: estatisticasSchema },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/ocupacao',
    grupo,
    resumo: 'Os imóveis de aluguel por situação (gráfico de ocupação).',
    papeis: admin,
    resposta: { schema: z.array(ocupacaoItemSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/receita-mensal',
    grupo,
    resumo: 'A receita recebida de cada um dos últimos meses, com a meta da agência.',
    papeis: admin,
    resposta: { schema: z.array(receitaMensalItemSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/receita-por-tipo',
    grupo,
    resumo: 'A receita do mês por tipo de imóvel.',
    papeis: admin,
    resposta: { schema: z.array(receitaTipoItemSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/receita-por-categoria',
    grupo,
    resumo: 'A receita do mês por categoria (aluguel, condomínio, IPTU…), com o percentual de cada uma.',
    papeis: admin,
    resposta: { schema: z.array(receitaCategoriaItemSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/alertas',
    grupo,
    resumo:
      'Os alertas: aluguéis atrasados e recebidos, prazos de processos, contratos e garantias vencendo.',
    papeis: admin,
    resposta: { schema: z.array(alertaSchema) },
  }),
  rota({
    metodo: 'GET',
    caminho: '/api/dashboard/proximos-vencimentos',
    grupo,
    resumo: 'Os próximos aluguéis a vencer, com contrato, inquilino, data e valor.',
    papeis: admin,
    resposta: { schema: z.array(vencimentoSchema) },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/dashboard/enviar-cobrancas',
    grupo,
    resumo: 'Envia a cobrança (e-mail e notificação) a cada inquilino com aluguel em atraso.',
    descricao:
      'Só o que já passou do prazo (um vencimento no fim de semana espera o dia útil seguinte); ' +
      'quem já foi cobrado hoje fica de fora. Responde quantos avisos foram postos na área dos ' +
      'locatários e o que houve com os e-mails: `enviados` só os que o SMTP aceitou.',
    papeis: admin,
    resposta: {
      schema: avisosEnviadosSchema,
      exemplo: {
        avisos: 3,
        emails: { enviados: 1, naFila: 2, falharam: 0, motivo: 'O envio de e-mails não está configurado.' },
      },
    },
  }),
  rota({
    metodo: 'POST',
    caminho: '/api/dashboard/relatorio',
    grupo,
    resumo: 'Gera o relatório do mês (CSV e PDF) e o envia ao e-mail da administração.',
    descricao:
      'Responde o que houve com o e-mail: `enviado` só quando o SMTP o aceitou; `na-fila` quando ' +
      'espera na caixa de saída (sem SMTP configurado, ou o SMTP ainda não respondeu); `falhou` com ' +
      'o motivo dado pelo SMTP. O CSV também volta na resposta, para baixar na hora.',
    papeis: admin,
    resposta: { schema: relatorioDashboardEnviadoSchema },
  }),
] as const;
