import cluster, { type Worker } from 'node:cluster';

/** The server processes the primary runs; see {@link startWorkerPool}. */
export interface WorkerPool {
  pids(): number[];
  /**
   * Sends `signal` to every worker (each drains on its own, see server.ts) and resolves with their exit
   * codes once all have exited; no worker is replaced from then on.
   */
  stop(signal: NodeJS.Signals): Promise<(number | null)[]>;
}

interface PoolOptions {
  workers: number;
  log(line: string): void;
}

/**
 * Forks `workers` copies of the current script as cluster workers (they share the listening port; the
 * primary hands each new connection to the next worker in turn) and resolves once every one listens.
 * A worker that dies after it listened is replaced; one that dies before makes the start fail, since the
 * next would too.
 *
 * @example
 * const pool = await startWorkerPool({ workers: availableParallelism(), log: console.log });
 * process.on('SIGTERM', async () => process.exit((await pool.stop('SIGTERM')).every((c) => c === 0) ? 0 : 1));
 */
export function startWorkerPool(options: PoolOptions): Promise<WorkerPool> {
  const running = new Set<Worker>();
  const listening = new Set<Worker>();
  let stopping = false;
  let started = false;
  return new Promise((resolve, reject) => {
    const fork = () => {
      const worker = cluster.fork();
      running.add(worker);
      worker.once('listening', () => {
        listening.add(worker);
        if (!started && [...running].every((each) => listening.has(each))) {
          started = true;
          resolve(pool);
        }
      });
      worker.once('exit', (code, signal) => {
        running.delete(worker);
        listening.delete(worker);
        if (stopping) return;
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (!started) {
          stopping = true;
          for (const other of running) other.process.kill('SIGKILL');
          reject(new Error(`a server process (pid ${worker.process.pid}) exited with ${how} while starting`));
          return;
        }
        options.log(`[rigready] server process ${worker.process.pid} exited with ${how}: starting another`);
        fork();
      });
    };
    const pool: WorkerPool = {
      pids: () => [...running].flatMap((worker) => (worker.process.pid ? [worker.process.pid] : [])),
      stop(signal) {
        stopping = true;
        const exits = [...running].map(
          (worker) =>
            new Promise<number | null>((done) => {
              if (worker.isDead()) done(worker.process.exitCode);
              else worker.once('exit', (code) => done(code));
              worker.process.kill(signal);
            }),
        );
        return Promise.all(exits);
      },
    };
    for (let index = 0; index < options.workers; index++) fork();
  });
}
