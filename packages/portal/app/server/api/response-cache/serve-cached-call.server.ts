import { currentDataGeneration } from '../../db/data-generation.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import { applySecurityHeaders } from '../../http/security-headers.server.js';
import { responseCacheLookups } from '../../observability/metrics.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { ApiCallContext, SignedInApiCall } from '../api-call.server.js';
import { AnswerCache } from './answer-cache.server.js';
import { answerCacheKey } from './answer-cache-key.server.js';
import { type CachedAnswer, MIN_COMPRESSED_BYTES } from './cached-answer.server.js';
import { noneMatch, preferredEncoding } from './negotiate-encoding.server.js';

/** Memory the cached answers of one process may hold (five customers' main lists take about 30 MB). */
export const ANSWER_CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * How long one cached answer is served. Data changes do not need it (the key holds the data generation):
 * the only clock-dependent parts of the cached calls are document links, valid for an hour from when they
 * were made, so a link from a cached answer has at least 50 minutes left.
 */
export const ANSWER_CACHE_MAX_AGE_MS = 10 * 60_000;

// One cache per database: tests open many, and an entry must never outlive the data it was read from.
const caches = new WeakMap<DatabaseHandle, AnswerCache>();

function cacheFor(handle: DatabaseHandle): AnswerCache {
  let cache = caches.get(handle);
  if (!cache) {
    cache = new AnswerCache({ budgetBytes: ANSWER_CACHE_BUDGET_BYTES, maxAgeMs: ANSWER_CACHE_MAX_AGE_MS });
    caches.set(handle, cache);
  }
  return cache;
}

function answerHeaders(answer: CachedAnswer, encoding: string | null): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    ETag: encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag,
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  applySecurityHeaders(headers, { production: getPortalRuntime().env.mode === 'production' });
  return headers;
}

/**
 * Answers a call marked `cacheable` from the response cache: the key is the data generation (read first,
 * so the answer is at least as new as it), the call, its parameters and the caller's fingerprint. A miss
 * runs the handler and keeps its JSON bytes. The answer goes out pre-serialised, with an ETag (304 when
 * If-None-Match names it) and compressed with br or gzip when the client accepts it. The body is exactly
 * what the uncached call would send.
 *
 * @example
 * if (call.cacheable) return serveCachedCall(call, { identity, scoped, params, request });
 */
export async function serveCachedCall<Params>(
  call: SignedInApiCall,
  context: ApiCallContext<Params>,
): Promise<Response> {
  const { handle, now } = getPortalRuntime();
  const generation = await currentDataGeneration(handle);
  const key = answerCacheKey(call.name, context.params, context.identity, generation);
  const cache = cacheFor(handle);
  const outcome = await cache.answer(key, now().getTime(), async () => {
    const answer = await call.handle(context);
    return answer instanceof Response ? answer : Buffer.from(JSON.stringify(answer ?? null));
  });
  const looked = 'response' in outcome ? 'uncacheable' : outcome.hit ? 'hit' : 'miss';
  responseCacheLookups.inc({ call: call.name, outcome: looked });
  if ('response' in outcome) return outcome.response;
  const { answer } = outcome;
  const { headers: request } = context.request;
  const wanted = preferredEncoding(request.get('Accept-Encoding'));
  if (noneMatch(request.get('If-None-Match'), answer.etag)) {
    const encoding = wanted && answer.body.byteLength >= MIN_COMPRESSED_BYTES ? wanted : null;
    return new Response(null, { status: 304, headers: answerHeaders(answer, encoding) });
  }
  const { body, encoding } = await answer.encoded(wanted, () => cache.grew(key, answer));
  const headers = answerHeaders(answer, encoding);
  headers.set('Content-Length', String(body.byteLength));
  // Buffers from JSON text and zlib live on a plain ArrayBuffer.
  return new Response(body as Uint8Array<ArrayBuffer>, { headers });
}
