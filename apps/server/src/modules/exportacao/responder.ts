import { formatDataHora, hojeNaAgencia, MSG, type FormatoRelatorio } from '@morada/domain';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes';
import { tabelaPdf } from './tabela-pdf';
import { tabelaCsv, type Tabela } from './tabela';

/**
 * Answers a report in the asked format: the structured JSON for the screen, or the same table
 * as a CSV or PDF download named `<nome>.<ext>`.
 */
export const responder = async <T>(
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

/**
 * A report's year, this year when the query leaves it out, and the agency's day (São Paulo, not
 * UTC: at 21:00 on the 31st the year has not turned yet).
 */
export const anoEHoje = (deps: Deps, ano?: number) => {
  const hoje = hojeNaAgencia(deps.now());
  return { ano: ano ?? Number(hoje.slice(0, 4)), hoje };
};
