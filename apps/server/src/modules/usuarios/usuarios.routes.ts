import {
  MSG,
  usuarioAtualizarSchema,
  usuarioCriarSchema,
  usuarioListaSchema,
  VALIDADE_LINK_MS,
} from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, notFound, seDuplicado } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { hashPassword } from '../../lib/password';
import { anularLinks } from './acesso.repository';
import { encerrarAcessos } from './encerrar-acessos';
import { emitirLinkAcesso, tipoDoLink } from './link-acesso';
import { dadosRepasseRoutes } from './dados-repasse.routes';
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
export const usuariosRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => {
    const { dados, total } = await listarUsuarios(c.var.deps.db, readQuery(c, usuarioListaSchema));
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  })
  .get('/:id', async (c) => {
    const row = await buscarUsuarioRow(c.var.deps.db, c.req.param('id'));
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    return c.json(rowParaUsuario(row));
  })
  .post('/', async (c) => {
    const deps = c.var.deps;
    const body = await readJson(c, usuarioCriarSchema);
    if (await buscarUsuarioPorEmail(deps.db, body.email)) throw emailEmUso();
    const senhaHash = await hashPassword(body.senha, deps.passwordCost);
    const usuario = await seDuplicado(
      inserirUsuario(deps.db, { ...body, senhaHash }, deps.now()),
      emailEmUso,
    );
    return c.json(usuario, 201);
  })
  .put('/:id', async (c) => {
    const deps = c.var.deps;
    const atual = await buscarUsuarioRow(deps.db, c.req.param('id'));
    if (!atual) throw notFound(MSG.api.usuarioNaoEncontrado);
    const body = await readJson(c, usuarioAtualizarSchema);
    const outro = await buscarUsuarioPorEmail(deps.db, body.email);
    if (outro && outro.id !== atual.id) throw emailEmUso();
    // An admin cannot lock themselves out, and the agency always keeps one active admin.
    if (atual.id === c.var.usuario.id && body.perfil !== 'admin') {
      throw conflict(MSG.api.naoPodeRebaixarSiMesmo, [{ perfil: MSG.api.naoPodeRebaixarSiMesmo }]);
    }
    if (atual.id === c.var.usuario.id && body.status !== 'ativo') {
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
  })
  // An invitation (pending account) or a link for a new password (active account): e-mailed, or
  // shown once (tenant and owner accounts without SMTP). emitirLinkAcesso writes the audit row.
  .post('/:id/link-acesso', async (c) => {
    const deps = c.var.deps;
    const row = await buscarUsuarioRow(deps.db, c.req.param('id'));
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    const validade = VALIDADE_LINK_MS[tipoDoLink(row.status)];
    const link = await emitirLinkAcesso(deps, row, validade, c.var.usuario.id);
    c.set('auditado', true);
    return c.json(link, 201);
  })
  .delete('/:id', async (c) => {
    const deps = c.var.deps;
    const id = c.req.param('id');
    if (id === c.var.usuario.id) throw badRequest(MSG.api.naoPodeExcluirSiMesmo);
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
  })
  .route('/', dadosRepasseRoutes);
