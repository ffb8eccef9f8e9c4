import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../db/database';
import type { Deps } from '../../http/context';
import { portaLivre } from '../../test/porta-livre';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { carregarIndicesEmbarcados } from './indices-embarcados';
import { LOG_SGS_INDISPONIVEL } from './sgs.client';
import { responderSerie, servidorSgs, type ServidorSgs } from './sgs.fixture';
import { executarTarefasDiarias, iniciarTarefasDiarias } from './tarefas-diarias';

// Two server processes on one database (two connections, two Deps): each daily task runs once.
// Clock: 2026-01-20 (São Paulo). The contract CT-1 (IPCA from 10/01/2025) is due on 10/01/2026.
let c: Cenario;
let sgs: ServidorSgs;
let outro: Deps;
let agora = new Date('2026-01-20T12:00:00Z');
const TITULO = 'Reajustes de aluguel a aplicar';
const TODAS = [
  'avisos-fim-contrato',
  'avisos-garantia',
  'avisos-reajuste',
  'indices-sgs',
  'lembretes-vencimento',
];

const avisos = () =>
  c.db.selectFrom('notificacoes').select(['usuario_id', 'mensagem']).where('titulo', '=', TITULO).execute();

beforeAll(async () => {
  c = await criarCenario({ now: agora });
  c.deps.now = () => agora;
  await carregarIndicesEmbarcados(c.db);
  await c.criarContrato({ dataInicio: '2025-01-10', indiceReajuste: 'IPCA' });
  sgs = await servidorSgs((_, res) => responderSerie(res, [['01/01/2026', '0.42']]));
  c.deps.env.SGS_URL = sgs.url;
  const db = createDatabase({ dataDir: c.dataDir, databaseUrl: c.deps.env.DATABASE_URL, duravel: false });
  outro = { ...c.deps, db };
});
afterAll(async () => {
  await outro.db.destroy();
  await sgs.fechar();
  await c.close();
});

describe('tarefas diárias', () => {
  it('two processes at once: the Banco Central is asked once per index, the admins told once', async () => {
    const [a, b] = await Promise.all([executarTarefasDiarias(c.deps), executarTarefasDiarias(outro)]);
    expect([...a, ...b].sort()).toEqual(TODAS);
    expect(sgs.pedidos.map((p) => p.codigo).sort()).toEqual([188, 189, 433]);
    const lista = await avisos();
    expect(lista).toEqual([
      {
        usuario_id: c.admin.id,
        mensagem:
          'Um reajuste chegou ao prazo de aplicação: CT-1 (Mariana Costa): aniversário em 10/01/2026, pronto.',
      },
    ]);
    const ipca = await (
      await c.request('/api/indices?indice=IPCA&de=2026-01', { token: c.admin.token })
    ).json();
    expect(ipca).toEqual([expect.objectContaining({ mes: '2026-01', variacao: 0.42, fonte: 'sgs' })]);
  });

  it('later the same day nothing runs again; the next day runs, but a reajuste is announced only once', async () => {
    expect(await executarTarefasDiarias(outro)).toEqual([]);
    expect(sgs.pedidos).toHaveLength(3);
    agora = new Date('2026-01-21T12:00:00Z');
    expect((await executarTarefasDiarias(outro)).sort()).toEqual(TODAS);
    expect(sgs.pedidos).toHaveLength(6);
    expect(await avisos()).toHaveLength(1);
  });

  it('an unreachable Banco Central gives the day back: the next hour tries again', async () => {
    agora = new Date('2026-01-22T12:00:00Z');
    c.deps.env.SGS_URL = `http://127.0.0.1:${await portaLivre()}`;
    // Offline (issue 32): one calm line for the three indices and the hourly retries, no stack.
    const saidas = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => undefined),
    );
    try {
      expect(await executarTarefasDiarias(c.deps)).toEqual([
        'avisos-reajuste',
        'avisos-garantia',
        'avisos-fim-contrato',
        'lembretes-vencimento',
      ]);
      expect(await executarTarefasDiarias(c.deps)).toEqual([]);
      expect(saidas.flatMap((s) => s.mock.calls)).toEqual([[LOG_SGS_INDISPONIVEL]]);
      expect(LOG_SGS_INDISPONIVEL).toBe(
        'Índices de reajuste (SGS/Banco Central) indisponíveis agora; serão buscados mais tarde.',
      );
    } finally {
      saidas.forEach((s) => s.mockRestore());
      c.deps.env.SGS_URL = sgs.url;
    }
    expect(await executarTarefasDiarias(c.deps)).toEqual(['indices-sgs']);
    expect(sgs.pedidos).toHaveLength(9);
  });

  it('the loop runs on start and stops on demand', async () => {
    agora = new Date('2026-01-23T12:00:00Z');
    const tarefas = iniciarTarefasDiarias(c.deps, 60_000);
    await tarefas.parar();
    expect(sgs.pedidos).toHaveLength(12);
    const dias = await c.db
      .selectFrom('tarefas_diarias')
      .select('dia')
      .where('nome', '=', 'indices-sgs')
      .execute();
    expect(dias.map((d) => d.dia).sort()).toEqual(['2026-01-20', '2026-01-21', '2026-01-22', '2026-01-23']);
  });
});
