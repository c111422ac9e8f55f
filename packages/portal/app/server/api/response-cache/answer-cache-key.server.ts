import { byCodeUnit } from '../../../shared/code-unit-order.js';
import type { Identity } from '../../access/identity.server.js';
import { scopeRules } from '../../scoping/scope-rules.server.js';

/** JSON with object keys sorted, so equal parameters give equal text whatever order they came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => byCodeUnit(a, b));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Everything about the caller an answer may depend on: the user (document links are issued to one user,
 * column headers and flags are per user), whether an admin and for which customer it acts, the tenant and
 * asset predicates every query gets, the asset or fleet chosen, the screens allowed and the pipe type.
 * Two callers share an entry only when all of it is equal.
 *
 * @example
 * callerFingerprint(identity);
 * // '{"acting":null,"admin":false,"pipeType":"Tubular","routes":[],"rules":{…},"selection":{"kind":"fleet"},"user":"u1"}'
 */
export function callerFingerprint(identity: Identity): string {
  const { actor, coreSession } = identity;
  return stableJson({
    user: actor.userId,
    admin: actor.isAdmin,
    acting: actor.actingCustomer,
    rules: scopeRules(actor),
    selection: actor.selection,
    routes: actor.routesList,
    pipeType: coreSession.pipeType,
  });
}

/**
 * The cache key of one answer: the data generation it was read at, the call, its validated parameters
 * (normalised) and the caller's fingerprint.
 *
 * @example
 * const key = answerCacheKey('getOrderconfirm', { username: 'x' }, identity, '48213');
 */
export function answerCacheKey(
  call: string,
  params: unknown,
  identity: Identity,
  generation: string,
): string {
  return `${generation}\n${call}\n${stableJson(params)}\n${callerFingerprint(identity)}`;
}
