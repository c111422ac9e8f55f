import { hash } from 'node:crypto';
import type { Identity } from '../access/identity.server.js';
import { fieldCustomer, fieldRefusal } from '../actions/field-counts/field-refusal.server.js';
import { currentDataGeneration } from '../db/data-generation.server.js';
import type { DatabaseHandle } from '../db/database.server.js';
import { applySecurityHeaders } from '../http/security-headers.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { scopeRules } from '../scoping/scope-rules.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { buildFieldCopy } from '../services/field-copy.server.js';
import { AnswerCache } from './response-cache/answer-cache.server.js';
import { noneMatch, preferredEncoding } from './response-cache/negotiate-encoding.server.js';

/** The copy is one person's: never kept by a shared cache, nor by the browser's HTTP cache. */
const CACHE_CONTROL = 'private, no-store';

/**
 * Memory the built copies of one process may hold: a 40,000-joint customer's copy is about 5 MB of JSON
 * and 0.2 MB gzipped (docs/benchmarks/field-copy.md), so a few reaches' copies fit.
 */
const COPY_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

/** The copy's only clock is its `takenAt`; the key holds the data generation, so age only bounds memory. */
const COPY_CACHE_MAX_AGE_MS = 10 * 60_000;

// One cache per database: tests open many.
const caches = new WeakMap<DatabaseHandle, AnswerCache>();

function cacheFor(handle: DatabaseHandle): AnswerCache {
  let cache = caches.get(handle);
  if (!cache) {
    cache = new AnswerCache({ budgetBytes: COPY_CACHE_BUDGET_BYTES, maxAgeMs: COPY_CACHE_MAX_AGE_MS });
    caches.set(handle, cache);
  }
  return cache;
}

/**
 * What the copy is read from: the data generation (read first, so the copy is at least as new), the
 * customer and the reach (customer, assets, excluded assets), and the class settings. Two users with the
 * same reach get the same copy, built once.
 *
 * @example
 * copySource('48213', identity, 'Northwind Drilling', settings); // '["48213","Northwind Drilling",{…},{…}]'
 */
export function copySource(
  generation: string,
  identity: Identity,
  customer: string,
  settings: unknown,
): string {
  const reach = scopeRules({ ...identity.actor, selection: { kind: 'fleet' } });
  return JSON.stringify([generation, customer, reach, settings]);
}

/**
 * The copy's entity tag: its source ({@link copySource}) and the user, so a device's tag is its user's;
 * the same tag means the same copy, and a device that sends it back gets a 304 without a copy being read.
 *
 * @example
 * fieldCopyTag(copySource(generation, identity, customer, settings), identity.user.id); // '"fc-2u3…"'
 */
export function fieldCopyTag(source: string, userId: string): string {
  return `"fc-${hash('sha256', `${userId}\n${source}`, 'base64url')}"`;
}

function headers(etag: string, extra: Record<string, string> = {}): Headers {
  const out = new Headers({ ETag: etag, Vary: 'Accept-Encoding', ...extra });
  applySecurityHeaders(out, { production: getPortalRuntime().env.mode === 'production' });
  out.set('Cache-Control', CACHE_CONTROL);
  return out;
}

/**
 * Answers `GET /api/field/copy` for a signed-in identity: 403 for a guest or an admin viewing as no
 * customer, 304 when If-None-Match names the current tag ({@link fieldCopyTag}), else the copy
 * (`buildFieldCopy`) as JSON, compressed when the client accepts br or gzip. A copy is built once per
 * source ({@link copySource}) and kept, with its compressed copies, for the next device of that reach.
 *
 * @example
 * export async function loader({ request }: Route.LoaderArgs) {
 *   return fieldCopyAnswer(request, await requireApiIdentity(request));
 * }
 */
export async function fieldCopyAnswer(request: Request, identity: Identity): Promise<Response> {
  const refusal = fieldRefusal(identity);
  if (refusal !== null) return apiJson({ message: refusal }, 403);
  const { handle, env, now } = getPortalRuntime();
  const customer = fieldCustomer(identity);
  const source = copySource(await currentDataGeneration(handle), identity, customer, env.jointClass);
  const etag = fieldCopyTag(source, identity.user.id);
  if (noneMatch(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: headers(etag) });
  const cache = cacheFor(handle);
  const outcome = await cache.answer(source, now().getTime(), async () => {
    const fleet = createScopedDb(handle, { ...identity.actor, selection: { kind: 'fleet' } });
    return Buffer.from(JSON.stringify(await buildFieldCopy(fleet, env.jointClass, customer, now())));
  });
  if ('response' in outcome) return outcome.response;
  const { answer } = outcome;
  const wanted = preferredEncoding(request.headers.get('Accept-Encoding'));
  const { body, encoding } = await answer.encoded(wanted, () => cache.grew(source, answer));
  const out = headers(etag, { 'Content-Type': 'application/json; charset=utf-8' });
  if (encoding) out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(body.byteLength));
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: out });
}
