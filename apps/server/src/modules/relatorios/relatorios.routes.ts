import { proprietarioQuerySchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { readQuery } from '../../http/validate';
import { getConfiguracao } from '../configuracoes';
import { dimobDoAno, informeDoProprietario, tabelaInforme } from '../rendimentos';
import { consulta, responder } from '../exportacao';
import {
  extratoAnual,
  relatorioInadimplencia,
  relatorioOcupacao,
  relatorioReceita,
} from './relatorios.service';
import { tabelaExtrato, tabelaInadimplencia, tabelaOcupacao, tabelaReceita } from './relatorios.tabela';

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
  })
  // One owner's informe de rendimentos (the owner downloads theirs from /api/proprietario/informe).
  .get('/informe', async (c) => {
    const { ano, formato } = consulta(c);
    const { proprietarioId } = readQuery(c, proprietarioQuerySchema);
    const informe = await informeDoProprietario(c.var.deps.db, ano, proprietarioId);
    return responder(c, formato, informe, tabelaInforme, `informe_rendimentos_${ano}`);
  })
  // The DIMOB file of the year, in the Receita Federal's layout (plain ASCII, CRLF lines).
  .get('/dimob', async (c) => {
    const { ano } = consulta(c);
    const arquivo = await dimobDoAno(c.var.deps.db, ano);
    return c.body(arquivo, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="DIMOB_${ano}.txt"`,
      'Cache-Control': 'private, no-store',
    });
  });
