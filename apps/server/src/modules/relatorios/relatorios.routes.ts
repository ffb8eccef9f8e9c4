import {
  formatDataHora,
  hojeNaAgencia,
  MSG,
  relatorioQuerySchema,
  type FormatoRelatorio,
} from '@morada/domain';
import { Hono, type Context } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import {
  extratoAnual,
  relatorioInadimplencia,
  relatorioOcupacao,
  relatorioReceita,
} from './relatorios.service';
import { tabelaPdf } from './relatorios.pdf';
import {
  tabelaCsv,
  tabelaExtrato,
  tabelaInadimplencia,
  tabelaOcupacao,
  tabelaReceita,
  type Tabela,
} from './relatorios.tabela';

/**
 * Answers a report in the asked format: the structured JSON for the screen, or the same table
 * as a CSV or PDF download named `<nome>.<ext>`.
 */
const responder = async <T>(
  c: Context<AppEnv>,
  formato: FormatoRelatorio,
  dados: T,
  tabela: (d: T) => Tabela,
  nome: string,
) => {
  if (formato === 'json') return c.json(dados);
  const cabecalhos = {
    'Content-Disposition': `attachment; filename="${nome}.${formato}"`,
    'Cache-Control': 'private, no-store',
  };
  if (formato === 'csv') {
    return c.body(tabelaCsv(tabela(dados)), 200, {
      ...cabecalhos,
      'Content-Type': 'text/csv; charset=utf-8',
    });
  }
  const config = await getConfiguracao(c.var.deps.db);
  const geradoEm = `${MSG.adminUi.relatorios.geradoEm} ${formatDataHora(c.var.deps.now().toISOString())}`;
  const bytes = await tabelaPdf(tabela(dados), { agencia: config.nome, geradoEm });
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { ...cabecalhos, 'Content-Type': 'application/pdf' });
};

const consulta = (c: Context<AppEnv>) => {
  const q = readQuery(c, relatorioQuerySchema);
  // The agency's day (São Paulo), not UTC: at 21:00 on the 31st the year has not turned yet.
  const hoje = hojeNaAgencia(c.var.deps.now());
  return { ...q, ano: q.ano ?? Number(hoje.slice(0, 4)), hoje };
};

// Mounted at /api/relatorios. Admin only: these are the agency's books.
export const relatoriosRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/receita', async (c) => {
    const { ano, formato } = consulta(c);
    const meta = (await getConfiguracao(c.var.deps.db)).metaReceitaMensal;
    return responder(
      c,
      formato,
      await relatorioReceita(c.var.deps.db, ano, meta),
      tabelaReceita,
      `receita_${ano}`,
    );
  })
  .get('/inadimplencia', async (c) => {
    const { formato, hoje } = consulta(c);
    const { feriadosLocais } = await getConfiguracao(c.var.deps.db);
    return responder(
      c,
      formato,
      await relatorioInadimplencia(c.var.deps.db, hoje, feriadosLocais),
      tabelaInadimplencia,
      `inadimplencia_${hoje}`,
    );
  })
  .get('/ocupacao', async (c) => {
    const { formato, hoje } = consulta(c);
    return responder(c, formato, await relatorioOcupacao(c.var.deps.db), tabelaOcupacao, `ocupacao_${hoje}`);
  })
  .get('/extrato-anual', async (c) => {
    const { ano, formato, parte } = consulta(c);
    const nome = `extrato_${parte === 'inquilino' ? 'inquilinos' : 'proprietarios'}_${ano}`;
    return responder(c, formato, await extratoAnual(c.var.deps.db, ano, parte), tabelaExtrato, nome);
  });
