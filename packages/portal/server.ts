// The portal's production entry (`pnpm start`), compiled to build/bin/server.js beside React Router's build
// (vite.server.config.ts) and run by plain `node`: prepares the database, then serves the React Router build
// from one process per core (PORTAL_WORKERS; node:cluster, the primary holds the port and hands each new
// connection to the next worker). PORTAL_WORKERS=1 serves from this process alone.
// SIGTERM or SIGINT drains it: no new connections, in-flight requests answered, the database closed, exit 0;
// a drain that overruns its deadline is cut and exits 1. The primary passes the signal to every worker and
// exits 0 only when all of them did.
import cluster from 'node:cluster';
import { join } from 'node:path';
import { EnvError, getEnv, type PortalEnv } from './app/server/config/env.server.js';
import { getIdentityConfig } from './app/server/config/identity-config.server.js';
import { PRIVATE_UMASK, restrictPortalData } from './app/server/config/private-files.server.js';
import { configuredDocumentStore } from './app/server/document-store/configured-document-store.server.js';
import { startServer } from './app/server/http/start-server.server.js';
import { workerCount } from './app/server/http/worker-count.server.js';
import { startWorkerPool } from './app/server/http/worker-pool.server.js';
import { startChangeHistoryJob } from './app/server/importer/change-history-job.server.js';
import { fileProgressLine } from './app/server/importer/import-progress.server.js';
import { prepareDatabase } from './app/server/importer/prepare-database.server.js';
import { startNotificationJob } from './app/server/notifications/notification-job.server.js';
import { LOG_LEVEL_PROBLEM, logger } from './app/server/observability/logger.server.js';
import { serveClusterMetrics } from './app/server/observability/metrics-endpoint.server.js';
import { DatabaseUnavailableError } from './app/server/reliability/database-unavailable.server.js';
import { closeOpenDatabases } from './app/server/reliability/open-databases.server.js';
import { waitForDatabase } from './app/server/reliability/wait-for-database.server.js';
import { getPortalRuntime } from './app/server/runtime/portal-runtime.server.js';
import { prepareTokenKey } from './app/server/runtime/token-key.server.js';
import { startWebhookJob } from './app/server/webhooks/webhook-job.server.js';
import { seedDemoActions } from './scripts/demo-actions/seed-demo-actions.js';
import { resolveDemoOptions } from './scripts/demo-data/demo-options.js';
import { writeDemoDataSet } from './scripts/demo-data/index.js';
import { DEMO_PASSWORD } from './scripts/demo-data/users.js';

/** Connections still open this long after the signal are cut, leaving time to close the database. */
const DRAIN_DEADLINE_MS = 8000;
/** The process exits by this time after the signal, whatever is still pending. */
const EXIT_DEADLINE_MS = 9500;

const databaseName = (env: PortalEnv) => (env.database.kind === 'sqlite' ? env.database.path : 'PostgreSQL');

function onStopSignal(stop: (signal: NodeJS.Signals) => Promise<number>) {
  let stopping = false;
  const handler = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error(`shutdown did not finish within ${EXIT_DEADLINE_MS} ms: forcing exit`);
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    process.exit(await stop(signal));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, handler);
}

/** Serves from this process until a stop signal drains it. */
async function serve(env: PortalEnv) {
  await prepareTokenKey(env, getIdentityConfig().tokenSecret);
  const portal = await startServer(env, join(import.meta.dirname, '..'));
  const notifications = startNotificationJob(getPortalRuntime(), (line) => logger.info(line));
  const webhooks = startWebhookJob(getPortalRuntime(), (line) => logger.info(line));
  const changeHistory = startChangeHistoryJob(getPortalRuntime(), (line) => logger.info(line));
  onStopSignal(async (signal) => {
    const started = performance.now();
    logger.info(`${signal}: draining (no new connections, finishing in-flight requests)`);
    const outcome = await portal.close(DRAIN_DEADLINE_MS);
    await Promise.all([notifications.stop(), webhooks.stop(), changeHistory.stop()]);
    const closed = await closeOpenDatabases();
    const ms = Math.round(performance.now() - started);
    logger.info(`stopped in ${ms} ms (${outcome}; ${closed} database handle(s) closed)`);
    return outcome === 'drained' ? 0 : 1;
  });
}

/** How long the start waits for an unreachable PostgreSQL before it gives up. */
const DATABASE_WAIT_MS = 120_000;

async function primary() {
  const env = getEnv();
  // Every setting is checked before the database is touched: a refused one leaves it as it was.
  getIdentityConfig();
  restrictPortalData(env);
  await waitForDatabase(env.database, { limitMs: DATABASE_WAIT_MS, log: (line) => logger.warn(line) });
  const workers = workerCount(process.env);
  const preparation = await prepareDatabase(
    env,
    (folder) => writeDemoDataSet(folder),
    (progress) => logger.info(`demo data: ${fileProgressLine(progress)}`),
  );
  // Permissions and actions are the portal's own, not the data set's: a fresh demo gets them after its import.
  const demoActions = preparation.demoRows
    ? await seedDemoActions(
        preparation.handle,
        configuredDocumentStore(env.documents),
        resolveDemoOptions().referenceDate,
        env.timeZone,
      )
    : null;
  await preparation.handle.close();
  if (preparation.migrations.length > 0)
    logger.info(`migrated ${databaseName(env)}: ${preparation.migrations.join(', ')}`);
  if (preparation.demoRows) {
    const serials = preparation.demoRows['serials.ndjson'] ?? 0;
    logger.info(`the database was empty: imported the demo data set (${serials} serials)`);
  }
  if (demoActions && demoActions.approvers.length > 0)
    logger.info(
      `demo actions: ${demoActions.approvers.join(', ')} may approve; ${demoActions.customerAdmins.join(', ')} administer their customer's users; requests ${demoActions.requests.join(', ') || 'none'}; approvals asked ${demoActions.approvals.join(', ') || 'none'}; counts ${demoActions.counts.join(', ') || 'none'}`,
    );
  if (preparation.demoAccounts.length > 0) {
    const accounts = preparation.demoAccounts.join(', ');
    logger.warn(
      `DEMO ACCOUNTS EXIST: ${accounts} (published password ${DEMO_PASSWORD} unless changed); ` +
        'for a demo only: a production database starts empty (PORTAL_DEMO_DATA=off)',
    );
  }
  if (env.demoData && env.adminSecondFactor === 'off')
    logger.warn(
      'PROVIDER ADMINS SIGN IN WITHOUT A SECOND FACTOR: demo data is on, so PORTAL_ADMIN_SECOND_FACTOR ' +
        'defaults to off; set it to required for anything but a demo',
    );
  const where = `database: ${databaseName(env)}`;
  if (workers === 1) {
    await serve(env);
    logger.info(`http://localhost:${env.port} (${where}, pid ${process.pid})`);
    return;
  }
  await serveClusterMetrics(env);
  const pool = await startWorkerPool({ workers, log: (line) => logger.warn(line) });
  logger.info(
    `http://localhost:${env.port} (${where}, ${workers} server processes ` +
      `${pool.pids().join(', ')}, pid ${process.pid})`,
  );
  onStopSignal(async (signal) => {
    const started = performance.now();
    logger.info(`${signal}: stopping ${workers} server processes`);
    const codes = await pool.stop(signal);
    const ms = Math.round(performance.now() - started);
    logger.info(`all server processes stopped in ${ms} ms (exit codes ${codes.join(', ')})`);
    return codes.every((code) => code === 0) ? 0 : 1;
  });
}

// Every file the portal writes holds customer data or secrets: private to its user (the workers inherit it).
process.umask(PRIVATE_UMASK);
async function start() {
  if (LOG_LEVEL_PROBLEM) throw new EnvError(LOG_LEVEL_PROBLEM);
  await (cluster.isPrimary ? primary() : serve(getEnv()));
}

start().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DatabaseUnavailableError) logger.fatal(error.message);
  else logger.fatal({ err: error }, 'the portal could not start');
  process.exit(1);
});
