import type { TipoVistoria } from '@morada/domain';
import type { Deps } from '../../http/context';
import { lerLaudo } from './vistorias.arquivos';
import { obterVistoria } from './vistorias.repository';

/**
 * The stored laudo of a concluded vistoria of this contract, for the signatures module (issue 37):
 * the exact bytes kept at conclusion, so its SHA-256 does not change between requests. Another
 * contract's vistoria, or one without a laudo yet: undefined.
 */
export const laudoParaAssinar = async (
  deps: Deps,
  contratoId: string,
  vistoriaId: string,
): Promise<{ tipo: TipoVistoria; bytes: Uint8Array } | undefined> => {
  const v = await obterVistoria(deps.db, vistoriaId);
  if (!v || v.contratoId !== contratoId || !v.laudoArquivo) return undefined;
  const bytes = await lerLaudo(deps.armazenamento, v.laudoArquivo);
  return bytes ? { tipo: v.tipo, bytes: new Uint8Array(bytes) } : undefined;
};
