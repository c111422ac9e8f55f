import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { createRecordingHost, rejectionOf, startFakeServer, url } from './test-support/fake-host.js';
import { inventoryRow } from './test-support/fixtures.js';

const server = startFakeServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const USERNAME = { username: 'Acme Drilling' };

describe('given a signed-in user', () => {
  it('should send AUTHORIZATION, USER and USERNAME on every request', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(url('/getdp'), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json([]);
      }),
      http.post(url('/fetchUserName'), ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({
          username: 'Acme Drilling',
          assetlist: [],
          excludedAssets: [],
          routeslist: [],
          isAdmin: false,
        });
      }),
    );
    const { api } = createRecordingHost();
    await api.getdp(USERNAME);
    await api.fetchUserName({ usrname: 'ops@acme.test' });
    for (const headers of seen) {
      expect(headers.get('AUTHORIZATION')).toBe('token-1');
      expect(headers.get('USER')).toBe('Acme%20Drilling');
      expect(headers.get('USERNAME')).toBe('ops%40acme.test');
    }
    expect(seen).toHaveLength(2);
  });

  it('should percent-encode names outside ASCII so that they survive as header values', async () => {
    let user: string | null = null;
    server.use(
      http.get(url('/getdp'), ({ request }) => {
        user = request.headers.get('USER');
        return HttpResponse.json([]);
      }),
    );
    const { api } = createRecordingHost({}, { token: 't', username: 'Ærø Boring Ł', email: 'a@b.test' });
    await api.getdp(USERNAME);
    expect(user === null ? null : decodeURIComponent(user)).toBe('Ærø Boring Ł');
  });

  it('should send GET parameters in the query string and POST bodies as JSON', async () => {
    let query = '';
    let body: unknown;
    server.use(
      http.get(url('/getInventory'), ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ headers: [], data: [] });
      }),
      http.post(url('/setUserInventoryHeader'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'OK' });
      }),
    );
    const { api } = createRecordingHost();
    await api.getInventory({ username: 'Acme Drilling', user_email: 'ops@acme.test' });
    await api.setUserInventoryHeader({ user_email: 'ops@acme.test', header: [{ value: 'Item_No' }] });
    expect(query).toBe('?username=Acme+Drilling&user_email=ops%40acme.test');
    expect(body).toEqual({ user_email: 'ops@acme.test', header: [{ value: 'Item_No' }] });
  });
});

describe('given no token', () => {
  it('should send none of the three headers', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(url('/keystone'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { api } = createRecordingHost({}, { token: '', username: 'Acme Drilling', email: 'ops@acme.test' });
    await api.keystone({ serial_no: 'JAR-77' });
    expect(headers?.has('AUTHORIZATION')).toBe(false);
    expect(headers?.has('USER')).toBe(false);
    expect(headers?.has('USERNAME')).toBe(false);
  });

  it('should send none of them when the host has no session at all', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(url('/keystone'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { api } = createRecordingHost({}, null);
    await api.keystone({ serial_no: 'JAR-77' });
    expect(headers?.has('AUTHORIZATION')).toBe(false);
  });
});

describe('given an answer with authentication status FAIL', () => {
  it('should sign the user out and reject with code auth', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json({ status: 'FAIL' }, { status: 401 })));
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.getdp(USERNAME));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('auth');
    expect(error.call).toBe('getdp');
    expect(events.signOuts).toHaveLength(1);
    expect(events.refreshes).toBe(0);
  });

  it('should sign out on a 401 whose body is not an authentication status', async () => {
    server.use(http.get(url('/getdp'), () => new HttpResponse('Unauthorized', { status: 401 })));
    const { api, events } = createRecordingHost();
    expect((await rejectionOf(api.getdp(USERNAME))).code).toBe('auth');
    expect(events.signOuts).toHaveLength(1);
  });
});

describe('given an answer with authentication status ERROR (token expired)', () => {
  it('should refresh the token once and retry the call with the new token', async () => {
    const tokens: Array<string | null> = [];
    server.use(
      http.get(url('/getdp'), ({ request }) => {
        const token = request.headers.get('AUTHORIZATION');
        tokens.push(token);
        return token === 'token-1'
          ? HttpResponse.json({ status: 'ERROR' }, { status: 401 })
          : HttpResponse.json([{ Order_No: 40211 }]);
      }),
    );
    const { api, events } = createRecordingHost();
    const rows = await api.getdp(USERNAME);
    expect(rows).toEqual([{ Order_No: 40211 }]);
    expect(tokens).toEqual(['token-1', 'token-2']);
    expect(events.refreshes).toBe(1);
    expect(events.signOuts).toHaveLength(0);
  });

  it('should sign out without retrying when the refresh fails', async () => {
    let calls = 0;
    server.use(
      http.get(url('/getdp'), () => {
        calls += 1;
        return HttpResponse.json({ status: 'ERROR' }, { status: 401 });
      }),
    );
    const { api, events } = createRecordingHost({ refreshToken: async () => false });
    expect((await rejectionOf(api.getdp(USERNAME))).code).toBe('auth');
    expect(calls).toBe(1);
    expect(events.signOuts).toHaveLength(1);
  });

  it('should sign out when the refresh throws', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json({ status: 'ERROR' }, { status: 401 })));
    const { api, events } = createRecordingHost({
      refreshToken: () => Promise.reject(new Error('identity provider offline')),
    });
    expect((await rejectionOf(api.getdp(USERNAME))).code).toBe('auth');
    expect(events.signOuts).toHaveLength(1);
  });

  it('should sign out, not refresh again, when the retried call still answers ERROR', async () => {
    let calls = 0;
    server.use(
      http.get(url('/getdp'), () => {
        calls += 1;
        return HttpResponse.json({ status: 'ERROR' }, { status: 401 });
      }),
    );
    const { api, events } = createRecordingHost();
    expect((await rejectionOf(api.getdp(USERNAME))).code).toBe('auth');
    expect(calls).toBe(2);
    expect(events.refreshes).toBe(1);
    expect(events.signOuts).toHaveLength(1);
  });

  it('should share one refresh between calls that expire at the same time', async () => {
    server.use(
      http.get(url('/getdp'), ({ request }) =>
        request.headers.get('AUTHORIZATION') === 'token-1'
          ? HttpResponse.json({ status: 'ERROR' }, { status: 401 })
          : HttpResponse.json([]),
      ),
    );
    const { api, events } = createRecordingHost();
    await Promise.all([api.getdp(USERNAME), api.getdp(USERNAME), api.getdp(USERNAME)]);
    expect(events.refreshes).toBe(1);
  });
});

describe('given other failures', () => {
  it('should report a 404 to the host and reject with code not-found', async () => {
    server.use(http.get(url('/getdp'), () => new HttpResponse(null, { status: 404 })));
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.getdp(USERNAME));
    expect(error.code).toBe('not-found');
    expect(error.status).toBe(404);
    expect(events.notFound).toEqual([error]);
    expect(events.signOuts).toHaveLength(0);
  });

  it('should reject a 500 with code http and the status, without retrying', async () => {
    let calls = 0;
    server.use(
      http.get(url('/getdp'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.getdp(USERNAME));
    expect(error.code).toBe('http');
    expect(error.status).toBe(500);
    expect(calls).toBe(1);
    expect(events.notFound).toHaveLength(0);
  });

  it('should reject a 403 with code forbidden', async () => {
    server.use(http.get(url('/getAllUsers'), () => new HttpResponse(null, { status: 403 })));
    const { api } = createRecordingHost();
    expect((await rejectionOf(api.getAllUsers())).code).toBe('forbidden');
  });

  it('should reject a network failure with code network', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.error()));
    const { api } = createRecordingHost();
    const error = await rejectionOf(api.getdp(USERNAME));
    expect(error.code).toBe('network');
    expect(error.call).toBe('getdp');
  });

  it('should reject a cancelled call with code aborted', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json([])));
    const { api } = createRecordingHost();
    const controller = new AbortController();
    controller.abort();
    expect((await rejectionOf(api.getdp(USERNAME, { signal: controller.signal }))).code).toBe('aborted');
  });

  it('should refuse an empty required parameter before sending anything', async () => {
    const { api, events } = createRecordingHost();
    const error = await rejectionOf(api.showPipelist({ itemnr: '  ' }));
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('showPipelist: the parameter itemnr is required and was empty');
    expect(events.loading).toEqual([]);
  });
});

describe('loading flags', () => {
  it('should raise the table flag for a list load and lower it when the answer is in', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json([])));
    const { api, events } = createRecordingHost();
    await api.getdp(USERNAME);
    expect(events.loading).toEqual([
      ['table', true],
      ['table', false],
    ]);
  });

  it('should raise the dialog flag for a drill-down', async () => {
    server.use(http.get(url('/showPipelist'), () => HttpResponse.json([])));
    const { api, events } = createRecordingHost();
    await api.showPipelist({ itemnr: '550DP.12' });
    expect(events.loading).toEqual([
      ['dialog', true],
      ['dialog', false],
    ]);
  });

  it('should clear both flags when a call fails, even with another call still in flight', async () => {
    let release: (() => void) | undefined;
    server.use(
      http.get(url('/getdp'), () => HttpResponse.json({}, { status: 500 })),
      http.get(url('/showPipelist'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json([]);
      }),
    );
    const { api, events } = createRecordingHost();
    const drillDown = api.showPipelist({ itemnr: '550DP.12' });
    await rejectionOf(api.getdp(USERNAME));
    expect(events.loading).toEqual([
      ['dialog', true],
      ['table', true],
      ['table', false],
      ['dialog', false],
    ]);
    release?.();
    await drillDown;
    expect(events.loading).toHaveLength(4);
  });

  it.each([
    ['FAIL', 401, { status: 'FAIL' }],
    ['404', 404, {}],
    ['500', 500, {}],
    ['schema', 200, [{ Order_No: null }]],
  ])('should leave no flag raised after a %s failure', async (_name, status, body) => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json(body, { status })));
    const { api, events } = createRecordingHost();
    await rejectionOf(api.getdp(USERNAME));
    expect(events.loading.at(-1)?.[1]).toBe(false);
    expect(events.loading.filter(([, on]) => on)).toHaveLength(1);
    expect(events.loading.filter(([kind, on]) => kind === 'table' && !on)).toHaveLength(1);
  });

  it('should leave no flag raised after a network failure', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.error()));
    const { api, events } = createRecordingHost();
    await rejectionOf(api.getdp(USERNAME));
    expect(events.loading).toEqual([
      ['table', true],
      ['table', false],
      ['dialog', false],
    ]);
  });

  it('should drive no flag when the caller asks for none', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.json([])));
    const { api, events } = createRecordingHost();
    await api.getdp(USERNAME, { loading: false });
    expect(events.loading).toEqual([]);
  });
});

describe('schema validation', () => {
  it('should name the call and the first mismatching field', async () => {
    server.use(
      http.get(url('/getInventory'), () =>
        HttpResponse.json({
          headers: [],
          data: [inventoryRow(), inventoryRow({ Rig_Ready: '4' as unknown as number })],
        }),
      ),
    );
    const { api } = createRecordingHost();
    const error = await rejectionOf(
      api.getInventory({ username: 'Acme Drilling', user_email: 'ops@acme.test' }),
    );
    expect(error.code).toBe('schema');
    expect(error.call).toBe('getInventory');
    expect(error.path).toBe('data[1].Rig_Ready');
    expect(error.message).toContain('getInventory');
    expect(error.message).toContain('data[1].Rig_Ready');
  });

  it('should reject an answer that is not JSON', async () => {
    server.use(http.get(url('/getdp'), () => HttpResponse.text('<html>maintenance</html>')));
    const { api } = createRecordingHost();
    const error = await rejectionOf(api.getdp(USERNAME));
    expect([error.code, error.path]).toEqual(['schema', '(root)']);
  });

  it('should keep fields the schema does not know', async () => {
    server.use(
      http.get(url('/getInventory'), () =>
        HttpResponse.json({ headers: [], data: [{ ...inventoryRow(), Coating: 'TK-34' }], version: 2 }),
      ),
    );
    const { api } = createRecordingHost();
    const answer = await api.getInventory({ username: 'Acme Drilling', user_email: 'ops@acme.test' });
    expect(answer.data[0]).toMatchObject({ Coating: 'TK-34' });
  });
});
