import { MSG_CHAMADOS_UI } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The Chamados tabs load their code when opened: the form, its schemas and react-hook-form would
 * otherwise weigh on every visit to the tenant area and the owner portal (≤ 150 KB, decision 036).
 */
const AbaLocatario = lazy(() =>
  import('./aba-chamados-locatario').then((m) => ({ default: m.AbaChamadosLocatario })),
);
const ListaProprietario = lazy(() =>
  import('@morada/ui/views/chamados').then((m) => ({ default: m.ChamadosProprietario })),
);

const Carregando = () => <Spinner label={MSG_CHAMADOS_UI.carregando} className="py-6" />;

/** The tenant's Chamados tab, loaded when he opens it. */
export function AbaChamadosLocatarioSobDemanda() {
  return (
    <Suspense fallback={<Carregando />}>
      <AbaLocatario />
    </Suspense>
  );
}

/** The owner's list of chamados, loaded when he opens the tab. */
export function ChamadosProprietarioSobDemanda(props: ComponentProps<typeof ListaProprietario>) {
  return (
    <Suspense fallback={<Carregando />}>
      <ListaProprietario {...props} />
    </Suspense>
  );
}
