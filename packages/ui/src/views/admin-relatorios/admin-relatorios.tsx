import {
  formatData,
  MSG,
  type ExtratoAnual,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
} from '@morada/domain';
import { Download, Mail, RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { NativeSelect } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { cn } from '../../lib/cn';
import { DocumentosProprietarios } from './documentos-proprietarios';
import { TabelaExtrato, TabelaInadimplencia, TabelaOcupacao, TabelaReceita } from './relatorios-tabelas';

const R = MSG.adminUi.relatorios;

/** The five tabs: the two annual statements are one report seen from each side. */
export const ABAS_RELATORIO = [
  'receita',
  'inadimplencia',
  'ocupacao',
  'extratoInquilinos',
  'extratoProprietarios',
] as const;
export type AbaRelatorio = (typeof ABAS_RELATORIO)[number];

/** The report on screen; which one it is follows the tab. */
export type DadosRelatorio =
  | { aba: 'receita'; dados: RelatorioReceita }
  | { aba: 'inadimplencia'; dados: RelatorioInadimplencia }
  | { aba: 'ocupacao'; dados: RelatorioOcupacao }
  | { aba: 'extratoInquilinos' | 'extratoProprietarios'; dados: ExtratoAnual };

type AdminRelatoriosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  aba: AbaRelatorio;
  onAbaChange: (aba: AbaRelatorio) => void;
  ano: number;
  /** Years offered in the select, newest first. */
  anos: number[];
  onAnoChange: (ano: number) => void;
  relatorio: DadosRelatorio | undefined;
  loading: boolean;
  /** Set when the report failed to load: shows the message and 'Tentar novamente'. */
  erro?: string | null | undefined;
  onRetry: () => void;
  onBaixar: (formato: 'csv' | 'pdf') => void;
  /**
   * What is downloading: 'csv' or 'pdf' for the report on screen (both wait), or a key of the
   * owners' documents (chaveDimob, chaveInformeProprietario: that button spins and waits).
   */
  baixando?: string | null | undefined;
  /** E-mails the monthly report to the agency (dashboard 'Relatório'). */
  onEnviar: () => void;
  enviando?: boolean;
  /** GET /api/relatorios/dimob: 'Gerar DIMOB {ano}' under the owners' annual statement. */
  onBaixarDimob?: (ano: number) => Promise<void> | void;
  /** Offered by the informe's owner select. */
  proprietarios?: { id: string; nome: string }[];
  /** GET /api/relatorios/informe: an owner's informe de rendimentos of the year. */
  onBaixarInforme?: (proprietarioId: string, ano: number, formato: 'pdf' | 'csv') => Promise<void> | void;
};

/** Only the year-bound reports offer the year select. */
const usaAno = (aba: AbaRelatorio) => aba !== 'inadimplencia' && aba !== 'ocupacao';

const tituloDe = (aba: AbaRelatorio, ano: number, hoje: string) =>
  ({
    receita: R.titulos.receita(ano),
    inadimplencia: R.titulos.inadimplencia(hoje),
    ocupacao: R.titulos.ocupacao,
    extratoInquilinos: R.titulos.extratoInquilino(ano),
    extratoProprietarios: R.titulos.extratoProprietario(ano),
  })[aba];

function Conteudo({ relatorio }: { relatorio: DadosRelatorio }) {
  switch (relatorio.aba) {
    case 'receita':
      return <TabelaReceita dados={relatorio.dados} />;
    case 'inadimplencia':
      return <TabelaInadimplencia dados={relatorio.dados} />;
    case 'ocupacao':
      return <TabelaOcupacao dados={relatorio.dados} />;
    default:
      return <TabelaExtrato dados={relatorio.dados} />;
  }
}

/**
 * /admin/relatorios: revenue (received vs expected vs goal), delinquency with multa/juros,
 * occupancy, and the annual rent statements per tenant and per owner; each downloadable as CSV
 * and PDF. Under the owners' statement, the year's DIMOB and each owner's informe de rendimentos.
 * The monthly report can still be e-mailed to the agency.
 */
function AdminRelatoriosView({
  aba,
  onAbaChange,
  ano,
  anos,
  onAnoChange,
  relatorio,
  loading,
  erro,
  onRetry,
  onBaixar,
  baixando = null,
  onEnviar,
  enviando = false,
  onBaixarDimob,
  proprietarios,
  onBaixarInforme,
  className,
  ...props
}: AdminRelatoriosViewProps) {
  const atual = relatorio?.aba === aba ? relatorio : undefined;
  const hoje = atual?.aba === 'inadimplencia' ? formatData(atual.dados.dataBase) : '';
  return (
    <div data-slot="admin-relatorios" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight">{MSG.adminUi.menu.relatorios}</h1>
        <Button type="button" variant="outline" onClick={onEnviar} disabled={enviando}>
          <Mail className="size-4" aria-hidden />
          {enviando ? MSG.adminUi.dashboard.enviando : R.enviarEmail}
        </Button>
      </header>
      <Tabs value={aba} onValueChange={(v) => onAbaChange(v as AbaRelatorio)}>
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          {ABAS_RELATORIO.map((a) => (
            <TabsTrigger key={a} value={a}>
              {R.abas[a]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ABAS_RELATORIO.map((a) => (
          <TabsContent key={a} value={a} className="mt-6">
            {a === aba ? (
              <Card>
                <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <CardTitle className="text-base">{tituloDe(aba, ano, hoje)}</CardTitle>
                  <div className="flex flex-wrap items-center gap-2">
                    {usaAno(aba) ? (
                      <label className="flex items-center gap-2 text-sm">
                        {R.ano}
                        <NativeSelect
                          value={String(ano)}
                          onChange={(e) => onAnoChange(Number(e.target.value))}
                          className="w-28"
                        >
                          {anos.map((a) => (
                            <option key={a} value={a}>
                              {a}
                            </option>
                          ))}
                        </NativeSelect>
                      </label>
                    ) : null}
                    {(['csv', 'pdf'] as const).map((f) => (
                      <Button
                        key={f}
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => onBaixar(f)}
                        disabled={!atual || baixando === 'csv' || baixando === 'pdf'}
                      >
                        <Download className="size-4" aria-hidden />
                        {f === 'csv' ? R.baixarCsv : R.baixarPdf}
                      </Button>
                    ))}
                  </div>
                </CardHeader>
                <CardContent>
                  {erro && !atual ? (
                    <div className="flex flex-col items-center gap-3 py-10 text-center">
                      <p className="text-muted-foreground">{erro}</p>
                      <Button type="button" variant="outline" onClick={onRetry}>
                        <RefreshCw className="size-4" aria-hidden />
                        {MSG.dashboard.tentarNovamente}
                      </Button>
                    </div>
                  ) : loading || !atual ? (
                    <div className="flex min-h-40 items-center justify-center">
                      <Spinner label={MSG.guard.carregando} />
                    </div>
                  ) : (
                    <Conteudo relatorio={atual} />
                  )}
                </CardContent>
              </Card>
            ) : null}
            {a === aba && a === 'extratoProprietarios' && (onBaixarDimob || onBaixarInforme) ? (
              <DocumentosProprietarios
                ano={ano}
                onBaixarDimob={onBaixarDimob}
                proprietarios={proprietarios}
                onBaixarInforme={onBaixarInforme}
                baixando={baixando}
              />
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export { AdminRelatoriosView };
export type { AdminRelatoriosViewProps };
