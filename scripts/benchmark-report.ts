// Writes a benchmark's results as Markdown to docs/benchmarks/<name>.md, so the published figures are always
// what the script measured, next to the machine that measured them. Benchmarks call it at the end of a run.
// The file holds no date or commit: git records when it changed, and a rerun replaces it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';
import { dirname, join } from 'node:path';

const BENCHMARKS_DIR = join(dirname(new URL(import.meta.url).pathname), '..', 'docs', 'benchmarks');

export interface MarkdownTable {
  header: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

export interface BenchmarkSection {
  heading: string;
  /** Sentences shown above the table: what the rows are. */
  intro?: string;
  table: MarkdownTable;
  /** Markdown shown below the table: what a table cannot hold, such as query plans. */
  after?: readonly string[];
}

export interface BenchmarkReport {
  /** The file name under docs/benchmarks, without `.md`. */
  name: string;
  title: string;
  /** The command that writes this file. */
  command: string;
  /** Paragraphs: what is measured and how. */
  method: readonly string[];
  /** What this run was given (sizes, runs, databases...), and anything else worth knowing of the machine. */
  settings: Readonly<Record<string, string | number>>;
  sections: readonly BenchmarkSection[];
}

/** The load average (1, 5 and 15 minutes) as one string, for the report's machine facts. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

/** Starts timing a run: call it first, and hand its result to `writeBenchmarkReport` at the end. */
export function startBenchmark(): { loadBefore: string; startedAt: number } {
  return { loadBefore: loadAverage(), startedAt: performance.now() };
}

/** A GitHub-flavoured table with every column padded to its widest cell, as Biome formats Markdown. */
export function markdownTable({ header, rows }: MarkdownTable): string {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell).replaceAll('|', '\\|')));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    `| ${widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head ?? []), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

function machineFacts(run: ReturnType<typeof startBenchmark>): MarkdownTable {
  const minutes = (performance.now() - run.startedAt) / 60_000;
  return {
    header: ['fact', 'value'],
    rows: [
      ['CPU', `${availableParallelism()} × ${cpus()[0]?.model ?? 'unknown'}`],
      ['memory', `${(totalmem() / 1024 ** 3).toFixed(1)} GB`],
      ['system', `${type()} ${release()}`],
      ['Node', process.version],
      ['load average (1, 5, 15 min) before the run', run.loadBefore],
      ['load average (1, 5, 15 min) after the run', loadAverage()],
      ['duration of the run', minutes < 1 ? `${(minutes * 60).toFixed(0)} s` : `${minutes.toFixed(1)} min`],
    ],
  };
}

/** Writes docs/benchmarks/<name>.md and returns its path. */
export function writeBenchmarkReport(
  report: BenchmarkReport,
  run: ReturnType<typeof startBenchmark>,
): string {
  const settings: MarkdownTable = {
    header: ['setting', 'value'],
    rows: Object.entries(report.settings),
  };
  const parts = [
    `# ${report.title}`,
    `Written by \`${report.command}\` at the end of each run; run it again to refresh the figures. ` +
      'The machine is often shared: read absolute times next to its load below, and compare ratios measured in one run.',
    '## Method',
    ...report.method,
    '## Machine and settings',
    markdownTable(machineFacts(run)),
    markdownTable(settings),
    ...report.sections.flatMap((section) => [
      `## ${section.heading}`,
      ...(section.intro ? [section.intro] : []),
      markdownTable(section.table),
      ...(section.after ?? []),
    ]),
  ];
  const path = join(BENCHMARKS_DIR, `${report.name}.md`);
  mkdirSync(BENCHMARKS_DIR, { recursive: true });
  writeFileSync(path, `${parts.join('\n\n')}\n`);
  console.log(`wrote ${path}`);
  return path;
}
