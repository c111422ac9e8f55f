// Several portal hosts on one PostgreSQL, as an operator grows the two-instance set-up: each host is the
// built portal (`npm start`'s command) with one server process, and autocannon holds a fixed overall rate
// of mixed requests spread evenly over the hosts.
import autocannon from 'autocannon';
import { type PortalProcess, startPortalProcess } from '../../tests/reliability/support/portal-process.js';
import { percentile } from '../built-portal.js';

/** One request of the mix: a page or call of a signed-in customer user. */
export interface MixedRequest {
  path: string;
  headers: Record<string, string>;
}

/** What the hosts held together. */
export interface HostsFigures {
  hosts: number;
  rate: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

function hold(host: PortalProcess, requests: readonly MixedRequest[], rate: number, seconds: number) {
  const times: number[] = [];
  const instance = autocannon({
    url: host.baseUrl,
    connections: 20,
    overallRate: rate,
    duration: seconds,
    requests: requests.map((request) => ({ method: 'GET', path: request.path, headers: request.headers })),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
  });
  return new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
    instance.on('done', (result: autocannon.Result) => resolve({ result, times }));
    instance.on('error', reject);
  });
}

async function answerEachOnce(host: PortalProcess, requests: readonly MixedRequest[]): Promise<void> {
  for (const request of requests) {
    const response = await fetch(new URL(request.path, host.baseUrl), { headers: request.headers });
    await response.arrayBuffer();
  }
}

/**
 * Starts `count` hosts on `env`'s database, asks each for every request of `mix` once and warms it for 5 s, then holds `rate` requests/s of `mix`
 * (sent to the hosts in equal shares) for `seconds`, every response timed.
 *
 * @example
 * const figures = await measureHosts(env, mix, { count: 3, rate: 300, seconds: 30 });
 */
export async function measureHosts(
  env: Record<string, string>,
  mix: readonly MixedRequest[],
  { count, rate, seconds }: { count: number; rate: number; seconds: number },
): Promise<HostsFigures> {
  const hosts: PortalProcess[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      hosts.push(await startPortalProcess({ ...env, PORTAL_WORKERS: '1' }));
    }
    // Every request of the mix once, one after the other, before the load: a process classes a customer's
    // joints on its first visit after a start or an import (seconds for the largest at ten times), and
    // the load measures what the hosts hold, not that first visit.
    await Promise.all(hosts.map((host) => answerEachOnce(host, mix)));
    await Promise.all(hosts.map((host) => hold(host, mix, 10, 5)));
    const runs = await Promise.all(hosts.map((host) => hold(host, mix, rate / count, seconds)));
    const times = runs.flatMap((run) => run.times);
    const requests = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
    return {
      hosts: count,
      rate,
      seconds,
      requests,
      requestsPerSecond: requests / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      max: Math.max(...times),
      errors: runs.reduce((sum, run) => sum + run.result.errors + run.result.timeouts, 0),
      non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    };
  } finally {
    await Promise.all(hosts.map((host) => host.stop()));
  }
}
