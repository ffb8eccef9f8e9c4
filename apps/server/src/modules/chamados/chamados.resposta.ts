import type { Chamado } from '@morada/domain';
import type { ChamadoLido } from './chamados.repository';

/** The chamado as the API answers it: the parties' ids stay in the server. */
export const paraResposta = ({
  proprietarioId: _p,
  locatarioId: _l,
  comprovanteCaminho: _c,
  ...c
}: ChamadoLido): Chamado => c;
