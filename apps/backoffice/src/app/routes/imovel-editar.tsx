export { ImovelFormPage as Component } from '../../features/imoveis/imovel-form-page';
