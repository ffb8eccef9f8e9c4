import { endpoint } from '../../http/endpoint';
import { getConfiguracao } from '../configuracoes';
import { anoEHoje, responder } from '../exportacao';
import { dimobDoAno, informeDoProprietario, tabelaInforme } from '../rendimentos';
import {
  extratoAnual,
  relatorioInadimplencia,
  relatorioOcupacao,
  relatorioReceita,
} from './relatorios.service';
import { tabelaExtrato, tabelaInadimplencia, tabelaOcupacao, tabelaReceita } from './relatorios.tabela';

/** The agency's books (admin only), as JSON for the screen or a CSV/PDF download (`formato`). */
export const endpointsRelatorios = [
  endpoint('GET /api/relatorios/receita', async ({ c, deps, query }) => {
    const { ano } = anoEHoje(deps, query.ano);
    const meta = (await getConfiguracao(deps.db)).metaReceitaMensal;
    const relatorio = await relatorioReceita(deps.db, ano, meta);
    return responder(c, query.formato, relatorio, tabelaReceita, `receita_${ano}`);
  }),
  endpoint('GET /api/relatorios/inadimplencia', async ({ c, deps, query }) => {
    const { hoje } = anoEHoje(deps);
    const { feriadosLocais } = await getConfiguracao(deps.db);
    const relatorio = await relatorioInadimplencia(deps.db, hoje, feriadosLocais);
    return responder(c, query.formato, relatorio, tabelaInadimplencia, `inadimplencia_${hoje}`);
  }),
  endpoint('GET /api/relatorios/ocupacao', async ({ c, deps, query }) => {
    const { hoje } = anoEHoje(deps);
    const relatorio = await relatorioOcupacao(deps.db);
    return responder(c, query.formato, relatorio, tabelaOcupacao, `ocupacao_${hoje}`);
  }),
  endpoint('GET /api/relatorios/extrato-anual', async ({ c, deps, query: { formato, parte, ...q } }) => {
    const { ano } = anoEHoje(deps, q.ano);
    const nome = `extrato_${parte === 'inquilino' ? 'inquilinos' : 'proprietarios'}_${ano}`;
    return responder(c, formato, await extratoAnual(deps.db, ano, parte), tabelaExtrato, nome);
  }),
  // One owner's informe de rendimentos (the owner downloads theirs from /api/proprietario/informe).
  endpoint('GET /api/relatorios/informe', async ({ c, deps, query }) => {
    const { ano } = anoEHoje(deps, query.ano);
    const informe = await informeDoProprietario(deps.db, ano, query.proprietarioId);
    return responder(c, query.formato, informe, tabelaInforme, `informe_rendimentos_${ano}`);
  }),
  // The DIMOB file of the year, in the Receita Federal's layout (plain ASCII, CRLF lines).
  endpoint('GET /api/relatorios/dimob', async ({ c, deps, query }) => {
    const { ano } = anoEHoje(deps, query.ano);
    const arquivo = await dimobDoAno(deps.db, ano);
    return c.body(arquivo, 200, {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="DIMOB_${ano}.txt"`,
      'Cache-Control': 'private, no-store',
    });
  }),
];
