import {
  formatBRL,
  formatData,
  MSG,
  MSG_CICLO,
  MSG_CICLO_UI,
  somarMesesAData,
  type Aditivo,
} from '@morada/domain';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';

const T = MSG_CICLO_UI.renovacao;

/** What the renewal's new rent did to the reajuste's anniversary; nothing without one. */
const textoReajuste = (a: Aditivo): string | null => {
  if (a.aluguelNovo === null || !a.vigencia || !a.aniversarioReajuste) return null;
  return a.aniversarioReajuste === 'mover'
    ? T.reajusteMovido(formatData(somarMesesAData(a.vigencia, 12)))
    : T.reajusteMantido;
};

/**
 * 'Termos aditivos anteriores': each renewal's end date and rent, before and after, what it did to
 * the reajuste, and (with onBaixarTermo) a button that downloads its termo.
 */
function AditivosLista({
  aditivos,
  loading,
  onBaixarTermo,
}: {
  aditivos: readonly Aditivo[] | undefined;
  loading: boolean;
  onBaixarTermo?: ((aditivo: Aditivo) => void) | undefined;
}) {
  return (
    <section
      data-slot="aditivos-lista"
      aria-label={T.anteriores}
      className="space-y-2 border-t border-border pt-4"
    >
      <h3 className="text-sm font-semibold">{T.anteriores}</h3>
      {loading ? (
        <div className="flex min-h-16 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : !aditivos?.length ? (
        <p className="text-sm text-muted-foreground">{T.nenhumAnterior}</p>
      ) : (
        <ul className="space-y-2">
          {aditivos.map((a) => (
            <li key={a.id} className="rounded-md border border-border p-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{MSG_CICLO.aditivo.titulo(a.ordem)}</span>
                <span className="text-xs text-muted-foreground">
                  {T.registradoEm(formatData(a.criadoEm))}
                </span>
              </div>
              <p>{T.termino(formatData(a.dataFimAnterior), formatData(a.novaDataFim))}</p>
              <p className="tabular-nums">
                {a.aluguelNovo === null
                  ? T.aluguelMantido(formatBRL(a.aluguelAnterior))
                  : T.aluguel(formatBRL(a.aluguelAnterior), formatBRL(a.aluguelNovo))}
              </p>
              {a.aluguelNovo !== null && a.vigencia ? (
                <p className="text-xs text-muted-foreground">
                  {T.vigenciaDe(formatData(a.vigencia))}
                  {a.pagamentosReemitidos > 0 ? ` · ${T.reemitidos(a.pagamentosReemitidos)}` : ''}
                </p>
              ) : null}
              {textoReajuste(a) ? <p className="text-xs text-muted-foreground">{textoReajuste(a)}</p> : null}
              {onBaixarTermo ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => onBaixarTermo(a)}
                >
                  {T.baixarTermoDe(MSG_CICLO.aditivo.titulo(a.ordem))}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { AditivosLista };
