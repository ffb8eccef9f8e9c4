/**
 * The portais module's public face (issue 35): the VRSync feed the Grupo OLX portals read, and the
 * "publicar nos portais" flag of each property. Stands on imoveis and configuracoes.
 */
export { definirPublicacaoNosPortais } from './portais.repository';
export { endpointsPortais } from './portais.routes';
