export { PropostaPage as Component } from '../../features/propostas/proposta-page';
