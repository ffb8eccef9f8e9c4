import { formatDataHora, MSG, MSG_SERVIDOR } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { enviarEmailAgora } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { listarAbertosVencidos, enviarAvisos } from '../pagamentos';
import { tabelaPdf } from '../exportacao';
import { periodoDe } from './dashboard.indicadores';
import { calcularDashboard, partesDashboard, relatorioCsv, relatorioTabela } from './dashboard.service';

/** The admin's dashboard: the whole of it, each part on its own, and its two actions. */
export const endpointsDashboard = [
  endpoint('GET /api/dashboard', async ({ c, deps }) => c.json(await calcularDashboard(deps))),
  endpoint('GET /api/dashboard/estatisticas', async ({ c, deps }) =>
    c.json((await partesDashboard(deps).indicadores()).estatisticas),
  ),
  endpoint('GET /api/dashboard/ocupacao', async ({ c, deps }) =>
    c.json((await partesDashboard(deps).indicadores()).ocupacaoData),
  ),
  endpoint('GET /api/dashboard/receita-mensal', async ({ c, deps }) =>
    c.json((await partesDashboard(deps).receitas()).receitaData),
  ),
  endpoint('GET /api/dashboard/receita-por-tipo', async ({ c, deps }) =>
    c.json((await partesDashboard(deps).receitas()).tipoImovelData),
  ),
  endpoint('GET /api/dashboard/receita-por-categoria', async ({ c, deps }) =>
    c.json((await partesDashboard(deps).receitas()).receitaPorCategoria),
  ),
  endpoint('GET /api/dashboard/alertas', async ({ c, deps }) =>
    c.json(await partesDashboard(deps).alertas()),
  ),
  endpoint('GET /api/dashboard/proximos-vencimentos', async ({ c, deps }) =>
    c.json(await partesDashboard(deps).proximosVencimentos()),
  ),
  endpoint('POST /api/dashboard/enviar-cobrancas', async ({ c, deps }) => {
    const p = periodoDe(deps.now(), (await getConfiguracao(deps.db)).feriadosLocais);
    // Only payments already late: one due on Saturday is not, until its Monday prazo has passed.
    const vencidos = (await listarAbertosVencidos(deps.db, p.hoje)).filter(
      (v) => v.vencimento <= p.ultimoEmAtraso,
    );
    return c.json(await enviarAvisos(deps, vencidos, 'cobranca'));
  }),
  endpoint('POST /api/dashboard/relatorio', async ({ c, deps }) => {
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
  }),
];
