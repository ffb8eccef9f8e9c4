import type { ImovelPortal } from './portais.schema';
import { entraNoFeed, pendenciasParaPortais } from './portais.rules';
import type { ImovelDoFeed } from './vrsync';

/** A property as the "Portais" screen lists it: its flag, its pendências and whether it is in the feed. */
export const paraImovelPortal = (imovel: ImovelDoFeed): ImovelPortal => ({
  id: imovel.id,
  titulo: imovel.titulo,
  tipo: imovel.tipo,
  operacao: imovel.operacao,
  status: imovel.status,
  bairro: imovel.bairro,
  cidade: imovel.cidade,
  ...(imovel.fotos[0] ? { foto: imovel.fotos[0] } : {}),
  publicarNosPortais: imovel.publicarNosPortais,
  pendencias: pendenciasParaPortais(imovel),
  noFeed: entraNoFeed(imovel),
});

/** The feed's public address, the one the agency gives the portals: the token travels in the query. */
export const urlDoFeed = (urlBase: string, token: string): string =>
  `${urlBase.replace(/\/+$/, '')}/api/portais/vrsync.xml?token=${encodeURIComponent(token)}`;
