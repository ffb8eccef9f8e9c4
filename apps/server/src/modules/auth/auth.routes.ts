import { loginSchema, MSG, MSG_ACESSO, registroSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAuth } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { tooManyRequests, unauthorized } from '../../http/errors';
import { readJson } from '../../http/validate';
import { hashPassword, verifyPassword } from '../../lib/password';
import { buscarUsuarioPorEmail, buscarUsuarioRow, revogarTokens, rowParaUsuario } from '../usuarios';
import { limitadores } from './auth.limits';
import { dispositivoDaConta, lembrarDispositivo } from './dispositivo';
import { registrarInquilino } from './registro';
import { abrirSessao } from './sessao';
import { senhaRoutes } from './senha.routes';

/** Verified when the e-mail is unknown, so both paths cost one scrypt (no user enumeration by timing). */
let hashFicticio: Promise<string> | undefined;

export const authRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const deps = c.var.deps;
    const { email, senha } = await readJson(c, loginSchema);
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
  })
  .post('/register', async (c) => {
    const deps = c.var.deps;
    const body = await readJson(c, registroSchema.omit({ perfil: true }));
    // Every well-formed attempt counts (a taken e-mail too, which also slows enumeration); checked
    // and counted in one atomic step so a parallel burst cannot all pass.
    const ip = clientIp(c);
    if (!(await limitadores(deps).registroIp.admitir(ip))) throw tooManyRequests(MSG.api.muitosCadastros);
    // The same answer, in the same time, whether or not the e-mail has an account (issue 31): a
    // pending account (created by a contract) is never claimed here, nor any other; its owner is
    // e-mailed instead. Self-registration is always a tenant (spec §6), whatever perfil is sent.
    await registrarInquilino(deps, body);
    return c.json({ ok: true as const, mensagem: MSG_ACESSO.registroRecebido }, 202);
  })
  .get('/verify-token', requireAuth, async (c) => {
    const row = await buscarUsuarioRow(c.var.deps.db, c.var.usuario.id);
    if (!row) throw unauthorized();
    return c.json({ valido: true, usuario: rowParaUsuario(row) });
  })
  .post('/logout', requireAuth, async (c) => {
    await revogarTokens(c.var.deps.db, c.var.usuario.id);
    return c.json({ ok: true });
  })
  .route('/', senhaRoutes);
