import { describe, expect, it } from 'vitest';
import { storableInputMiddleware } from './storable-input-middleware.server.js';

const ORIGIN = 'http://portal.test';

/** Runs the middleware on `request`; answers its refusal, or 'passed' when it let the request through. */
async function run(request: Request): Promise<{ status: number; body: unknown } | 'passed'> {
  let passed = false;
  const next = async () => {
    passed = true;
    return new Response('ok');
  };
  const answer = await storableInputMiddleware(
    { request } as Parameters<typeof storableInputMiddleware>[0],
    next,
  );
  if (passed) return 'passed';
  const response = answer as Response;
  const text = await response.text();
  return {
    status: response.status,
    body: response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text,
  };
}

const post = (path: string, type: string, body: string) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });

const FORM = 'application/x-www-form-urlencoded';

describe('refusing input PostgreSQL cannot store, where it enters', () => {
  it.each([
    [
      '/joints/%00',
      'page',
      'The request holds a NUL character or an unpaired surrogate in its path, which the portal does not take: remove it',
    ],
    [
      '/inventory?item=%00',
      'page',
      'The request holds a NUL character or an unpaired surrogate in the query parameter "item", which the portal does not take: remove it',
    ],
    [
      '/api/import/%00',
      'api',
      'The request holds a NUL character or an unpaired surrogate in its path, which the portal does not take: remove it',
    ],
    [
      '/labels.pdf?serial=a%00b',
      'page',
      'The request holds a NUL character or an unpaired surrogate in the query parameter "serial", which the portal does not take: remove it',
    ],
  ])('should answer GET %s with 400 saying where', async (path, kind, message) => {
    const answer = await run(new Request(`${ORIGIN}${path}`));
    expect(answer).toEqual({ status: 400, body: kind === 'api' ? { message } : message });
  });

  it('should refuse a NUL in a form field and in a JSON string, at any depth, and an unpaired surrogate', async () => {
    expect(await run(post('/login', FORM, 'intent=forgot&email=a%00%40b.test'))).toEqual({
      status: 400,
      body: 'The request holds a NUL character or an unpaired surrogate in the form field "email", which the portal does not take: remove it',
    });
    expect(await run(post('/api/auth/sign-in', 'application/json', '{"email":"a\\u0000@b.test"}'))).toEqual({
      status: 400,
      body: {
        message:
          'The request holds a NUL character or an unpaired surrogate in the JSON body at email, which the portal does not take: remove it',
      },
    });
    expect(
      await run(post('/api/getSerials', 'application/json', '{"filter":{"serials":["S1","\\ud800"]}}')),
    ).toEqual({
      status: 400,
      body: {
        message:
          'The request holds a NUL character or an unpaired surrogate in the JSON body at filter.serials.1, which the portal does not take: remove it',
      },
    });
    const multipart = new FormData();
    multipart.append('id', 'a\u0000');
    const request = new Request(`${ORIGIN}/notifications`, { method: 'POST', body: multipart });
    expect(await run(request)).toMatchObject({ status: 400 });
  });

  it('should let ordinary input through, its body still readable by the route', async () => {
    expect(await run(new Request(`${ORIGIN}/inventory?item=550DP.12&q=%C3%A6%F0%9F%98%80`))).toBe('passed');
    const form = post('/login', FORM, 'intent=forgot&email=a%40b.test');
    let read = '';
    await storableInputMiddleware(
      { request: form } as Parameters<typeof storableInputMiddleware>[0],
      async () => {
        read = await form.text();
        return new Response('ok');
      },
    );
    expect(read).toBe('intent=forgot&email=a%40b.test');
    expect(
      await run(post('/api/auth/sign-in', 'application/json', '{"email":"a@b.test","n":[1,null,true]}')),
    ).toBe('passed');
    // A body that is not JSON is the route's to answer (400 in its own words).
    expect(await run(post('/api/auth/sign-in', 'application/json', '{"email":'))).toBe('passed');
  });
});
