import type { BenchmarkSection } from '../../../../scripts/benchmark-report.js';
import { percentile } from '../built-portal.js';
import type { InventoryUsable } from '../support/inventory-usable.js';
import type { DailyImportFigures } from './daily-import.js';
import type { PagePlans } from './page-plans.js';
import { JOINT_FIRST_VISITS, type PageTiming } from './page-timings.js';
import type { HostsFigures } from './portal-hosts.js';
import type { ScaleFleet } from './scale-settings.js';

/** What one fleet measured. */
export interface FleetFigures {
  fleet: ScaleFleet;
  rows: Record<string, number>;
  pages: PageTiming[];
  inventory: InventoryUsable;
  daily: DailyImportFigures;
  hosts: HostsFigures;
}

type Figure = (figures: FleetFigures) => number;

interface Budget {
  name: string;
  /** At most this, in `unit`. */
  limit: number;
  unit: 'ms' | 's';
  figure: Figure;
}

const page =
  (name: string, pick: 'p95' | 'firstByteP95'): Figure =>
  (figures) =>
    figures.pages.find((timing) => timing.page === name)?.[pick] ?? Number.NaN;

const BUDGETS: readonly Budget[] = [
  { name: '/home p95, largest customer', limit: 300, unit: 'ms', figure: page('/home', 'p95') },
  { name: '/inventory first byte p95', limit: 300, unit: 'ms', figure: page('/inventory', 'firstByteP95') },
  {
    name: '/inventory usable (search answers), slowest of 5, desktop',
    limit: 2000,
    unit: 'ms',
    figure: (figures) => Math.max(...figures.inventory.usable),
  },
  {
    name: '/joints/<serial> p95, recut figures stored',
    limit: 100,
    unit: 'ms',
    figure: page('/joints/<serial>', 'p95'),
  },
  {
    name: '/joints/<serial> p95, first visits after the inspections changed',
    limit: 100,
    unit: 'ms',
    figure: page(JOINT_FIRST_VISITS, 'p95'),
  },
  { name: '/racklocation p95', limit: 300, unit: 'ms', figure: page('/racklocation', 'p95') },
  {
    name: 'import of a 1 % daily diff',
    limit: 60,
    unit: 's',
    figure: (figures) => figures.daily.importSeconds,
  },
  {
    name: "the portal's writes p95 during that import",
    limit: 50,
    unit: 'ms',
    figure: (figures) => figures.daily.liveWrites.p95Ms,
  },
  {
    name: 'notification pass for that import run',
    limit: 10,
    unit: 's',
    figure: (figures) => figures.daily.notificationSeconds,
  },
  {
    name: 'portal hosts under the mixed load: p95',
    limit: 300,
    unit: 'ms',
    figure: (figures) => figures.hosts.p95,
  },
];

/** Whether a figure is within its limit, and by how much it is over when not; no figure is not met. */
const met = (value: number, limit: number) =>
  value <= limit
    ? 'yes'
    : Number.isNaN(value)
      ? 'no (no request answered)'
      : `no (${((value / limit - 1) * 100).toFixed(0)} % over)`;

const shown = (value: number, unit: Budget['unit']) =>
  Number.isNaN(value) ? 'n/a' : unit === 's' ? `${value.toFixed(1)} s` : `${value.toFixed(0)} ms`;

/**
 * The budgets table: each budget's target, today's figure, ten times the fleet's, their ratio and
 * whether the large fleet meets it; then the hosts' rate and errors, which a budget also names.
 *
 * @example
 * budgetRows(today, tenTimes)[0]; // ['/home p95, largest customer', '300 ms', '41 ms', '212 ms', '5.17×', 'yes']
 */
export function budgetRows(today: FleetFigures, tenTimes: FleetFigures): string[][] {
  const rows = BUDGETS.map(({ name, limit, unit, figure }) => {
    const [small, large] = [figure(today), figure(tenTimes)];
    return [
      name,
      `${limit.toLocaleString('en')} ${unit}`,
      shown(small, unit),
      shown(large, unit),
      Number.isNaN(large / small) ? 'n/a' : `${(large / small).toFixed(2)}×`,
      met(large, limit),
    ];
  });
  const hosts = (figures: FleetFigures) =>
    `${figures.hosts.requestsPerSecond.toFixed(0)}/s, ${figures.hosts.errors + figures.hosts.non2xx} errors`;
  const held = tenTimes.hosts;
  rows.push([
    `${held.hosts} portal hosts: requests/s held, errors and non-2xx`,
    `${held.rate}/s, 0 errors`,
    hosts(today),
    hosts(tenTimes),
    `${(held.requestsPerSecond / today.hosts.requestsPerSecond).toFixed(2)}×`,
    held.requestsPerSecond >= held.rate * 0.98 && held.errors + held.non2xx === 0 ? 'yes' : 'no',
  ]);
  return rows;
}

/**
 * The section of the plans: per page, its statements and their large-table scans, then each plan.
 *
 * @example
 * planSection(plans).heading; // 'Plans of the page queries (ten times the fleet)'
 */
export function planSection(plans: readonly PagePlans[]): BenchmarkSection {
  return {
    heading: 'Plans of the page queries (ten times the fleet)',
    intro:
      "Every read each page's loader sent to PostgreSQL on its first visit in a server process (as after an import: the process keeps a scope's joint classes and inventory rows per data generation) and on a later visit, as EXPLAIN (ANALYZE, BUFFERS) ran it on the large fleet; a sequential scan of serials, tallies or the change history is named in the last column. Below the table, the plans of the reads of those three tables, page by page.",
    table: {
      header: ['page', 'reads', 'slowest read ms', 'sequential scans of large tables'],
      rows: plans.map((pagePlans) => {
        const times = pagePlans.statements.map((statement) => executionMs(statement.plan));
        const scans = pagePlans.statements.flatMap((statement) => statement.largeTableScans);
        return [
          pagePlans.page,
          pagePlans.statements.length,
          percentile(times, 100).toFixed(1),
          scans.join(', ') || 'none',
        ];
      }),
    },
    after: plans.flatMap((pagePlans) => [
      `### ${pagePlans.page}`,
      ...pagePlans.statements
        .filter((statement) => LARGE_TABLES.test(statement.sql))
        .map(
          (statement) =>
            `\`\`\`sql\n${statement.sql.trim()}\n\`\`\`\n\n\`\`\`text\n${statement.plan}\n\`\`\``,
        ),
    ]),
  };
}

const LARGE_TABLES = /\b(from|join)\s+"?(serials|tallies|record_changes)\b/i;

/** The "Execution Time" a plan reports, in ms. */
function executionMs(plan: string): number {
  return Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
}
