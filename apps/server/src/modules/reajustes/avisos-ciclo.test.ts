import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import type { Deps } from '../../http/context';
import { criarCenario, inquilino, type Cenario } from '../contratos/cenario.fixture';
import { avisarContratosTerminando, avisarGarantiasAVencer, lembrarVencimentos } from './avisos-ciclo';
import { executarTarefasDiarias } from './tarefas-diarias';

// Two server processes on one database. Clock: 15/06/2026 (São Paulo).
//   CT-G   — Mariana, due on the 17th (payments 01–12/2026), seguro-fiança until 10/07/2026.
//   CT-FIM — Bruno, ends 01/07/2026 (30 days: the renewal reminder); payments not generated.
//   CT-LONGE — Carla, guarantee until 20/08/2026 and end 31/12/2027: nothing to say yet.
let c: Cenario;
let outro: Deps;
let agora = new Date('2026-06-15T12:00:00Z');

const notas = (titulo: string) =>
  c.db
    .selectFrom('notificacoes')
    .select(['usuario_id', 'mensagem'])
    .where('titulo', '=', titulo)
    .orderBy('data')
    .orderBy('mensagem')
    .execute();

beforeAll(async () => {
  c = await criarCenario({ now: agora });
  c.deps.now = () => agora;
  const g = (await c.criarContrato({ numero: 'CT-G', diaVencimento: 17 }))._id;
  await c.gerar(g, 12);
  const garantia = (id: string, vigenciaFim: string) =>
    c.request(`/api/contratos/${id}/garantia`, {
      method: 'PUT',
      token: c.admin.token,
      json: { tipo: 'seguro-fianca', seguradora: 'Porto', apolice: 'A1', cobertura: 1000, vigenciaFim },
    });
  expect((await garantia(g, '2026-07-10')).status).toBe(200);
  await c.criarContrato({
    numero: 'CT-FIM',
    imovelId: c.imoveis.casa,
    dataInicio: '2025-07-02',
    dataFim: '2026-07-01',
    inquilino: inquilino('Bruno Lima', 'bruno@teste.com'),
  });
  const longe = (
    await c.criarContrato({
      numero: 'CT-LONGE',
      imovelId: c.imoveis.loja,
      inquilino: inquilino('Carla Dias', 'carla@teste.com'),
    })
  )._id;
  expect((await garantia(longe, '2026-08-20')).status).toBe(200);
  const db = createDatabase({ dataDir: c.dataDir, databaseUrl: c.deps.env.DATABASE_URL, duravel: false });
  outro = { ...c.deps, db };
});
afterAll(async () => {
  await outro.db.destroy();
  await c.close();
});

describe('avisos diários do ciclo do contrato', () => {
  it('two processes at once: admins told once of guarantees and contracts ending, tenants reminded once', async () => {
    const [a, b] = await Promise.all([executarTarefasDiarias(c.deps), executarTarefasDiarias(outro)]);
    for (const tarefa of ['avisos-garantia', 'avisos-fim-contrato', 'lembretes-vencimento'])
      expect([...a, ...b].filter((t) => t === tarefa)).toEqual([tarefa]);
    expect(await notas('Garantias a renovar')).toEqual([
      {
        usuario_id: c.admin.id,
        mensagem:
          'Uma garantia vence nos próximos 30 dias: Seguro-fiança do contrato CT-G (Mariana Costa) vence em 10/07/2026.',
      },
    ]);
    expect(await notas('Contratos a renovar')).toEqual([
      {
        usuario_id: c.admin.id,
        mensagem:
          'Um contrato termina nos próximos 30 dias: CT-FIM (Bruno Lima) termina em 01/07/2026. Renove-o ou prepare a rescisão.',
      },
    ]);
    expect(await notas('Aluguel vence em breve')).toEqual([
      {
        usuario_id: c.inquilinoA.id,
        mensagem: 'O aluguel de 06/2026 vence em 17/06/2026. Valor: R$ 2.400,00.',
      },
    ]);
    const emails = await c.db.selectFrom('emails').select(['para', 'assunto', 'corpo']).execute();
    expect(emails).toEqual([
      {
        para: 'mariana@teste.com',
        assunto: 'Seu aluguel vence em breve - contrato CT-G',
        corpo: 'O aluguel de 06/2026 vence em 17/06/2026. Valor: R$ 2.400,00.',
      },
    ]);
  });

  it('runs once when called twice the same day, and says each thing once on later days', async () => {
    expect(await executarTarefasDiarias(c.deps)).toEqual([]);
    agora = new Date('2026-06-16T12:00:00Z');
    expect(await avisarGarantiasAVencer(c.deps)).toBe(0);
    expect(await avisarContratosTerminando(c.deps)).toBe(0);
    expect(await lembrarVencimentos(outro)).toBe(0);
    expect(await notas('Garantias a renovar')).toHaveLength(1);
    expect(await notas('Contratos a renovar')).toHaveLength(1);
    expect(await notas('Aluguel vence em breve')).toHaveLength(1);
  });

  it('announces what enters its window later: the next payment, the next guarantee', async () => {
    agora = new Date('2026-07-21T12:00:00Z');
    expect(await avisarGarantiasAVencer(c.deps)).toBe(1);
    expect((await notas('Garantias a renovar')).at(-1)!.mensagem).toContain(
      'CT-LONGE (Carla Dias) vence em 20/08/2026',
    );
    agora = new Date('2026-07-14T12:00:00Z');
    expect(await lembrarVencimentos(c.deps)).toBe(1);
    expect((await notas('Aluguel vence em breve')).at(-1)!.mensagem).toBe(
      'O aluguel de 07/2026 vence em 17/07/2026. Valor: R$ 2.400,00.',
    );
  });
});
