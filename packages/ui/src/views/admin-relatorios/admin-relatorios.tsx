import { formatData, MSG } from '@morada/domain';
import { Download, Mail, RefreshCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs';
import { cn } from '../../lib/cn';
import { SeletorAno } from '../partes/seletor-ano';
import type { FonteCombobox } from '../../components/combobox';
import { DocumentosProprietarios } from './documentos-proprietarios';
import {
  TabelaExtrato,
  TabelaInadimplencia,
  TabelaOcupacao,
  TabelaReceita,
  type DadosRelatorio,
} from './relatorios-tabelas';

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

export type { DadosRelatorio };

type AdminRelatoriosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A aba do relatório exibida. */
  aba: AbaRelatorio;
  /** Outra aba foi escolhida. */
  onAbaChange: (aba: AbaRelatorio) => void;
  /** O ano do relatório. */
  ano: number;
  /** Anos oferecidos na seleção, do mais recente ao mais antigo. */
  anos: number[];
  /** Outro ano foi escolhido. */
  onAnoChange: (ano: number) => void;
  /** Os dados da aba exibida; `undefined` enquanto carregam. */
  relatorio: DadosRelatorio | undefined;
  /** O relatório está carregando. */
  loading: boolean;
  /** Definido quando o relatório não carregou: mostra a mensagem e “Tentar novamente”. */
  erro?: string | null | undefined;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry: () => void;
  /** Baixa o relatório da aba em CSV ou PDF. */
  onBaixar: (formato: 'csv' | 'pdf') => void;
  /**
   * O que está sendo baixado: `'csv'` ou `'pdf'` do relatório na tela (os dois aguardam), ou uma chave dos
   * documentos dos proprietários (`chaveDimob`, `chaveInformeProprietario`: aquele botão gira e aguarda).
   */
  baixando?: string | null | undefined;
  /** Envia por e-mail o relatório mensal à imobiliária (“Relatório” no painel). */
  onEnviar: () => void;
  /** O relatório mensal está sendo enviado por e-mail: o botão fica desabilitado. */
  enviando?: boolean;
  /** GET /api/relatorios/dimob: “Gerar DIMOB {ano}” sob o extrato anual dos proprietários. */
  onBaixarDimob?: (ano: number) => Promise<void> | void;
  /** Opções da seleção de proprietário do informe. */
  proprietarios?: FonteCombobox;
  /** GET /api/relatorios/informe: o informe de rendimentos de um proprietário no ano. */
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
 * Tela /admin/relatorios: receita (recebida, prevista e meta), inadimplência com multa e juros, ocupação e os
 * extratos anuais de aluguel por locatário e por proprietário, cada um para baixar em CSV e PDF. Sob o
 * extrato dos proprietários, a DIMOB do ano e o informe de rendimentos de cada proprietário. O relatório
 * mensal ainda pode ser enviado por e-mail à imobiliária.
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
                        <SeletorAno anos={anos} ano={ano} onAnoChange={onAnoChange} />
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
