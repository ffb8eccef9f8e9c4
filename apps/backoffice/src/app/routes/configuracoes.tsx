export { ConfiguracoesPage as Component } from '../../features/configuracoes/configuracoes-page';
