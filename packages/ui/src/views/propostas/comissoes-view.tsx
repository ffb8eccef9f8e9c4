import { MSG_PROPOSTAS_UI } from '@morada/domain';
import type { ComponentProps } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { cn } from '../../lib/cn';
import { TabelaComissoes } from './tabela-comissoes';
import type { Comissao, ComissoesResumo } from './tipos';
import { brl, totaisDoPeriodo } from './valores';

const T = MSG_PROPOSTAS_UI.comissoes;

type ComissoesViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** As comissões do corretor, com os totais por mês (GET /api/comissoes); `undefined` enquanto carrega. */
  resumo: ComissoesResumo | undefined;
  /** O mês corrente (AAAA-MM), para o “Total do mês” e o “Total do ano”. */
  mes: string;
  /** A primeira carga está em andamento. */
  loading: boolean;
  /** As comissões não puderam ser carregadas: a mensagem e “Tentar novamente”. */
  loadFailed?: boolean;
  onRetry?: () => void;
};

/** Um total em destaque (“Total do mês”, “Total do ano”). */
function Total({ rotulo, centavos }: { rotulo: string; centavos: number }) {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-sm font-medium text-muted-foreground">{rotulo}</CardTitle>
      </CardHeader>
      <CardContent className="px-4 text-2xl font-bold tabular-nums">{brl(centavos)}</CardContent>
    </Card>
  );
}

/**
 * As comissões do corretor (/corretor?aba=comissoes): o total do mês e o do ano, e cada negócio com o papel
 * dele (captador ou vendedor) e o valor em R$.
 */
function ComissoesView({
  resumo,
  mes,
  loading,
  loadFailed = false,
  onRetry,
  className,
  ...props
}: ComissoesViewProps) {
  const comissoes: readonly Comissao[] = resumo?.itens ?? [];
  const totais = totaisDoPeriodo(resumo?.porMes ?? [], mes);
  return (
    <div data-slot="comissoes-view" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <h2 className="text-2xl font-bold tracking-tight">{T.titulo}</h2>
      {loading || loadFailed || !resumo ? null : (
        <div className="grid grid-cols-2 gap-3">
          <Total rotulo={T.totalMes} centavos={totais.mes} />
          <Total rotulo={T.totalAno} centavos={totais.ano} />
        </div>
      )}
      <TabelaComissoes comissoes={comissoes} loading={loading} loadFailed={loadFailed} onRetry={onRetry} />
    </div>
  );
}

export { ComissoesView };
export type { ComissoesViewProps };
