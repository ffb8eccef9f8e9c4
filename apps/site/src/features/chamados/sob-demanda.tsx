import { MSG_CHAMADOS_UI } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { lazy, Suspense } from 'react';

/*
 * The Chamados tabs load their code when opened: the form, its schemas and react-hook-form would
 * otherwise weigh on every visit to the tenant area and the owner portal (≤ 150 KB, decision 036).
 * The chamados' views, hooks and endpoints are imported only by the lazy modules: an import here
 * would pull them into the area's first chunk.
 */
const AbaLocatario = lazy(() =>
  import('./aba-locatario-com-fotos').then((m) => ({ default: m.AbaChamadosLocatarioComFotos })),
);
const AbaProprietario = lazy(() =>
  import('./aba-chamados-proprietario').then((m) => ({ default: m.AbaChamadosProprietario })),
);
const Contador = lazy(() =>
  import('./contador-proprietario').then((m) => ({ default: m.ContadorChamadosProprietario })),
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

/** The owner's Chamados tab, loaded when he opens it. */
export function AbaChamadosProprietarioSobDemanda() {
  return (
    <Suspense fallback={<Carregando />}>
      <AbaProprietario />
    </Suspense>
  );
}

/**
 * The count of chamados awaiting the owner, beside the tab: it renders nothing and loads with the
 * portal, in a chunk of its own, so it shows without opening the tab.
 */
export function ContadorChamadosProprietarioSobDemanda(props: { onContar: (aguardando: number) => void }) {
  return (
    <Suspense fallback={null}>
      <Contador {...props} />
    </Suspense>
  );
}
