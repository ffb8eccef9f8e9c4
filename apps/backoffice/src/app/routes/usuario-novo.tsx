export { UsuarioNovoPage as Component } from '../../features/usuarios/usuario-novo-page';
