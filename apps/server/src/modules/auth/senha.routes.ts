import { MSG, MSG_ACESSO, VALIDADE_LINK_MS, type EsqueciSenhaResposta } from '@morada/domain';
import { clientIp } from '../../http/client-ip';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { salvarMensagem, temPedidoAberto } from '../contato';
import {
  buscarUsuarioPorEmail,
  buscarUsuarioRow,
  gravarSenhaHash,
  consumirToken,
  donoDoToken,
  encerrarAcessos,
  emitirLinkAcesso,
} from '../usuarios';
import { violacaoDoBanco } from '../../db/violacao';
import { limitadores } from './auth.limits';
import { abrirSessao } from './sessao';

const linkInvalido = () => new HttpError(400, 'VALIDACAO', MSG.api.tokenRedefinicaoInvalido);
const conviteInvalido = () => new HttpError(400, 'VALIDACAO', MSG_ACESSO.conviteInvalido);

/**
 * A forgotten password, for an account that can still sign in (active, or pending its invitation):
 * with SMTP the link is e-mailed to the address on file; without it the request reaches the staff
 * inbox, bound to the account, and staff send a link by hand (one open request per account).
 */
const atenderPedido = async (deps: Deps, email: string): Promise<void> => {
  const row = await buscarUsuarioPorEmail(deps.db, email);
  if (!row || row.status === 'inativo') return;
  if (deps.env.SMTP_URL) {
    // Asked by whoever knows the address (no session): the audit row names no issuer.
    await emitirLinkAcesso(deps, row, VALIDADE_LINK_MS.redefinicaoPorEmail, null);
    return;
  }
  if (await temPedidoAberto(deps.db, row.id, MSG_ACESSO.pedidoOrigem)) return;
  // Two requests handled at once both pass the check: the unique index keeps one open request.
  await salvarMensagem(
    deps.db,
    {
      nome: row.nome,
      email: row.email,
      telefone: row.telefone,
      assunto: MSG_ACESSO.pedidoAssunto,
      mensagem: MSG_ACESSO.pedidoMensagem(row.email),
      origem: MSG_ACESSO.pedidoOrigem,
    },
    deps.now(),
    row.id,
  ).catch((e: unknown) => {
    if (violacaoDoBanco(e) !== 'duplicado') throw e;
  });
};

/** Sets the password of the account; every session it had ends and every unused link is void. */
const gravarSenha = async (deps: Deps, usuarioId: string, senha: string, ativar = false) => {
  await gravarSenhaHash(deps.db, usuarioId, await hashPassword(senha, deps.passwordCost), ativar);
  await encerrarAcessos(deps.db, usuarioId);
};

/** Password recovery, invitations and password changes (DESIGN §2, issue 10). */
export const endpointsSenha = [
  endpoint('POST /api/auth/esqueci-senha', async ({ c, deps, body: { email } }) => {
    const lim = limitadores(deps).esqueciIp;
    const ip = clientIp(c);
    const resposta: EsqueciSenhaResposta = { ok: true, canal: deps.env.SMTP_URL ? 'email' : 'equipe' };
    // Same 202 whether the account exists or not (no user enumeration), answered before any
    // lookup so both paths also take the same time; the work happens afterwards.
    // The limit is checked in the background too: over it, nothing is sent.
    void lim
      .admitir(ip)
      .then(async (admitido) => {
        if (admitido) await atenderPedido(deps, email);
      })
      .catch((e: unknown) => console.error(e));
    return c.json(resposta, 202);
  }),
  endpoint('POST /api/auth/redefinir-senha', async ({ c, deps, body: { token, senha } }) => {
    const usuarioId = await consumirToken(deps.db, token, 'redefinicao', deps.now());
    if (!usuarioId) throw linkInvalido();
    const row = await buscarUsuarioRow(deps.db, usuarioId);
    // Deactivated after the link was issued: the link no longer opens the account.
    if (!row || row.status !== 'ativo') throw linkInvalido();
    await gravarSenha(deps, usuarioId, senha);
    return c.json({ ok: true, mensagem: MSG.api.senhaRedefinida });
  }),
  // Who an invitation is for (the page greets them); the token stays unused.
  endpoint('POST /api/auth/convite', async ({ c, deps, body: { token } }) => {
    const usuarioId = await donoDoToken(deps.db, token, 'convite', deps.now());
    const row = usuarioId ? await buscarUsuarioRow(deps.db, usuarioId) : undefined;
    if (!row || row.status === 'inativo') throw conviteInvalido();
    return c.json({ nome: row.nome, email: row.email });
  }),
  // First access: the invited user chooses a password, the account becomes active and is signed in.
  endpoint('POST /api/auth/aceitar-convite', async ({ c, deps, body: { token, senha } }) => {
    const usuarioId = await consumirToken(deps.db, token, 'convite', deps.now());
    const row = usuarioId ? await buscarUsuarioRow(deps.db, usuarioId) : undefined;
    if (!row || row.status === 'inativo') throw conviteInvalido();
    await gravarSenha(deps, row.id, senha, true);
    return c.json(await abrirSessao(deps, row.id));
  }),
  // Any signed-in user. A wrong current password counts as a failed sign-in of the account.
  endpoint('POST /api/auth/alterar-senha', async ({ c, deps, usuario, body: { senhaAtual, novaSenha } }) => {
    const row = await buscarUsuarioRow(deps.db, usuario.id);
    if (!row) throw unauthorized();
    const controle = limitadores(deps).login;
    const tentativa = { email: row.email, ip: clientIp(c), dispositivoConhecido: true };
    if ((await controle.iniciar(tentativa)).bloqueado) throw tooManyRequests();
    if (!(await verifyPassword(senhaAtual, row.senha_hash))) {
      throw badRequest(MSG_ACESSO.senhaAtualIncorreta, [{ senhaAtual: MSG_ACESSO.senhaAtualIncorreta }]);
    }
    await controle.sucesso(tentativa);
    await gravarSenha(deps, row.id, novaSenha);
    return c.json(await abrirSessao(deps, row.id));
  }),
];
