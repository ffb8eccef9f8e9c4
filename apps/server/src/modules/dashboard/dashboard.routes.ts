import { formatDataHora, MSG, MSG_SERVIDOR } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { enviarEmailAgora } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { listarAbertosVencidos, enviarAvisos } from '../pagamentos';
import { tabelaPdf } from '../exportacao';
import { periodoDe } from './dashboard.indicadores';
import { calcularDashboard, partesDashboard, relatorioCsv, relatorioTabela } from './dashboard.service';

// Mounted at /api/dashboard. Admin only.
export const dashboardRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => c.json(await calcularDashboard(c.var.deps)))
  .get('/estatisticas', async (c) => c.json((await partesDashboard(c.var.deps).indicadores()).estatisticas))
  .get('/ocupacao', async (c) => c.json((await partesDashboard(c.var.deps).indicadores()).ocupacaoData))
  .get('/receita-mensal', async (c) => c.json((await partesDashboard(c.var.deps).receitas()).receitaData))
  .get('/receita-por-tipo', async (c) =>
    c.json((await partesDashboard(c.var.deps).receitas()).tipoImovelData),
  )
  .get('/receita-por-categoria', async (c) =>
    c.json((await partesDashboard(c.var.deps).receitas()).receitaPorCategoria),
  )
  .get('/alertas', async (c) => c.json(await partesDashboard(c.var.deps).alertas()))
  .get('/proximos-vencimentos', async (c) => c.json(await partesDashboard(c.var.deps).proximosVencimentos()))
  .post('/enviar-cobrancas', async (c) => {
    const deps = c.var.deps;
    const p = periodoDe(deps.now(), (await getConfiguracao(deps.db)).feriadosLocais);
    // Only payments already late: one due on Saturday is not, until its Monday prazo has passed.
    const vencidos = (await listarAbertosVencidos(deps.db, p.hoje)).filter(
      (v) => v.vencimento <= p.ultimoEmAtraso,
    );
    return c.json(await enviarAvisos(deps, vencidos, 'cobranca'));
  })
  .post('/relatorio', async (c) => {
    const deps = c.var.deps;
    const [dashboard, config] = await Promise.all([calcularDashboard(deps), getConfiguracao(deps.db)]);
    const { mes } = periodoDe(deps.now());
    const csv = relatorioCsv(dashboard);
    const geradoEm = `${MSG.adminUi.relatorios.geradoEm} ${formatDataHora(deps.now().toISOString())}`;
    const pdf = await tabelaPdf(relatorioTabela(dashboard, MSG_SERVIDOR.relatorio.assunto(mes)), {
      agencia: config.nome,
      geradoEm,
    });
    const arquivo = `relatorio_${mes}`;
    // The files go as attachments; the outbox keeps their names (the admin already has the CSV here).
    // The answer says what SMTP did with it: the screen claims 'enviado' only when it accepted it.
    const envio = await enviarEmailAgora(deps, {
      para: config.emailAdministracao,
      assunto: MSG_SERVIDOR.relatorio.assunto(mes),
      corpo: MSG_SERVIDOR.relatorio.corpo(mes),
      anexos: [
        { nome: `${arquivo}.csv`, tipo: 'text/csv; charset=utf-8', conteudo: csv },
        { nome: `${arquivo}.pdf`, tipo: 'application/pdf', conteudo: Buffer.from(pdf) },
      ],
    });
    return c.json({
      ...envio,
      enviadoPara: config.emailAdministracao,
      destinatario: config.emailAdministracao,
      arquivo: `${arquivo}.csv`,
      csv,
    });
  });
