/** The repasses module's public face: what other modules and the app may use. */
export {
  aceitarComprovante,
  CONTENT_TYPES_COMPROVANTE,
  guardarComprovante,
  lerComprovante,
  nomeDoComprovante,
  removerComprovante,
} from './despesas.arquivo';
export { inserirDespesa } from './despesas.repository';
export { endpointsDespesas } from './despesas.routes';
export {
  consultaRecebimentosDeProprietarios,
  recebimentoDaLinha,
} from './recebimentos-proprietarios.repository';
export type { RecebimentoDeProprietario } from './recebimentos-proprietarios.repository';
export { repassesPagosDoProprietario } from './repasses-pagos.repository';
export { mesesComRecebimentosAbertos, proprietariosPorId } from './repasses.repository';
export { endpointsRepasses } from './repasses.routes';
export { emReais, juntarPagosEAbertos, pagarRepasses, repassesEmAberto } from './repasses.service';
export type { RepasseCentavos } from './repasses.service';
