import { formatData, hojeNaAgencia, MSG_REAJUSTE } from '@morada/domain';
import type { Deps } from '../../http/context';
import { criarNotificacoes } from '../notificacoes';
import { lembrarVisitas } from '../visitas';
import { idsAdminsAtivos } from '../usuarios';
import { avisarContratosTerminando, avisarGarantiasAVencer, lembrarVencimentos } from './avisos-ciclo';
import { listarPendentes } from './reajustes.service';
import { atualizarIndicesSgs, INDICES_SGS } from './sgs.client';
import { devolverTarefa, marcarPrimeiraVez, tomarTarefa } from './tarefas-diarias.repository';

/**
 * Tasks run once a day across every server process (DESIGN §10: shared state lives in the
 * database). Each process tries on start and every hour; inserting the (task, day) row is taking
 * the task, and the primary key refuses a second taker. A run that fails gives its row back, so
 * the next hour (of any process) tries again.
 */
export const TAREFA_INDICES = 'indices-sgs';
export const TAREFA_AVISOS = 'avisos-reajuste';
export const TAREFA_GARANTIAS = 'avisos-garantia';
export const TAREFA_FIM_CONTRATO = 'avisos-fim-contrato';
export const TAREFA_LEMBRETES = 'lembretes-vencimento';
const UMA_HORA_MS = 60 * 60 * 1000;

/**
 * Tells every active admin, in one notification each, of the reajustes that reached their
 * 30-day window since the last run. Each (contract, anniversary) is announced once ever: its row
 * in tarefas_diarias ('aviso-reajuste:<contrato>', anniversary) is the memory of that.
 */
export const avisarReajustesDevidos = async (deps: Deps): Promise<number> => {
  const pendentes = await listarPendentes(deps);
  const agora = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const novos: string[] = [];
    for (const p of pendentes) {
      if (await marcarPrimeiraVez(trx, `aviso-reajuste:${p.contratoId}`, p.aniversario, agora.toISOString()))
        novos.push(
          MSG_REAJUSTE.avisoAdmin.item(
            p.contratoNumero,
            p.inquilino.nome,
            formatData(p.aniversario),
            MSG_REAJUSTE.status[p.status],
          ),
        );
    }
    if (!novos.length) return 0;
    const mensagem = MSG_REAJUSTE.avisoAdmin.mensagem(novos);
    await criarNotificacoes(
      trx,
      (await idsAdminsAtivos(trx)).map((usuarioId) => ({
        usuarioId,
        titulo: MSG_REAJUSTE.avisoAdmin.titulo,
        mensagem,
        origem: 'reajuste',
      })),
      agora,
    );
    return novos.length;
  });
};

/** Runs one task if this process takes it today; errors are logged and the day's row given back. */
const rodar = async (deps: Deps, nome: string, dia: string, tarefa: () => Promise<boolean>) => {
  if (!(await tomarTarefa(deps.db, nome, dia, deps.now().toISOString()))) return false;
  try {
    if (await tarefa()) return true;
  } catch (e) {
    console.error(`Tarefa diária ${nome} falhou`, e);
  }
  await devolverTarefa(deps.db, nome, dia);
  return false;
};

/**
 * The day's tasks, each at most once a day across processes: the Banco Central update (done only
 * when it answered for some index), the admins' reminders of reajustes that became due, of
 * guarantees about to expire and of contracts about to end, and the tenants' reminders of
 * payments due within 3 days.
 * Answers the tasks this call ran.
 */
export const executarTarefasDiarias = async (deps: Deps): Promise<string[]> => {
  const dia = hojeNaAgencia(deps.now());
  const feitas: string[] = [];
  const indices = await rodar(deps, TAREFA_INDICES, dia, async () => {
    const r = await atualizarIndicesSgs(deps);
    return r.erros.length < INDICES_SGS.length;
  });
  if (indices) feitas.push(TAREFA_INDICES);
  const avisos = await rodar(deps, TAREFA_AVISOS, dia, async () => {
    await avisarReajustesDevidos(deps);
    return true;
  });
  if (avisos) feitas.push(TAREFA_AVISOS);
  // The contract's life: guarantees to renew, contracts ending, payments about to fall due.
  const ciclo: [string, (d: Deps) => Promise<number>][] = [
    [TAREFA_GARANTIAS, avisarGarantiasAVencer],
    [TAREFA_FIM_CONTRATO, avisarContratosTerminando],
    [TAREFA_LEMBRETES, lembrarVencimentos],
  ];
  for (const [nome, tarefa] of ciclo)
    if (
      await rodar(deps, nome, dia, async () => {
        await tarefa(deps);
        return true;
      })
    )
      feitas.push(nome);
  // Every run, not once a day: each visit's reminder (~24 h ahead) is taken once in the database.
  await lembrarVisitas(deps).catch((e: unknown) => console.error('Lembretes de visitas falharam', e));
  return feitas;
};

/**
 * Starts the loop in the server process: now, then every hour. Never throws; `parar` clears the
 * timer (on shutdown) and waits for a run under way.
 */
export const iniciarTarefasDiarias = (deps: Deps, intervaloMs = UMA_HORA_MS) => {
  let emCurso: Promise<unknown> = Promise.resolve();
  let rodando = false;
  const ciclo = () => {
    if (rodando) return;
    rodando = true;
    emCurso = executarTarefasDiarias(deps)
      .catch((e: unknown) => console.error('Tarefas diárias falharam', e))
      .finally(() => {
        rodando = false;
      });
  };
  ciclo();
  const timer = setInterval(ciclo, intervaloMs);
  timer.unref();
  return {
    parar: async () => {
      clearInterval(timer);
      await emCurso;
    },
  };
};
