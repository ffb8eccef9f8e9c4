export { VistoriaRevisaoPage as Component } from '../../features/vistoria-revisao/vistoria-revisao-page';
