import cluster, { type Worker } from 'node:cluster';

/** A worker that dies again within this long after starting counts as a crash loop. */
const VIDA_ESTAVEL_MS = 60_000;
const ESPERA_MIN_MS = 250;
const ESPERA_MAX_MS = 30_000;
/** Workers that do not stop within this long after SIGTERM are killed. */
const PRAZO_PARADA_MS = 10_000;

export type Supervisao = {
  quantos: number;
  /** Once, when the first worker listens (to print the address). */
  aoOuvir: (porta: number) => void;
  /** After every worker exited on SIGTERM/SIGINT: stop the primary's own work. */
  aoEncerrar: () => Promise<void>;
};

/**
 * The cluster's primary: forks `quantos` workers that share the port, forks a new one (after a
 * growing pause while they keep crashing) when one dies unexpectedly, and on SIGTERM/SIGINT passes
 * SIGTERM on, waits for them to finish their requests, then stops itself (docs/decisions/019).
 */
export const supervisionarWorkers = ({ quantos, aoOuvir, aoEncerrar }: Supervisao): void => {
  const nascidoEm = new Map<number, number>();
  let quedasSeguidas = 0;
  let encerrando = false;
  let ouvindo = false;

  const criar = () => {
    const w = cluster.fork();
    nascidoEm.set(w.id, Date.now());
  };
  const vivos = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);

  cluster.on('listening', (_w, endereco) => {
    if (ouvindo) return;
    ouvindo = true;
    aoOuvir(endereco.port);
  });

  cluster.on('exit', (w, codigo, sinal) => {
    const viveu = Date.now() - (nascidoEm.get(w.id) ?? 0);
    nascidoEm.delete(w.id);
    if (encerrando) return;
    quedasSeguidas = viveu >= VIDA_ESTAVEL_MS ? 1 : quedasSeguidas + 1;
    const espera = Math.min(ESPERA_MAX_MS, ESPERA_MIN_MS * 2 ** (quedasSeguidas - 1));
    console.error(`Processo ${w.process.pid} saiu (${sinal ?? codigo}); outro em ${espera} ms`);
    setTimeout(() => encerrando || criar(), espera).unref();
  });

  const encerrar = (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    console.log(`${sinal} recebido, encerrando ${vivos().length} processos...`);
    const todos = vivos();
    const saidas = todos.map((w) => new Promise<void>((r) => (w.isDead() ? r() : w.once('exit', () => r()))));
    for (const w of todos) w.process.kill('SIGTERM');
    const prazo = setTimeout(() => {
      for (const w of vivos()) w.process.kill('SIGKILL');
    }, PRAZO_PARADA_MS);
    prazo.unref();
    void Promise.all(saidas)
      .then(aoEncerrar)
      .catch((e: unknown) => console.error('Encerramento incompleto', e))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => encerrar('SIGINT'));
  process.on('SIGTERM', () => encerrar('SIGTERM'));

  for (let i = 0; i < quantos; i++) criar();
};
