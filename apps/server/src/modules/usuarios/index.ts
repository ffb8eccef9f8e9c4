/** The usuarios module's public face: what other modules and the app may use. */
export { consumirToken, donoDoToken } from './acesso.repository';
export { dadosRepasseDe, salvarDadosRepasse } from './dados-repasse.repository';
export { encerrarAcessos } from './encerrar-acessos';
export { emitirLinkAcesso } from './link-acesso';
export {
  buscarUsuarioPorEmail,
  buscarUsuarioRow,
  gravarSenhaHash,
  idsAdminsAtivos,
  inserirUsuario,
  revogarTokens,
  rowParaUsuario,
  semUsuarios,
} from './usuarios.repository';
export { endpointsUsuarios } from './usuarios.routes';
