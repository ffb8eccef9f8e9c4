import { contemTexto } from '../imovel/imovel.rules';
import type { Usuario } from './usuario.schema';

/** User search: nome, email or telefone (case-insensitive contains). */
export const usuarioCorrespondeBusca = (u: Pick<Usuario, 'nome' | 'email' | 'telefone'>, busca: string) => {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  return !termo || [u.nome, u.email, u.telefone].some((v) => contemTexto(v, termo));
};

/**
 * After login, and the top bar's account link: admins go to /admin, owners to their portal
 * /proprietario (DESIGN §10), everyone else (inquilino, corretor) to /locatario.
 */
export const destinoAposLogin = (perfil: string) =>
  perfil === 'admin' ? '/admin' : perfil === 'proprietario' ? '/proprietario' : '/locatario';

/** 'todos' (or empty) means no filter. */
export const filtroAtivo = <T extends string>(valor: T | 'todos' | '' | undefined): valor is T =>
  Boolean(valor) && valor !== 'todos';
