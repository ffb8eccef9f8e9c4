import { MSG, MSG_ACESSO } from '@morada/domain';
import { clientIp } from '../../http/client-ip';
import { endpoint } from '../../http/endpoint';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { buscarUsuarioPorEmail, buscarUsuarioRow, revogarTokens, rowParaUsuario } from '../usuarios';
import { limitadores } from './auth.limits';
import { dispositivoDaConta, lembrarDispositivo } from './dispositivo';
import { registrarInquilino } from './registro';
import { abrirSessao } from './sessao';
import { endpointsSenha } from './senha.routes';

/** Verified when the e-mail is unknown, so both paths cost one scrypt (no user enumeration by timing). */
let hashFicticio: Promise<string> | undefined;

export const endpointsAuth = [
  endpoint('POST /api/auth/login', async ({ c, deps, body: { email, senha } }) => {
    const controle = limitadores(deps).login;
    const tentativa = {
      email,
      ip: clientIp(c),
      dispositivoConhecido: (await dispositivoDaConta(c)) === email,
    };
    const admissao = await controle.iniciar(tentativa);
    if (admissao.bloqueado) throw tooManyRequests();
    if (admissao.esperaMs > 0) await controle.esperar(admissao.esperaMs);
    const row = await buscarUsuarioPorEmail(deps.db, email);
    hashFicticio ??= hashPassword('senha-ficticia-morada', deps.passwordCost);
    const ok = await verifyPassword(senha, row?.senha_hash ?? (await hashFicticio));
    if (!row || !ok) throw unauthorized(MSG.auth.credenciaisInvalidas);
    await controle.sucesso(tentativa);
    if (row.status !== 'ativo') throw unauthorized(MSG.auth.contaInativa);
    await lembrarDispositivo(c, email);
    return c.json(await abrirSessao(deps, row.id));
  }),
  endpoint('POST /api/auth/register', async ({ c, deps, body: { perfil: _ignorado, ...body } }) => {
    // Every well-formed attempt counts (a taken e-mail too, which also slows enumeration); checked
    // and counted in one atomic step so a parallel burst cannot all pass.
    const ip = clientIp(c);
    if (!(await limitadores(deps).registroIp.admitir(ip))) throw tooManyRequests(MSG.api.muitosCadastros);
    // The same answer, in the same time, whether or not the e-mail has an account (issue 31): a
    // pending account (created by a contract) is never claimed here, nor any other; its owner is
    // e-mailed instead. Self-registration is always a tenant (spec §6), whatever perfil is sent.
    await registrarInquilino(deps, body);
    return c.json({ ok: true as const, mensagem: MSG_ACESSO.registroRecebido }, 202);
  }),
  endpoint('GET /api/auth/verify-token', async ({ c, deps, usuario }) => {
    const row = await buscarUsuarioRow(deps.db, usuario.id);
    if (!row) throw unauthorized();
    return c.json({ valido: true, usuario: rowParaUsuario(row) });
  }),
  endpoint('POST /api/auth/logout', async ({ c, deps, usuario }) => {
    await revogarTokens(deps.db, usuario.id);
    return c.json({ ok: true });
  }),
  ...endpointsSenha,
];
