import { createHash, randomBytes } from 'node:crypto';
import { esqueciSenhaSchema, MSG, redefinirSenhaSchema } from '@morada/domain';
import { Hono } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Deps } from '../../http/context';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { enviarEmail } from '../../lib/mailer';
import { hashPassword } from '../../lib/password';
import { buscarUsuarioPorEmail, revogarTokens } from '../usuarios/usuarios.repository';
import { limitadores } from './auth.limits';

const VALIDADE_MS = 60 * 60 * 1000;
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

/** Makes a single-use link for an active account and e-mails it; the outbox keeps it redacted. */
const enviarLinkDeRedefinicao = async (deps: Deps, email: string): Promise<void> => {
  const row = await buscarUsuarioPorEmail(deps.db, email);
  if (!row || row.status !== 'ativo') return;
  const token = randomBytes(32).toString('base64url');
  await deps.db
    .insertInto('redefinicoes_senha')
    .values({
      token_hash: sha256(token),
      usuario_id: row.id,
      expira_em: new Date(deps.now().getTime() + VALIDADE_MS).toISOString(),
      usado_em: null,
    })
    .execute();
  const link = `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/login?reset=${token}`;
  await enviarEmail(deps, {
    para: row.email,
    assunto: MSG.api.redefinicaoAssunto,
    corpo: `Olá, ${row.nome}.\n\nPara criar uma nova senha, acesse o link abaixo (válido por 1 hora):\n${link}\n\nSe você não pediu a redefinição, ignore este e-mail.`,
    segredos: [token],
  });
};

/** Password reset by e-mailed link (DESIGN §2); offered only when e-mail delivery is configured. */
export const senhaRoutes = new Hono<AppEnv>()
  .get('/recuperacao-disponivel', (c) => c.json({ disponivel: Boolean(c.var.deps.env.SMTP_URL) }))
  .post('/esqueci-senha', async (c) => {
    const deps = c.var.deps;
    const { email } = await readJson(c, esqueciSenhaSchema);
    const lim = limitadores(deps).esqueciIp;
    const ip = clientIp(c);
    // Same 202 whether the account exists or not (no user enumeration), answered before any
    // lookup so both paths also take the same time; the link is made and e-mailed afterwards.
    if (!deps.env.SMTP_URL || lim.bloqueado(ip)) return c.json({ ok: true }, 202);
    lim.registrar(ip);
    void enviarLinkDeRedefinicao(deps, email).catch((e) => console.error(e));
    return c.json({ ok: true }, 202);
  })
  .post('/redefinir-senha', async (c) => {
    const deps = c.var.deps;
    const { token, senha } = await readJson(c, redefinirSenhaSchema);
    const agora = deps.now().toISOString();
    const reg = await deps.db
      .selectFrom('redefinicoes_senha')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!reg || reg.usado_em || reg.expira_em <= agora) {
      throw new HttpError(400, 'VALIDACAO', MSG.api.tokenRedefinicaoInvalido);
    }
    // Mark used first, guarded by usado_em IS NULL, so two concurrent uses cannot both win.
    const r = await deps.db
      .updateTable('redefinicoes_senha')
      .set({ usado_em: agora })
      .where('token_hash', '=', reg.token_hash)
      .where('usado_em', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1)
      throw new HttpError(400, 'VALIDACAO', MSG.api.tokenRedefinicaoInvalido);
    await deps.db
      .updateTable('usuarios')
      .set({ senha_hash: await hashPassword(senha, deps.passwordCost) })
      .where('id', '=', reg.usuario_id)
      .execute();
    await revogarTokens(deps.db, reg.usuario_id);
    return c.json({ ok: true, mensagem: MSG.api.senhaRedefinida });
  });
