import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';
import { todasAsPaginas } from './todas-paginas';

/** The user list's search, profile, status and page (GET /api/usuarios). */
export type FiltroUsuarios = Consulta<'GET /api/usuarios'>;

/** Admin user management. listar reads every page (pickers); pagina is the one page a screen shows. */
export const usuariosEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/usuarios, page after page → every matching Usuario. */
    listar: (filtro: Omit<FiltroUsuarios, 'pagina' | 'limite'> = {}) =>
      todasAsPaginas(c, 'GET /api/usuarios', { query: filtro, acao: A.listarUsuarios }),
    /** GET /api/usuarios?busca=&perfil=&status=&pagina=&limite= → { dados, total } (one page). */
    pagina: (filtro: FiltroUsuarios = {}) =>
      r.lista('GET /api/usuarios', { query: filtro, acao: A.listarUsuarios }),
    /** GET /api/usuarios/:id. */
    obter: (id: string) => r.json('GET /api/usuarios/{id}', { parametros: { id }, acao: A.obterUsuario }),
    /** POST /api/usuarios: nome, email, telefone, perfil, senha, status (ativo by default). */
    criar: (dados: Corpo<'POST /api/usuarios'>) =>
      r.json('POST /api/usuarios', { json: { status: 'ativo', ...dados }, acao: A.criarUsuario }),
    /** PUT /api/usuarios/:id: nome, email, telefone, perfil, status. */
    atualizar: (id: string, dados: Corpo<'PUT /api/usuarios/{id}'>) =>
      r.json('PUT /api/usuarios/{id}', { parametros: { id }, json: dados, acao: A.atualizarUsuario }),
    /** GET /api/usuarios/:id/limites-login: what the sign-in limits hold on the account now. */
    limitesLogin: (id: string) =>
      r.json('GET /api/usuarios/{id}/limites-login', {
        parametros: { id },
        acao: A.consultarLimitesLogin,
      }),
    /** POST /api/usuarios/:id/desbloquear-acesso: lifts the sign-in limits of the account. */
    desbloquear: (id: string) =>
      r.json('POST /api/usuarios/{id}/desbloquear-acesso', {
        parametros: { id },
        acao: A.desbloquearUsuario,
      }),
    /** POST /api/usuarios/:id/link-acesso: an invitation or a reset link, shown only in this answer. */
    linkAcesso: (id: string) =>
      r.json('POST /api/usuarios/{id}/link-acesso', { parametros: { id }, acao: A.gerarLinkAcesso }),
    /** DELETE /api/usuarios/:id. */
    excluir: (id: string) =>
      r.vazio('DELETE /api/usuarios/{id}', { parametros: { id }, acao: A.excluirUsuario }),
  };
};
