import { lerFotoChamado } from '@morada/api-client/site';
import { LeitorFotosChamado } from '@morada/ui/views/chamados';
import { AbaChamadosLocatario } from './aba-chamados-locatario';

/*
 * The photos are private: the views read them with the session through `lerFotoChamado`. It is
 * imported here, in the tab's lazy chunk, not by sob-demanda.tsx: there it kept the chamados
 * endpoints and their texts in the tenant area's first chunk (≤ 150 KB, decision 036).
 */
export function AbaChamadosLocatarioComFotos() {
  return (
    <LeitorFotosChamado value={lerFotoChamado}>
      <AbaChamadosLocatario />
    </LeitorFotosChamado>
  );
}
