import { contemTexto } from '../imovel/imovel.rules';
import type { Usuario } from './usuario.schema';

/** User search: nome, email or telefone (case-insensitive contains). */
export const usuarioCorrespondeBusca = (u: Pick<Usuario, 'nome' | 'email' | 'telefone'>, busca: string) => {
  const termo = busca.trim().toLocaleLowerCase('pt-BR');
  return !termo || [u.nome, u.email, u.telefone].some((v) => contemTexto(v, termo));
};

const DESTINOS: Record<string, '/admin' | '/proprietario' | '/corretor'> = {
  admin: '/admin',
  proprietario: '/proprietario',
  corretor: '/corretor',
};

/**
 * After login, and the top bar's account link: admins go to /admin, owners to their portal
 * /proprietario, corretores to their area /corretor (DESIGN §10–11), tenants to /locatario.
 */
export const destinoAposLogin = (perfil: string) => DESTINOS[perfil] ?? '/locatario';

/** 'todos' (or empty) means no filter. */
export const filtroAtivo = <T extends string>(valor: T | 'todos' | '' | undefined): valor is T =>
  Boolean(valor) && valor !== 'todos';
