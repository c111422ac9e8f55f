import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as apiCall from '../../app/routes/api/call.js';
import type { ApiCall } from '../../app/server/api/api-call.server.js';
import { API_CALLS } from '../../app/server/api/api-calls.server.js';
import { NORTHWIND, POLAR } from '../helpers/actors.js';
import { PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { FIXTURES } from '../helpers/test-database.js';
import { tenantMarkers } from '../matrix/tenant-markers.js';
import { bodyValue, fuzzRuns, fuzzSeed, queryValue } from './fuzz-values.js';

const RUNS = fuzzRuns(12);
const SEED = fuzzSeed();
const ALLOWED = new Set([200, 204, 400, 401, 403, 404, 405, 409, 413, 429]);
const polarMarkers = tenantMarkers(FIXTURES.twoCustomers, POLAR, NORTHWIND);

// A stack frame, a source position or a path of this machine: none may reach a client.
const INTERNALS = [
  /\bat (?:async )?[\w$.<>]+ \(/,
  /\.(?:ts|js|mjs|tsx):\d+:\d+/,
  /node:internal|node_modules|file:\/\//,
  /\/(?:work|home|tmp|usr|var|root)\/[\w.-]+\//,
  /SQLITE_|sqlite3?_|syntax error at or near|violates .* constraint/i,
];

/** The parameter names a call's schema declares (its object shape), or none for a non-object schema. */
function parameterNames(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** A hostile request for a call: its own parameters and a few made-up ones, hostile values, duplicates. */
function hostileRequest(call: ApiCall): fc.Arbitrary<{ path: string; init: RequestInit }> {
  const names = [...parameterNames(call.params), 'username', '__proto__', 'x'];
  const name = fc.constantFrom(...names);
  if (call.method === 'GET') {
    return fc.array(fc.tuple(name, queryValue()), { minLength: 0, maxLength: 6 }).chain((pairs) =>
      fc.boolean().map((duplicate) => {
        const query = new URLSearchParams(pairs);
        const first = pairs[0];
        if (duplicate && first) query.append(first[0], first[1]);
        return { path: `/api/${call.name}?${query}`, init: {} };
      }),
    );
  }
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(name, bodyValue(), { maxKeys: 6 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: bodyValue().map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) })) },
  );
  return body.map((text) => ({
    path: `/api/${call.name}`,
    init: { method: 'POST', body: text, headers: { 'Content-Type': 'application/json' } },
  }));
}

describe('given every /api call of the registry, fuzzed with hostile parameters', () => {
  useTestPortal('sqlite');

  it('should never answer 5xx, a stack trace, an internal path or a row of B', async () => {
    console.info(
      `api fuzz: seed ${SEED}, ${RUNS} runs per call (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`,
    );
    const customer = await signIn(PERSONAS.customerA);
    const admin = await signIn(PERSONAS.admin);
    let requests = 0;
    let fivexx = 0;
    const calls = [...API_CALLS.values()];
    for (const call of calls) {
      const cookie = call.access === 'admin' ? admin : call.access === 'public' ? null : customer;
      await fc.assert(
        fc.asyncProperty(hostileRequest(call), async ({ path, init }) => {
          const base = testRequest(path, { cookie, method: init.method ?? 'GET' });
          const request = new Request(base, init);
          const handler = (request.method === 'GET' ? apiCall.loader : apiCall.action) as Parameters<
            typeof runRoute
          >[0];
          const response = await runRoute(handler, request);
          requests += 1;
          if (response.status >= 500) fivexx += 1;
          const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
          const where = `${call.method} ${path.slice(0, 200)} → HTTP ${response.status}`;
          expect(ALLOWED.has(response.status), where).toBe(true);
          for (const pattern of INTERNALS) expect(body, where).not.toMatch(pattern);
          if (cookie === customer) {
            expect(polarMarkers.find((marker) => body.includes(marker)) ?? null, where).toBeNull();
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    console.info(`api fuzz: ${calls.length} endpoints x ${RUNS} runs = ${requests} requests, ${fivexx} 5xx`);
    expect(requests).toBe(calls.length * RUNS);
  }, 240_000);
});
