import type { BenchResult } from 'vitest';

interface Storage {
  get: (name: never) => BenchResult;
}

const format = (value: number, digits: number) => value.toFixed(digits).padStart(10);

/**
 * Prints a comparison as a plain table: ops/s, median and mean latency in ms, and each entry's median
 * relative to the first one (ours), so the speed-up over each baseline reads directly. Returns the
 * medians by name for the run's target checks.
 */
export function printComparison(
  title: string,
  storage: Storage,
  names: readonly string[],
): Map<string, number> {
  const results = names.map((name) => (storage.get as (name: string) => BenchResult)(name));
  const ours = (results[0] as BenchResult).latency.p50;
  const width = Math.max(...names.map((name) => name.length));
  const lines = [
    `\n${title}`,
    `${'task'.padEnd(width)}      ops/s  median ms    mean ms    samples  median / ours`,
    ...results.map(
      (result) =>
        `${result.name.padEnd(width)} ${format(result.throughput.mean, 1)} ${format(result.latency.p50, 2)} ${format(
          result.latency.mean,
          2,
        )} ${String(result.latency.samplesCount).padStart(10)} ${format(result.latency.p50 / ours, 1)}x`,
    ),
  ];
  console.log(lines.join('\n'));
  return new Map(results.map((result) => [result.name, result.latency.p50]));
}

/** Prints whether a measured median meets its target, with both figures. */
export function printTarget(label: string, measured: number, target: string, met: boolean): void {
  console.log(`target ${met ? 'MET' : 'MISSED'}: ${label} = ${measured.toFixed(2)} (target ${target})`);
}
