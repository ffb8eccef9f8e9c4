import { lerFotoChamado } from '@morada/api-client/site';
import { MSG_CHAMADOS_UI } from '@morada/domain';
import { Spinner } from '@morada/ui/spinner';
import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The Chamados tabs load their code when opened: the form, its schemas and react-hook-form would
 * otherwise weigh on every visit to the tenant area and the owner portal (≤ 150 KB, decision 036).
 */
const AbaLocatario = lazy(() =>
  Promise.all([import('./aba-chamados-locatario'), import('@morada/ui/views/chamados')]).then(
    ([{ AbaChamadosLocatario }, { LeitorFotosChamado }]) => ({
      default: () => (
        <LeitorFotosChamado value={lerFotoChamado}>
          <AbaChamadosLocatario />
        </LeitorFotosChamado>
      ),
    }),
  ),
);
// The photos are private: the views read them with the session through `lerFotoChamado`.
const ListaProprietario = lazy(() =>
  import('@morada/ui/views/chamados').then(({ ChamadosProprietario, LeitorFotosChamado }) => ({
    default: (props: ComponentProps<typeof ChamadosProprietario>) => (
      <LeitorFotosChamado value={lerFotoChamado}>
        <ChamadosProprietario {...props} />
      </LeitorFotosChamado>
    ),
  })),
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
