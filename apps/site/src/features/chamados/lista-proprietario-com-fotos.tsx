import { lerFotoChamado } from '@morada/api-client/site';
import { ChamadosProprietario, LeitorFotosChamado } from '@morada/ui/views/chamados';
import type { ComponentProps } from 'react';

/** The owner's list of chamados, its private photos read with the session (see aba-locatario-com-fotos). */
export function ChamadosProprietarioComFotos(props: ComponentProps<typeof ChamadosProprietario>) {
  return (
    <LeitorFotosChamado value={lerFotoChamado}>
      <ChamadosProprietario {...props} />
    </LeitorFotosChamado>
  );
}
