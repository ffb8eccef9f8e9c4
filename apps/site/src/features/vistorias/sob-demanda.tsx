import { MSG_VISTORIAS_REVISAO_UI } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { lazy, Suspense } from 'react';

/*
 * The Vistoria tab loads its code when opened: the laudo, the contest dialog and the photo
 * compression would otherwise weigh on every visit to the tenant area (decision 036).
 */
const Aba = lazy(() =>
  import('./aba-vistorias-locatario').then((m) => ({ default: m.AbaVistoriasLocatario })),
);

/** The tenant's Vistoria tab, loaded when he opens it. */
export function AbaVistoriasLocatarioSobDemanda() {
  return (
    <Suspense fallback={<Spinner label={MSG_VISTORIAS_REVISAO_UI.carregando} className="py-6" />}>
      <Aba />
    </Suspense>
  );
}
