// The portal's production entry (`pnpm start`): prepares the database, then serves the React Router build.
// SIGTERM or SIGINT drains it: no new connections, in-flight requests answered, the database closed, exit 0;
// a drain that overruns its deadline is cut and exits 1.
import { join } from 'node:path';
import { EnvError, getEnv } from './app/server/config/env.server.js';
import { prepareDatabase } from './app/server/db/prepare-database.server.js';
import { startServer } from './app/server/http/start-server.server.js';
import { closeOpenDatabases } from './app/server/reliability/open-databases.server.js';
import { writeDemoDataSet } from './scripts/demo-data/index.js';

/** Connections still open this long after the signal are cut, leaving time to close the database. */
const DRAIN_DEADLINE_MS = 8000;
/** The process exits by this time after the signal, whatever is still pending. */
const EXIT_DEADLINE_MS = 9500;

async function main() {
  const env = getEnv();
  const where = env.database.kind === 'sqlite' ? env.database.path : 'PostgreSQL';
  const preparation = await prepareDatabase(env, (folder) => writeDemoDataSet(folder));
  await preparation.handle.close();
  if (preparation.migrations.length > 0)
    console.log(`[rigready] migrated ${where}: ${preparation.migrations.join(', ')}`);
  if (preparation.demoRows) {
    const serials = preparation.demoRows['serials.ndjson'] ?? 0;
    console.log(`[rigready] the database was empty: imported the demo data set (${serials} serials)`);
  }
  const portal = await startServer(env, join(import.meta.dirname, 'build'));
  console.log(`[rigready] http://localhost:${env.port} (database: ${where}, pid ${process.pid})`);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    console.log(`[rigready] ${signal}: draining (no new connections, finishing in-flight requests)`);
    setTimeout(() => {
      console.error(`[rigready] shutdown did not finish within ${EXIT_DEADLINE_MS} ms: forcing exit`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    const outcome = await portal.close(DRAIN_DEADLINE_MS);
    const closed = await closeOpenDatabases();
    const ms = Math.round(performance.now() - started);
    console.log(`[rigready] stopped in ${ms} ms (${outcome}; ${closed} database handle(s) closed)`);
    process.exit(outcome === 'drained' ? 0 : 1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
