import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { percentile } from '../built-portal.js';

/** How long one page took to answer, over its runs: first byte and whole answer. */
export interface PageTiming {
  page: string;
  runs: number;
  firstByteP95: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * The joint pages opened first after an import changed the inspections: each connection's first page
 * works out its recut figures, which the later pages read stored.
 */
export const JOINT_FIRST_VISITS = '/joints/<serial>, first visits after the inspections changed';

const jointPage = {
  path: (serial: string) => `/joints/${serial}`,
  holds: (serial: string) => serial,
};

/** The pages with a budget, each with the text its answer must hold to count, in the order timed. */
const PAGES = [
  { page: '/home', path: () => '/home', holds: () => 'rr-figure-tiles', serials: 'later' },
  { page: '/inventory', path: () => '/inventory', holds: () => 'Tubular inventory', serials: 'later' },
  { page: '/racklocation', path: () => '/racklocation', holds: () => 'rr-page', serials: 'later' },
  { page: JOINT_FIRST_VISITS, ...jointPage, serials: 'first' },
  { page: '/joints/<serial>', ...jointPage, serials: 'later' },
] as const;

/** The joints the joint pages open: `first` right after the inspections changed, `later` after those. */
export interface SampledJoints {
  first: readonly string[];
  later: readonly string[];
}

/**
 * `count` serial numbers of `customer`, spread through the data set's serials.ndjson (every
 * `stride`-th of theirs), so each joint page run opens a joint no run opened before.
 *
 * @example
 * await sampleSerials('/tmp/rigready-scale/rigready_scale/data', 'Skarvheim Drilling AS', 40, 10_000);
 */
export async function sampleSerials(
  dataFolder: string,
  customer: string,
  count: number,
  stride: number,
): Promise<string[]> {
  const serials: string[] = [];
  let seen = 0;
  const lines = createInterface({ input: createReadStream(join(dataFolder, 'serials.ndjson')) });
  for await (const line of lines) {
    const row = JSON.parse(line) as { Customer: string; Serial_Number: string };
    if (row.Customer !== customer) continue;
    if (seen % stride === 0) serials.push(row.Serial_Number);
    seen += 1;
    if (serials.length === count) break;
  }
  lines.close();
  return serials;
}

/**
 * Times each budgeted page `later.length - 1` times, one request after the other, after one unmeasured
 * warm-up; the joint pages open a different joint each time (the first serial of each list is the
 * warm-up's), those of `first` before those of `later`. Fails on an answer that is not the page.
 *
 * @example
 * const timings = await timePages(baseUrl, cookie, { first, later });
 */
export async function timePages(
  baseUrl: string,
  cookie: string,
  joints: SampledJoints,
): Promise<PageTiming[]> {
  const timings: PageTiming[] = [];
  for (const { page, path, holds, serials } of PAGES) {
    const firstBytes: number[] = [];
    const wholes: number[] = [];
    for (const [run, serial] of joints[serials].entries()) {
      const begin = performance.now();
      const answer = await fetch(`${baseUrl}${path(serial)}`, {
        headers: { cookie, 'Accept-Encoding': 'br' },
      });
      const firstByte = performance.now() - begin;
      const body = await answer.text();
      const whole = performance.now() - begin;
      if (answer.status !== 200 || !body.includes(holds(serial))) {
        throw new Error(`${path(serial)} answered ${answer.status} without '${holds(serial)}'`);
      }
      if (run === 0) continue;
      firstBytes.push(firstByte);
      wholes.push(whole);
    }
    timings.push({
      page,
      runs: wholes.length,
      firstByteP95: percentile(firstBytes, 95),
      p50: percentile(wholes, 50),
      p95: percentile(wholes, 95),
      max: Math.max(...wholes),
    });
    console.log(
      `  ${page}: p50 ${percentile(wholes, 50).toFixed(0)} ms, p95 ${percentile(wholes, 95).toFixed(0)} ms`,
    );
  }
  return timings;
}
