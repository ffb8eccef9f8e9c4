import { MSG, VALIDADE_LINK_MS } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { badRequest, conflict, notFound, seDuplicado } from '../../http/errors';
import { hashPassword } from '../../lib/password';
import { anularLinks } from './acesso.repository';
import { encerrarAcessos } from './encerrar-acessos';
import { emitirLinkAcesso, tipoDoLink } from './link-acesso';
import { endpointsDadosRepasse } from './dados-repasse.routes';
import {
  atualizarCadastro,
  buscarUsuarioPorEmail,
  buscarUsuarioRow,
  excluirUsuario,
  inserirUsuario,
  listarUsuarios,
  outrosAdminsAtivos,
  rowParaUsuario,
  usuarioTemContrato,
} from './usuarios.repository';

const emailEmUso = () => conflict(MSG.api.emailEmUso, [{ email: MSG.api.emailEmUso }]);
const ultimoAdmin = (campo?: 'perfil' | 'status') =>
  conflict(MSG.api.ultimoAdministrador, campo ? [{ [campo]: MSG.api.ultimoAdministrador }] : undefined);

/** Admin only (spec §6): the user management screen. senha_hash never leaves rowParaUsuario. */
export const endpointsUsuarios = [
  endpoint('GET /api/usuarios', async ({ c, deps, query }) => {
    const { dados, total } = await listarUsuarios(deps.db, query);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('GET /api/usuarios/{id}', async ({ c, deps, params }) => {
    const row = await buscarUsuarioRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    return c.json(rowParaUsuario(row));
  }),
  endpoint('POST /api/usuarios', async ({ c, deps, body }) => {
    if (await buscarUsuarioPorEmail(deps.db, body.email)) throw emailEmUso();
    const senhaHash = await hashPassword(body.senha, deps.passwordCost);
    const usuario = await seDuplicado(
      inserirUsuario(deps.db, { ...body, senhaHash }, deps.now()),
      emailEmUso,
    );
    return c.json(usuario, 201);
  }),
  endpoint('PUT /api/usuarios/{id}', async ({ c, deps, usuario, params, body }) => {
    const atual = await buscarUsuarioRow(deps.db, params.id);
    if (!atual) throw notFound(MSG.api.usuarioNaoEncontrado);
    const outro = await buscarUsuarioPorEmail(deps.db, body.email);
    if (outro && outro.id !== atual.id) throw emailEmUso();
    // An admin cannot lock themselves out, and the agency always keeps one active admin.
    if (atual.id === usuario.id && body.perfil !== 'admin') {
      throw conflict(MSG.api.naoPodeRebaixarSiMesmo, [{ perfil: MSG.api.naoPodeRebaixarSiMesmo }]);
    }
    if (atual.id === usuario.id && body.status !== 'ativo') {
      throw conflict(MSG.api.naoPodeDesativarSiMesmo, [{ status: MSG.api.naoPodeDesativarSiMesmo }]);
    }
    const deixaDeSerAdmin =
      atual.perfil === 'admin' &&
      atual.status === 'ativo' &&
      (body.perfil !== 'admin' || body.status !== 'ativo');
    const gravar = deps.db.transaction().execute(async (trx) => {
      if (
        deixaDeSerAdmin &&
        (await outrosAdminsAtivos(trx, atual.id, Boolean(deps.env.DATABASE_URL))) === 0
      ) {
        throw ultimoAdmin(body.perfil !== 'admin' ? 'perfil' : 'status');
      }
      await atualizarCadastro(trx, atual.id, body);
    });
    await seDuplicado(gravar, emailEmUso);
    // Old tokens must not keep a role or an access the admin just took away, and no link issued
    // before opens an account whose role or status changed since; nor, once the address changed, a
    // link that went to the old one (sessions stay: an admin may edit their own address).
    if (body.perfil !== atual.perfil || body.status !== atual.status) {
      await encerrarAcessos(deps.db, atual.id);
    } else if (body.email.trim().toLowerCase() !== atual.email) {
      await anularLinks(deps.db, atual.id);
    }
    return c.json(rowParaUsuario((await buscarUsuarioRow(deps.db, atual.id))!));
  }),
  // An invitation (pending account) or a link for a new password (active account): e-mailed, or
  // shown once (tenant and owner accounts without SMTP). emitirLinkAcesso writes the audit row.
  endpoint('POST /api/usuarios/{id}/link-acesso', async ({ c, deps, usuario, params }) => {
    const row = await buscarUsuarioRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    const validade = VALIDADE_LINK_MS[tipoDoLink(row.status)];
    const link = await emitirLinkAcesso(deps, row, validade, usuario.id);
    c.set('auditado', true);
    return c.json(link, 201);
  }),
  endpoint('DELETE /api/usuarios/{id}', async ({ c, deps, usuario, params: { id } }) => {
    if (id === usuario.id) throw badRequest(MSG.api.naoPodeExcluirSiMesmo);
    const row = await buscarUsuarioRow(deps.db, id);
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    if (await usuarioTemContrato(deps.db, id)) throw conflict(MSG.api.usuarioComContratos);
    await deps.db.transaction().execute(async (trx) => {
      const adminAtivo = row.perfil === 'admin' && row.status === 'ativo';
      if (adminAtivo && (await outrosAdminsAtivos(trx, id, Boolean(deps.env.DATABASE_URL))) === 0) {
        throw ultimoAdmin();
      }
      await excluirUsuario(trx, id);
    });
    return c.body(null, 204);
  }),
  ...endpointsDadosRepasse,
];
