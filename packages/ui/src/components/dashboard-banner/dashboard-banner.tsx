import { formatPercent, mostrarBannerInadimplencia, MSG, MSG_FINANCEIRO } from '@morada/domain';
import { AlertTriangle, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';

type DelinquencyBannerProps = ComponentProps<'div'> & {
  /** Taxa de inadimplência do mês, em %; a faixa só aparece acima de 5. */
  taxaInadimplencia: number;
  /** “Enviar Cobranças” na faixa. */
  onEnviarCobrancas: () => void;
  /** As cobranças estão sendo enviadas: o botão mostra “Enviando...” e fica desabilitado. */
  busy?: boolean;
};

/**
 * Faixa vermelha que aparece só quando `taxaInadimplencia` passa de 5 (seção 9: exatamente 5 não mostra
 * nada). A taxa traz a definição (valor vencido no mês sobre o valor devido no mês) numa dica.
 */
function DelinquencyBanner({
  taxaInadimplencia,
  onEnviarCobrancas,
  busy = false,
  className,
  ...props
}: DelinquencyBannerProps) {
  if (!mostrarBannerInadimplencia(taxaInadimplencia)) return null;
  return (
    <div
      data-slot="delinquency-banner"
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between dark:border-red-800 dark:bg-red-950 dark:text-red-100',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{MSG.dashboard.inadimplenciaTitulo}</p>
          <Tooltip>
            <TooltipTrigger asChild>
              <p tabIndex={0} className="inline-flex cursor-help items-center gap-1 text-sm">
                {MSG.adminUi.dashboard.taxaInadimplencia(formatPercent(taxaInadimplencia))}
                <Info className="size-3.5" aria-hidden />
                <span className="sr-only">: {MSG_FINANCEIRO.taxaInadimplenciaDefinicao}</span>
              </p>
            </TooltipTrigger>
            <TooltipContent className="max-w-xs text-left font-normal">
              {MSG_FINANCEIRO.taxaInadimplenciaDefinicao}
            </TooltipContent>
          </Tooltip>
        </div>
      </div>
      <Button type="button" variant="destructive" onClick={onEnviarCobrancas} disabled={busy}>
        {busy ? MSG.adminUi.dashboard.enviando : MSG.dashboard.enviarCobrancas}
      </Button>
    </div>
  );
}

export { DelinquencyBanner };
