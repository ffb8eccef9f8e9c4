import { formatPercent, mostrarBannerInadimplencia, MSG } from '@morada/domain';
import { AlertTriangle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

type DelinquencyBannerProps = ComponentProps<'div'> & {
  taxaInadimplencia: number;
  onEnviarCobrancas: () => void;
  busy?: boolean;
};

/** Red banner, only when taxaInadimplencia is above 5 (section 9: exactly 5 shows nothing). */
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
          <p className="text-sm">
            {MSG.adminUi.dashboard.taxaInadimplencia(formatPercent(taxaInadimplencia))}
          </p>
        </div>
      </div>
      <Button type="button" variant="destructive" onClick={onEnviarCobrancas} disabled={busy}>
        {busy ? MSG.adminUi.dashboard.enviando : MSG.dashboard.enviarCobrancas}
      </Button>
    </div>
  );
}

export { DelinquencyBanner };
