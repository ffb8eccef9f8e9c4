import { formatBRL, formatPercent, gerarCsv, MSG, type Dashboard } from '@morada/domain';
import { Download, Mail } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { baixarCsv } from '../../components/data-toolbar';
import { Spinner } from '../../components/spinner';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '../../components/table';
import { cn } from '../../lib/cn';

const T = MSG.adminUi.relatorios;
const D = MSG.dashboard;

type AdminRelatoriosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  dados: Dashboard | undefined;
  loading: boolean;
  onEnviar: () => void;
  enviando?: boolean;
  /** YYYY-MM-DD used in the CSV file name. */
  hoje: string;
};

const percentualMeta = (valor: number, meta: number) => (meta > 0 ? formatPercent(Math.round((valor / meta) * 1000) / 10) : '—');

/** /admin/relatorios: the monthly report on screen, as CSV, or e-mailed to the agency. */
function AdminRelatoriosView({ dados, loading, onEnviar, enviando = false, hoje, className, ...props }: AdminRelatoriosViewProps) {
  const exportar = () => {
    if (!dados) return;
    const linhas = dados.graficos.receitaData.map((r) => [r.mes, r.valor, r.meta]);
    baixarCsv(gerarCsv([T.mes, D.receita, D.meta], linhas), `relatorio_${hoje}.csv`);
  };
  return (
    <div data-slot="admin-relatorios" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight">{MSG.adminUi.menu.relatorios}</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={exportar} disabled={!dados}>
            <Download className="size-4" aria-hidden />
            {MSG.admin.exportarCsv}
          </Button>
          <Button type="button" onClick={onEnviar} disabled={enviando || !dados}>
            <Mail className="size-4" aria-hidden />
            {enviando ? MSG.adminUi.dashboard.enviando : T.enviarEmail}
          </Button>
        </div>
      </header>
      {loading && !dados ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : !dados ? (
        <p className="py-10 text-center text-muted-foreground">{D.erroCarregar}</p>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{T.resumo}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {[
                  [D.totalImoveis, String(dados.estatisticas.totalImoveis)],
                  [D.contratosAtivos, String(dados.estatisticas.contratosAtivos)],
                  [D.taxaOcupacao, formatPercent(dados.estatisticas.taxaOcupacao)],
                  [D.receitaMensal, formatBRL(dados.estatisticas.receitaMensal)],
                  [T.inadimplencia, formatPercent(dados.estatisticas.taxaInadimplencia)],
                ].map(([rotulo, valor]) => (
                  <div key={rotulo}>
                    <dt className="text-sm text-muted-foreground">{rotulo}</dt>
                    <dd className="text-xl font-bold">{valor}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <div className="grid gap-6 xl:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{D.receitaVsMeta}</CardTitle>
              </CardHeader>
              <CardContent className="overflow-x-auto">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{T.mes}</TableHead>
                      <TableHead className="text-right">{D.receita}</TableHead>
                      <TableHead className="text-right">{D.meta}</TableHead>
                      <TableHead className="text-right">{T.atingido}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {dados.graficos.receitaData.length === 0 ? (
                      <TableEmpty colSpan={4}>{MSG.adminUi.dashboard.semDados}</TableEmpty>
                    ) : (
                      dados.graficos.receitaData.map((r) => (
                        <TableRow key={r.mes}>
                          <TableCell>{r.mes}</TableCell>
                          <TableCell className="text-right">{formatBRL(r.valor)}</TableCell>
                          <TableCell className="text-right">{formatBRL(r.meta)}</TableCell>
                          <TableCell className="text-right">{percentualMeta(r.valor, r.meta)}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-base">{D.receitaPorCategoria}</CardTitle>
              </CardHeader>
              <CardContent className="overflow-x-auto">
                <Table>
                  <TableBody>
                    {dados.graficos.receitaPorCategoria.length === 0 ? (
                      <TableEmpty colSpan={3}>{MSG.adminUi.dashboard.semDados}</TableEmpty>
                    ) : (
                      dados.graficos.receitaPorCategoria.map((r) => (
                        <TableRow key={r.categoria}>
                          <TableCell>{r.categoria}</TableCell>
                          <TableCell className="text-right">{formatBRL(r.valor)}</TableCell>
                          <TableCell className="text-right">{formatPercent(r.percentual)}</TableCell>
                        </TableRow>
                      ))
                    )}
                  </TableBody>
                </Table>
                <h3 className="mt-6 mb-2 text-sm font-semibold">{D.receitaPorTipo}</h3>
                <Table>
                  <TableBody>
                    {dados.graficos.tipoImovelData.map((r) => (
                      <TableRow key={r.categoria}>
                        <TableCell>{r.categoria}</TableCell>
                        <TableCell className="text-right">{formatBRL(r.receita)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

export { AdminRelatoriosView };
export type { AdminRelatoriosViewProps };
