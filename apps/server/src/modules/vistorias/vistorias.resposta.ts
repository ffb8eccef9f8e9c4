import type { Vistoria } from '@morada/domain';
import type { VistoriaLida } from './vistorias.repository';

/** The vistoria as the API answers it: the parties' ids and the stored file names stay in the server. */
export const paraResposta = ({
  inquilinoId: _i,
  inquilinoNome: _n,
  inquilinoEmail: _e,
  proprietarioId: _p,
  imovelId: _m,
  laudoArquivo: _l,
  ...v
}: VistoriaLida): Vistoria => v;
