import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { middleware as rootMiddleware } from '../../app/root.js';
import { API_CALLS } from '../../app/server/api/api-calls.server.js';
import { createRequestContext } from '../../app/server/security/request-context.server.js';
import { ORIGIN, PERSONAS, runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';

const APP = join(import.meta.dirname, '..', '..', 'app');

interface PostTarget {
  path: string;
  file: string;
  admin: boolean;
}

/**
 * Every URL a POST can reach, from the route table itself (app/routes.ts), with /api/* expanded into every
 * POST call of the registry: a route or call added later is covered without editing this test.
 */
function postTargets(): PostTarget[] {
  const table = readFileSync(join(APP, 'routes.ts'), 'utf8');
  const routes = [...table.matchAll(/route\('([^']*)',\s*'(routes\/[^']+)'\)/g)].map(([, path, file]) => ({
    path: `/${path}`,
    file: file ?? '',
  }));
  const targets: PostTarget[] = [];
  for (const { path, file } of routes) {
    if (path === '/api/*') {
      for (const call of API_CALLS.values())
        if (call.method === 'POST')
          targets.push({ path: `/api/${call.name}`, file, admin: call.access === 'admin' });
    } else if (!path.includes('*')) {
      targets.push({ path, file, admin: path === '/admin' });
    }
  }
  return targets;
}

type Handler = () => Promise<Response>;

/** Runs a request through the root route's middleware, as the server does, then the route's action. */
function throughRootMiddleware(request: Request, action: Handler): Promise<Response> {
  const chain = rootMiddleware.reduceRight<Handler>(
    (next, middleware) => async () =>
      ((await middleware(
        { request, params: {}, context: createRequestContext('203.0.113.7') } as never,
        next as never,
      )) as Response | undefined) ?? next(),
    action,
  );
  return chain();
}

const FOREIGN: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['a foreign Origin', { Origin: 'https://evil.example' }],
  ['an opaque Origin', { Origin: 'null' }],
  ['Sec-Fetch-Site: cross-site', { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' }],
];

describe('given every action and POST call of the route table on SQLite', () => {
  useTestPortal('sqlite');

  it('should refuse a cross-site POST with 403 before doing anything, for a signed-in user', async () => {
    const customer = await signIn(PERSONAS.customerA);
    const admin = await signIn(PERSONAS.admin);
    const targets = postTargets();
    let checked = 0;
    const accepted: string[] = [];
    for (const target of targets) {
      const module = (await import(join(APP, target.file))) as { action?: Parameters<typeof runRoute>[0] };
      if (!module.action) continue;
      for (const [what, headers] of FOREIGN) {
        const send = (cookie: string) => {
          const request = target.path.startsWith('/api/')
            ? testRequest(target.path, { cookie, headers, json: {} })
            : testRequest(target.path, { cookie, headers, form: { intent: 'sign-in' } });
          return throughRootMiddleware(request, () =>
            runRoute(module.action as Parameters<typeof runRoute>[0], request),
          );
        };
        let response = await send(target.admin ? admin : customer);
        // An admin screen sends a customer to /login or refuses it first: ask again as an admin.
        if (!target.admin && [302, 303, 403].includes(response.status)) {
          const text = await response.clone().text();
          if (!text.includes('Cross-site request refused')) response = await send(admin);
        }
        checked += 1;
        const text = await response.text();
        if (response.status !== 403 || !text.includes('Cross-site request refused'))
          accepted.push(`${target.path} with ${what}: HTTP ${response.status} ${text.slice(0, 80)}`);
      }
    }
    console.info(
      `csrf: ${checked / FOREIGN.length} POST targets x ${FOREIGN.length} forgeries = ${checked} refused`,
    );
    expect(accepted).toEqual([]);
    expect(checked).toBeGreaterThan(10 * FOREIGN.length);
  }, 120_000);
});
