import {
  ACOES_API as A,
  type LinkAcesso,
  type Usuario,
  type UsuarioAtualizarInput,
  type UsuarioCriarInput,
  type UsuarioFiltro,
  type UsuarioLista,
} from '@morada/domain';
import type { ApiClient } from '../client';
import { todasAsPaginas } from './todas-paginas';

const caminho = (id: string) => `/usuarios/${encodeURIComponent(id)}`;

/** Admin user management. listar reads every page (pickers); pagina is the one page a screen shows. */
export const usuariosEndpoints = (c: ApiClient) => ({
  /** GET /api/usuarios, page after page → every matching Usuario. */
  listar: (filtro: UsuarioFiltro = {}) =>
    todasAsPaginas<Usuario>(c, '/usuarios', { query: filtro, acao: A.listarUsuarios }),
  /** GET /api/usuarios?busca=&perfil=&status=&pagina=&limite= → { dados, total } (one page). */
  pagina: (filtro: UsuarioLista = {}) =>
    c.lista<Usuario>('/usuarios', { query: filtro, acao: A.listarUsuarios }),
  /** GET /api/usuarios/:id. */
  obter: (id: string) => c.json<Usuario>(caminho(id), { acao: A.obterUsuario }),
  /** POST /api/usuarios: nome, email, telefone, perfil, senha, status (ativo by default). */
  criar: (dados: UsuarioCriarInput) =>
    c.json<Usuario>('/usuarios', {
      method: 'POST',
      json: { status: 'ativo', ...dados },
      acao: A.criarUsuario,
    }),
  /** PUT /api/usuarios/:id: nome, email, telefone, perfil, status. */
  atualizar: (id: string, dados: UsuarioAtualizarInput) =>
    c.json<Usuario>(caminho(id), { method: 'PUT', json: dados, acao: A.atualizarUsuario }),
  /** POST /api/usuarios/:id/desbloquear-acesso: lifts the sign-in limits of the account. */
  desbloquear: (id: string) =>
    c.json<{ ok: true; mensagem: string }>(`${caminho(id)}/desbloquear-acesso`, {
      method: 'POST',
      acao: A.desbloquearUsuario,
    }),
  /** POST /api/usuarios/:id/link-acesso: an invitation or a reset link, shown only in this answer. */
  linkAcesso: (id: string) =>
    c.json<LinkAcesso>(`${caminho(id)}/link-acesso`, { method: 'POST', acao: A.gerarLinkAcesso }),
  /** DELETE /api/usuarios/:id. */
  excluir: (id: string) => c.vazio(caminho(id), { method: 'DELETE', acao: A.excluirUsuario }),
});
