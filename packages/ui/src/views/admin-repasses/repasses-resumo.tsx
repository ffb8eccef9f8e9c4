import { formatBRL, MSG_REPASSE_UI, type Repasse } from '@morada/domain';
import { Skeleton } from '../../components/skeleton';
import { resumoDosRepasses } from './repasses-calculos';

const T = MSG_REPASSE_UI.resumo;

/** The month's four figures; skeletons while the repasses load, a dash when they failed to. */
function RepassesResumo({
  repasses,
  falhou = false,
}: {
  repasses: readonly Repasse[] | undefined;
  falhou?: boolean;
}) {
  const resumo = repasses ? resumoDosRepasses(repasses) : undefined;
  const itens = [
    { rotulo: T.aRepassar, valor: resumo?.aRepassar },
    { rotulo: T.pagos, valor: resumo?.pagos },
    { rotulo: T.taxas, valor: resumo?.taxas },
    { rotulo: T.aReceber, valor: resumo?.aReceber },
  ];
  return (
    <section aria-label={T.titulo}>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {itens.map(({ rotulo, valor }) => (
          <div
            key={rotulo}
            data-slot="repasses-resumo-item"
            className="min-w-0 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-sm sm:p-4"
          >
            <dt className="text-sm font-medium text-muted-foreground">{rotulo}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums sm:text-2xl">
              {valor !== undefined ? (
                formatBRL(valor)
              ) : falhou ? (
                '—'
              ) : (
                <Skeleton className="h-7 w-full max-w-32" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { RepassesResumo };
