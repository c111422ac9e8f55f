// Scale benchmark (`npm run bench:scale`, not part of npm test): measures the portal's budgets on the two
// fleets `npm run bench:scale:data` wrote to PostgreSQL, today's (200,000 joints) and ten times it
// (2,000,000), and prints each figure with its ratio to today's. On each fleet it starts the built portal
// (`npm start`'s command), signs in as the largest customer's user (the demo customer, Skarvheim, fleet
// view) and times /home, /inventory, /racklocation and /joints/<serial>; times /inventory in Chromium until
// search answers; imports a day's data set (1 % of the joints moved) beside the portal's own writes and
// times the notification pass over that run; and holds a mixed load on 3 portal hosts. On the large fleet
// it also records the plans of the pages' queries. Writes docs/benchmarks/scale.md.
//
// Build first: pnpm build:packages && pnpm build:portal. Options (environment): those of the generator
// (BENCH_SCALE_SCHEMA, BENCH_SCALE_DIR, BENCH_DATABASE_URL), BENCH_RUNS=40 (page requests),
// BENCH_HOSTS=3, BENCH_HOSTS_RATE=300 (requests/s), BENCH_HOSTS_SECONDS=30.
import { join } from 'node:path';
import pg from 'pg';
import { startBenchmark, writeBenchmarkReport } from '../../../../scripts/benchmark-report.js';
import { openDatabase } from '../../app/server/db/database.server.js';
import { bearerToken } from '../../tests/reliability/support/portal-client.js';
import { startPortalProcess } from '../../tests/reliability/support/portal-process.js';
import { signInCookie } from '../built-portal.js';
import { customerUsers } from '../support/customer-users.js';
import { type InventoryUsable, timeInventoryUsable } from '../support/inventory-usable.js';
import { MAIN_SCREEN_CALLS } from '../support/main-screen-calls.js';
import { type DailyImportFigures, measureDailyImport } from './daily-import.js';
import { type PagePlans, planLoaders } from './loader-plans.js';
import { type PageTiming, sampleSerials, timePages } from './page-timings.js';
import { type MixedRequest, measureHosts } from './portal-hosts.js';
import { budgetRows, type FleetFigures, planSection } from './scale-report.js';
import { type ScaleFleet, scaleSettings } from './scale-settings.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 3);
const HOSTS_RATE = Number(process.env.BENCH_HOSTS_RATE ?? 300);
const HOSTS_SECONDS = Number(process.env.BENCH_HOSTS_SECONDS ?? 30);
const CUSTOMER = 'customer@rigready.test';
const PASSWORD = 'rigready-demo';
const settings = scaleSettings();

const portalEnv = (fleet: ScaleFleet): Record<string, string> => ({
  DATABASE_URL: `${settings.databaseUrl}?options=${encodeURIComponent(`-c search_path=${fleet.schema}`)}`,
  PORTAL_DATA_DIR: fleet.dir,
  PORTAL_DEMO_DATA: 'off',
  NODE_ENV: 'production',
});

async function tableRows(fleet: ScaleFleet): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from information_schema.tables where table_schema = $1', [
      fleet.schema,
    ]);
    if (found.rowCount === 0) {
      throw new Error(`schema ${fleet.schema} is missing: run npm run bench:scale:data first`);
    }
    const rows: Record<string, number> = {};
    for (const table of ['serials', 'tallies', 'record_changes', 'import_runs', 'orders', 'deliveries']) {
      const result = await client.query<{ rows: string }>(
        `select count(*)::text as rows from ${fleet.schema}.${table}`,
      );
      rows[table] = Number(result.rows[0]?.rows);
    }
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The mixed load of the load benchmark, for the five largest customers: /home with a session cookie and the
 * main screens' calls with a bearer token, those the customer may open.
 */
async function mixedRequests(baseUrl: string, fleet: ScaleFleet): Promise<MixedRequest[]> {
  const mix: MixedRequest[] = [];
  const encoding = { 'Accept-Encoding': 'gzip, deflate, br' };
  const users = customerUsers(fleet.dataFolder).slice(0, 5);
  for (const user of users) {
    const password = user.password as string;
    const cookie = { cookie: await signInCookie(baseUrl, user.email, password), ...encoding };
    const bearer = {
      Authorization: `Bearer ${await bearerToken(baseUrl, user.email, password)}`,
      ...encoding,
    };
    const requests = [
      { path: '/home', headers: cookie },
      ...MAIN_SCREEN_CALLS.map((call) => ({ path: `/api/${call}`, headers: bearer })),
    ];
    for (const request of requests) {
      const answer = await fetch(`${baseUrl}${request.path}`, {
        headers: request.headers,
        redirect: 'manual',
      });
      await answer.arrayBuffer();
      if (answer.ok) mix.push(request);
    }
  }
  if (mix.length === 0) throw new Error('no request of the mixed load answered 2xx');
  console.log(`  mixed load: ${mix.length} requests of ${users.length} customers`);
  return mix;
}

/**
 * Empties the stored recut figures, as an import that changes every customer's inspections leaves them:
 * the first joint page of each connection then works its figures out again.
 */
async function forgetRecutFigures(fleet: ScaleFleet) {
  const handle = openDatabase({ kind: 'postgres', url: settings.databaseUrl }, { schema: fleet.schema });
  try {
    await handle.db.deleteFrom('recut_figures').execute();
  } finally {
    await handle.close();
  }
}

async function measureFleet(fleet: ScaleFleet, plans: PagePlans[]): Promise<FleetFigures> {
  console.log(`\n== ${fleet.name}: ${fleet.fleet.reduce((sum, size) => sum + size, 0)} joints ==`);
  const rows = await tableRows(fleet);
  const env = portalEnv(fleet);
  const largest = fleet.fleet[0] as number;
  const serials = await sampleSerials(
    fleet.dataFolder,
    'Skarvheim Drilling AS',
    2 * (RUNS + 1),
    Math.floor(largest / (2 * (RUNS + 1))),
  );
  const joints = {
    first: serials.filter((_, index) => index % 2 === 0),
    later: serials.filter((_, index) => index % 2 === 1),
  };
  const portal = await startPortalProcess(env);
  let pages: PageTiming[];
  let inventory: InventoryUsable;
  let mix: MixedRequest[];
  try {
    await forgetRecutFigures(fleet);
    const cookie = await signInCookie(portal.baseUrl, CUSTOMER, PASSWORD);
    pages = await timePages(portal.baseUrl, cookie, joints);
    inventory = await timeInventoryUsable(portal.baseUrl, CUSTOMER, PASSWORD, 5);
    console.log(`  /inventory usable: ${inventory.usable.map((time) => time.toFixed(0)).join(', ')} ms`);
    mix = await mixedRequests(portal.baseUrl, fleet);
    if (fleet.name === 'ten times')
      plans.push(...(await planLoaders(env, cookie, joints.later[1] as string)));
  } finally {
    await portal.stop();
  }
  const handle = openDatabase({ kind: 'postgres', url: settings.databaseUrl }, { schema: fleet.schema });
  let daily: DailyImportFigures;
  try {
    const user = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', CUSTOMER)
      .executeTakeFirstOrThrow();
    daily = await measureDailyImport(handle, env, fleet.dataFolder, join(fleet.dir, 'day'), user.id);
  } finally {
    await handle.close();
  }
  console.log(
    `  daily import: ${daily.importSeconds.toFixed(1)} s, notification pass ${daily.notificationSeconds.toFixed(1)} s`,
  );
  const hosts = await measureHosts(env, mix, { count: HOSTS, rate: HOSTS_RATE, seconds: HOSTS_SECONDS });
  console.log(
    `  ${HOSTS} hosts: ${hosts.requestsPerSecond.toFixed(0)} requests/s, p95 ${hosts.p95.toFixed(0)} ms`,
  );
  return { fleet, rows, pages, inventory, daily, hosts };
}

async function main() {
  const benchmark = startBenchmark();
  const plans: PagePlans[] = [];
  const today = await measureFleet(settings.fleets[0], plans);
  const tenTimes = await measureFleet(settings.fleets[1], plans);
  const count = (figures: FleetFigures) =>
    figures.fleet.fleet.reduce((sum, size) => sum + size, 0).toLocaleString('en');
  writeBenchmarkReport(
    {
      name: 'scale',
      title: 'Portal: ten times the fleet',
      command: 'npm run bench:scale',
      method: [
        `\`npm run bench:scale:data\` writes two fleets into PostgreSQL, each in a schema of its own: today's (${count(today)} joints, ${today.fleet.fleet.length} customers of ${(today.fleet.fleet[0] as number).toLocaleString('en')}) and ten times it (${count(tenTimes)} joints across ${tenTimes.fleet.fleet.length} customers, the largest with ${(tenTimes.fleet.fleet[0] as number).toLocaleString('en')}). Each is the demo data set imported by the portal's importer, then its past written straight into PostgreSQL: earlier inspections (three a joint on average) and three years of daily imports' change history (one joint in a hundred moving a day, with the order and delivery changes those bring).`,
        `On each fleet the benchmark starts the built portal (\`npm start\`'s command, one server process per core) and signs in as the largest customer's user (the demo customer, fleet view). It requests /home, /inventory and /racklocation ${RUNS} times each after one warm-up, one request after the other, and ${RUNS} different joint pages twice over: first with the stored recut figures emptied, as an import that changes the inspections leaves them (the first page of each connection works its figures out again), then ${RUNS} other joints; opens /inventory 5 times in Chromium on a 1280 × 800 viewport until the search box, given the first row's first cell, has filtered the rows; imports a day's data set (every hundredth joint lying Rig Ready or Booked moved to the other) with \`npm run import\`'s command while a session and a preference are written every 20 ms beside it, then times the notification pass over that run (and imports the data set itself again, unmeasured); and starts ${HOSTS} portal hosts of one server process each on the same database, each asked for every request of the mix once (a process classes a customer's joints on its first visit after a start or an import), holding ${HOSTS_RATE} requests/s of the load benchmark's mix (/home and the main screens' calls) of the five largest customers for ${HOSTS_SECONDS} s.`,
        "On the large fleet it also runs each page's loader in its own process against the same database, records every statement sent to PostgreSQL and has PostgreSQL EXPLAIN (ANALYZE, BUFFERS) each read with its parameters: the plans are below, with any sequential scan of serials, tallies or the change history named.",
        'Build first (`pnpm build:packages && pnpm build:portal`), then `npm run bench:scale:data` (once; about half an hour on 2 cores).',
      ],
      settings: {
        'page requests': RUNS,
        'portal hosts': HOSTS,
        'mixed load': `${HOSTS_RATE} requests/s for ${HOSTS_SECONDS} s`,
        "joints the day's import moved": `${today.daily.jointsMoved.toLocaleString('en')} → ${tenTimes.daily.jointsMoved.toLocaleString('en')}`,
        'notification events of that run': `${today.daily.notificationEvents} → ${tenTimes.daily.notificationEvents}`,
        ...Object.fromEntries(
          Object.keys(today.rows).map((table) => [
            `${table} rows`,
            `${today.rows[table]?.toLocaleString('en')} → ${tenTimes.rows[table]?.toLocaleString('en')}`,
          ]),
        ),
      },
      sections: [
        {
          heading: 'Budgets',
          intro: "Each budget with today's figure, the figure at ten times the fleet, and their ratio.",
          table: {
            header: ['budget', 'target', 'today', 'ten times', 'ratio', 'met at ten times'],
            rows: budgetRows(today, tenTimes),
          },
        },
        planSection(plans),
      ],
    },
    benchmark,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
