import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  formatBRL,
  formatData,
  MSG_PROPRIETARIO_UI,
  MSG_REPASSE,
  type Repasse,
  type StatusRepasse,
  formatMesPorExtenso,
} from '@morada/domain';
import { cn } from '../../lib/cn';
import { Badge, type BadgeProps } from '../../components/badge';
import { Button } from '../../components/button';
import { BotaoDownload, chaveExtrato } from './botao-download';
import { RepasseDetalhes } from './repasse-detalhes';

const R = MSG_PROPRIETARIO_UI.repasses;
const D = MSG_PROPRIETARIO_UI.documentos;

type Downloads = {
  /** The repasse's statement; without it the card offers no download. */
  onBaixarExtrato?: ((repasse: Repasse, formato: 'pdf' | 'csv') => Promise<void> | void) | undefined;
  /** Key of what is downloading (see chaveExtrato). */
  baixando?: string | null | undefined;
};

const COR: Record<StatusRepasse, BadgeProps['variant']> = {
  previsto: 'yellow',
  liberado: 'blue',
  pago: 'green',
};

function RepasseCard({ repasse, onBaixarExtrato, baixando }: { repasse: Repasse } & Downloads) {
  const [aberto, setAberto] = useState(false);
  const idDetalhes = `repasse-${repasse._id}-detalhes`.replace(/[^\w-]/g, '-');
  const mes = formatMesPorExtenso(repasse.mes);
  return (
    <li>
      <article aria-label={mes} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold first-letter:uppercase">{mes}</h3>
          <Badge variant={COR[repasse.status]}>{MSG_REPASSE.status[repasse.status]}</Badge>
        </header>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">{MSG_REPASSE.colunas.liquido}</p>
            <p className="text-3xl font-bold tabular-nums">{formatBRL(repasse.totais.liquido)}</p>
            <p className="text-sm text-muted-foreground">
              {repasse.pagamento
                ? R.pagoEm(formatData(repasse.pagamento.data), MSG_REPASSE.meios[repasse.pagamento.meio])
                : R.previstoPara(formatData(repasse.dataPrevista))}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {onBaixarExtrato ? (
              <div role="group" aria-label={D.extratoDe(mes)} className="flex gap-2">
                {(['pdf', 'csv'] as const).map((f) => (
                  <BotaoDownload
                    key={f}
                    baixando={baixando === chaveExtrato(repasse._id, f)}
                    onClick={() => void onBaixarExtrato(repasse, f)}
                  >
                    {f === 'pdf' ? D.extratoPdf : D.extratoCsv}
                  </BotaoDownload>
                ))}
              </div>
            ) : null}
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={aberto}
              aria-controls={aberto ? idDetalhes : undefined}
              onClick={() => setAberto((v) => !v)}
            >
              {aberto ? R.ocultarDetalhes : R.verDetalhes}
              <ChevronDown
                className={cn('size-4 transition-transform', aberto && 'rotate-180')}
                aria-hidden
              />
            </Button>
          </div>
        </div>
        {aberto ? <RepasseDetalhes repasse={repasse} id={idDetalhes} /> : null}
      </article>
    </li>
  );
}

/** Newest month first; each repasse opens into its lines, expenses and payment. */
function RepassesTab({ repasses, ...downloads }: { repasses: readonly Repasse[] } & Downloads) {
  if (repasses.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {R.vazio}
      </p>
    );
  }
  const ordenados = [...repasses].sort((a, b) => b.mes.localeCompare(a.mes));
  return (
    <ul className="grid gap-4">
      {ordenados.map((r) => (
        <RepasseCard key={r._id} repasse={r} {...downloads} />
      ))}
    </ul>
  );
}

export { RepassesTab };
