export { ConciliacaoPage as Component } from '../../features/conciliacao/conciliacao-page';
