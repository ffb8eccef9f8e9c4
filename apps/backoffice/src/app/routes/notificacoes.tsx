export { NotificacoesPage as Component } from '../../features/notificacoes/notificacoes-page';
