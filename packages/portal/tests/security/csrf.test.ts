import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS } from '../../app/server/api/api-calls.server.js';
import { type RunningPortal, startPortal } from '../browser/support/portal-server.js';
import { requireBuiltPortal } from '../helpers/built-portal.js';
import {
  cookieFrom,
  ORIGIN,
  PERSONAS,
  type runRoute,
  signIn,
  TEST_PASSWORD,
  testRequest,
  useTestPortal,
} from '../helpers/portal-harness.js';
import { runBehindRootMiddleware } from '../helpers/root-middleware.js';

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
          return runBehindRootMiddleware(module.action as Parameters<typeof runRoute>[0], request);
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

// The routes hold no same-origin check of their own. This runs the production build as `pnpm start` serves
// it and shows who refuses what: React Router itself answers 400 to a page or `.data` POST whose Origin is
// foreign, before any middleware; the root's sameOriginMiddleware answers 403 to the rest, so a forgery that
// React Router lets through (a cross-site fetch with a same-looking Origin, a Referer without an Origin)
// must still be refused on every route, and resource routes (/logout, /pipe-type, /change-password,
// /api/auth/*, /api/fetchUserName) have only the middleware.
describe('given the built portal served as in production', () => {
  beforeAll(requireBuiltPortal);
  let portal: RunningPortal | undefined;
  let base = '';

  beforeAll(async () => {
    portal = await startPortal();
    base = portal.baseUrl;
  }, 240_000);

  afterAll(async () => {
    await portal?.stop();
  });

  function post(path: string, headers: Record<string, string>, cookie: string): Promise<Response> {
    const json = path.startsWith('/api/');
    return fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Cookie: cookie,
        'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: json ? '{}' : new URLSearchParams({ intent: 'sign-in', pipeType: 'BHA' }).toString(),
    });
  }

  it('should refuse a cross-site POST to every page, its .data and every resource route, and serve the same POST from the portal', async () => {
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'sign-in', username: PERSONAS.admin, password: TEST_PASSWORD }),
    });
    const admin = cookieFrom(login);
    const refusedByReactRouter = ['a foreign Origin', 'an opaque Origin'];
    const forgeries: ReadonlyArray<readonly [string, Record<string, string>]> = [
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['an opaque Origin', { Origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { Origin: base, 'Sec-Fetch-Site': 'cross-site' }],
      ['a foreign Referer and no Origin', { Referer: 'https://evil.example/form' }],
    ];
    const paths = postTargets().flatMap(({ path }) =>
      path.startsWith('/api/') ? [path] : [path, `${path === '/' ? '/_root' : path}.data`],
    );
    const accepted: string[] = [];
    for (const path of paths) {
      for (const [what, headers] of forgeries) {
        const response = await post(path, headers, admin);
        const text = await response.text();
        const byMiddleware = response.status === 403 && text.includes('Cross-site request refused');
        const byReactRouter = response.status === 400 && refusedByReactRouter.includes(what);
        // A route without an action: the HTTP server answers 405 before any route or middleware runs.
        const noAction = response.status === 405 && !response.headers.get('Allow')?.includes('POST');
        if (!byMiddleware && !byReactRouter && !noAction)
          accepted.push(`${path} with ${what}: HTTP ${response.status} ${text.slice(0, 80)}`);
      }
    }
    console.info(`csrf (built portal): ${paths.length} POST URLs x ${forgeries.length} forgeries refused`);
    expect(accepted).toEqual([]);
    // The forged /logout and /api/auth/sign-out did nothing: the admin is still signed in, and a post
    // from the portal's own page is served.
    const own = await post('/pipe-type', { Origin: base }, admin);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ ok: true, pipeType: 'BHA' });
  }, 240_000);
});
