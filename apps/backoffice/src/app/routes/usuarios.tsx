export { UsuariosPage as Component } from '../../features/usuarios/usuarios-page';
