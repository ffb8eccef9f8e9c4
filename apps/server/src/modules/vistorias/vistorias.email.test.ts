import { MSG_SERVIDOR, MSG_VISTORIAS, type Vistoria } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoDeVistorias, json, type ContextoDeVistorias } from './vistorias.fixture';

const E = MSG_SERVIDOR.laudoVistoria;
const DIA = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const br = (data: string) => data.split('-').reverse().join('/');

let c: ContextoDeVistorias;
beforeAll(async () => {
  c = await contextoDeVistorias();
});
afterAll(() => c.ctx.close());

/** The outbox rows addressed to `para`, newest last. */
const emailsPara = (para: string) =>
  c.ctx.db
    .selectFrom('emails')
    .select(['para', 'assunto', 'corpo', 'status'])
    .where('para', '=', para)
    .orderBy('criado_em')
    .execute();

describe('the tenant gets an e-mail when the laudo is ready', () => {
  it('concluding writes one e-mail to the tenant with the review deadline in São Paulo time', async () => {
    const { ctx, t, api, contrato } = c;
    const v = await json<Vistoria>(await api.iniciar(t.admin, contrato), 201);
    // 02:30 UTC is still the previous day in São Paulo: the 7 days count from that day.
    const amanha = Date.UTC(
      new Date().getUTCFullYear(),
      new Date().getUTCMonth(),
      new Date().getUTCDate() + 1,
    );
    ctx.deps.now = () => new Date(amanha + 2.5 * 3_600_000);
    const prazo = iso(amanha - DIA + 7 * DIA);

    const antes = (await emailsPara('carlos@exemplo.com.br')).length;
    const concluida = await json<Vistoria>(await api.concluir(t.admin, v.id));
    expect(concluida.prazoRevisaoAte).toBe(prazo);

    const novos = (await emailsPara('carlos@exemplo.com.br')).slice(antes);
    expect(novos).toHaveLength(1);
    const [email] = novos;
    expect(email!.assunto).toBe(E.assunto(MSG_VISTORIAS.tipos.entrada, concluida.contratoNumero));
    expect(email!.assunto).toBe('Laudo da vistoria de entrada - contrato CT-2025-014');
    expect(email!.corpo).toContain('está pronto e já está na sua área');
    expect(email!.corpo).toContain(`conteste itens até ${br(prazo)}.`);
    // Without SMTP it stays in the outbox the admin reads.
    expect(email!.status).toBe('caixa-de-saida');
  });

  it('a conclusion refused (already concluded) sends nothing more', async () => {
    const { t, api, ctx, contrato } = c;
    const [v] = await json<Vistoria[]>(
      await ctx.request(`/api/vistorias?contratoId=${contrato}`, { token: t.admin }),
    );
    const antes = (await emailsPara('carlos@exemplo.com.br')).length;
    expect((await api.concluir(t.admin, v!.id)).status).toBe(409);
    expect(await emailsPara('carlos@exemplo.com.br')).toHaveLength(antes);
  });
});
