import { hash } from 'node:crypto';
import type { Identity } from '../access/identity.server.js';
import { fieldCustomer, fieldRefusal } from '../actions/field-counts/field-refusal.server.js';
import { currentDataGeneration } from '../db/data-generation.server.js';
import { applySecurityHeaders } from '../http/security-headers.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { scopeRules } from '../scoping/scope-rules.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { buildFieldCopy } from '../services/field-copy.server.js';
import { CachedAnswer } from './response-cache/cached-answer.server.js';
import { noneMatch, preferredEncoding } from './response-cache/negotiate-encoding.server.js';

/** The copy is one person's: never kept by a shared cache, nor by the browser's HTTP cache. */
const CACHE_CONTROL = 'private, no-store';

/**
 * The copy's entity tag: the data generation (read first, so the copy is at least as new), the user, the
 * customer and the reach, and the class settings; the same tag means the same copy, so a device that sends
 * it back gets a 304 without the copy being built.
 *
 * @example
 * fieldCopyTag('48213', identity, 'Northwind Drilling', settings); // '"fc-2u3…"'
 */
export function fieldCopyTag(
  generation: string,
  identity: Identity,
  customer: string,
  settings: unknown,
): string {
  const reach = scopeRules({ ...identity.actor, selection: { kind: 'fleet' } });
  const parts = JSON.stringify([generation, identity.user.id, customer, reach, settings]);
  return `"fc-${hash('sha256', parts, 'base64url')}"`;
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
 * (`buildFieldCopy`) as JSON, compressed when the client accepts br or gzip.
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
  const etag = fieldCopyTag(await currentDataGeneration(handle), identity, customer, env.jointClass);
  if (noneMatch(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: headers(etag) });
  const fleet = createScopedDb(handle, { ...identity.actor, selection: { kind: 'fleet' } });
  const copy = await buildFieldCopy(fleet, env.jointClass, customer, now());
  const answer = new CachedAnswer(Buffer.from(JSON.stringify(copy)), Date.now());
  const { body, encoding } = await answer.encoded(preferredEncoding(request.headers.get('Accept-Encoding')));
  const out = headers(etag, { 'Content-Type': 'application/json; charset=utf-8' });
  if (encoding) out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(body.byteLength));
  return new Response(body as Uint8Array<ArrayBuffer>, { headers: out });
}
