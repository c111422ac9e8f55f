import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { AggregatorRegistry, collectDefaultMetrics, register } from 'prom-client';
import type { PortalEnv } from '../config/env.server.js';
import { logger } from './logger.server.js';

const ASK = 'rigready:metrics-ask';
const ANSWER = 'rigready:metrics-answer';
const ASK_TIMEOUT_MS = 6000;

interface MetricsAnswer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isAnswer = (message: unknown): message is MetricsAnswer =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === ANSWER;

/** A worker's metrics come from the primary, which gathers every worker's (see serveClusterMetrics). */
function askPrimary(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const onMessage = (message: unknown) => {
      if (!isAnswer(message) || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error(`the primary process did not send the metrics within ${ASK_TIMEOUT_MS} ms`));
    }, ASK_TIMEOUT_MS);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}

/**
 * Starts collecting this serving process's metrics (and Node's own: CPU, memory, event loop); a cluster
 * worker also answers the primary's requests for them.
 *
 * @example
 * collectServerMetrics(); // once, in startServer
 */
export function collectServerMetrics(): void {
  if (register.getSingleMetric('process_cpu_user_seconds_total')) return;
  collectDefaultMetrics();
  if (cluster.isWorker) new AggregatorRegistry();
}

/**
 * The Prometheus text of the whole server: this process's metrics, or, in a cluster worker, every worker's
 * aggregated by the primary.
 *
 * @example
 * const text = await serverMetricsText();
 */
export function serverMetricsText(): Promise<string> {
  return cluster.isWorker ? askPrimary() : register.metrics();
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries `Authorization: Bearer <token>`, compared in constant time.
 *
 * @example
 * if (!bearerMatches(req, env.metrics.token)) return unauthorized();
 */
export function bearerMatches(req: IncomingMessage, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Serves GET /metrics (and nothing else) on `port`, for the internal network; see PortalEnv.metrics.
 *
 * @example
 * startMetricsServer(9464, () => register.metrics());
 */
export function startMetricsServer(port: number, text: () => Promise<string>): Promise<void> {
  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/metrics' || req.method !== 'GET') {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found: only GET /metrics\n');
      return;
    }
    text().then(
      (body) => res.writeHead(200, { 'Content-Type': register.contentType }).end(body),
      (error: unknown) => {
        logger.error({ err: error }, 'the metrics could not be gathered');
        res
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('The metrics could not be gathered\n');
      },
    );
  });
  // The process exits on its own at shutdown (server.ts); this port must not hold it up.
  server.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
}

/**
 * In the primary of several server processes: gathers the workers' metrics (prom-client's
 * AggregatorRegistry sums counters and histograms over them) for a worker asked for /metrics, and on
 * PORTAL_METRICS_PORT when set.
 *
 * @example
 * await serveClusterMetrics(env); // before the workers are forked, so none asks unheard
 */
export async function serveClusterMetrics(env: PortalEnv): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const gather = () => aggregator.clusterMetrics();
  cluster.on('message', (worker, message: { type?: unknown; id?: unknown }) => {
    if (message?.type !== ASK || typeof message.id !== 'string') return;
    const id = message.id;
    // A worker that exited meanwhile gets no answer (sending to it would throw in the primary).
    const reply = (answer: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id, ...answer });
    };
    gather().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: String(error) }),
    );
  });
  if (env.metrics.port !== null) await startMetricsServer(env.metrics.port, gather);
}
