import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import { sessionCookie } from '../reliability/support/portal-client.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from '../reliability/support/use-built-portal.js';

/** What came back from one raw request. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface Sending {
  headers?: Record<string, string>;
  /** Written as given; with `chunked`, without a Content-Length. */
  body?: string | Uint8Array;
  chunked?: boolean;
}

/**
 * One request over node:http, which (unlike fetch) sends any method and lets the server answer before the
 * body is written whole.
 */
function send(url: string, method: string, sending: Sending = {}): Promise<Answer> {
  const { body, chunked } = sending;
  const length = body === undefined ? 0 : Buffer.byteLength(body);
  const headers = {
    ...sending.headers,
    ...(body !== undefined && !chunked ? { 'Content-Length': length } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent: false }, (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk) => {
        text += chunk;
      });
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (body !== undefined) {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      for (let offset = 0; offset < bytes.length; offset += 65_536)
        outgoing.write(bytes.subarray(offset, offset + 65_536));
    }
    outgoing.end();
  });
}

function expectSecurityHeaders(answer: Answer) {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['cache-control']).toBe('no-store');
}

/** A multipart/form-data body of one text field of `bytes` bytes. */
function multipartField(name: string, bytes: number): string {
  return `--XB\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${'a'.repeat(bytes)}\r\n--XB--\r\n`;
}

const MULTIPART = 'multipart/form-data; boundary=XB';
const TOO_LARGE = 'The request body is larger than 1 MB';

/** What the portal answers input PostgreSQL cannot store with, naming where it was. */
const unstorable = (place: string) =>
  `The request holds a NUL character or an unpaired surrogate in ${place}, which the portal does not take: remove it`;

/** The status line and headers of the answer to `head`, written as is on a connection of its own. */
function rawExchange(port: number, head: string, waitMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
    socket.setTimeout(waitMs, () => socket.destroy());
  });
}

describe.each(['sqlite', 'postgres'] as const)(
  'odd and oversized requests to the built portal on %s',
  { timeout: PORTAL_TIMEOUT_MS },
  (dialect) => {
    const { portal } = useBuiltPortal({ dialect });
    const url = (path: string) => `${portal().baseUrl}${path}`;
    const adminCookie = () => sessionCookie(portal().baseUrl, PERSONAS.admin);

    describe('request bodies', () => {
      it('should refuse a multipart body over 1 MB on /login by its Content-Length, with 413', async () => {
        const answer = await send(url('/login'), 'POST', {
          headers: { 'Content-Type': MULTIPART },
          body: multipartField('username', 2 * 1024 * 1024),
        });
        expect(answer.status).toBe(413);
        expect(answer.body).toBe(TOO_LARGE);
        expectSecurityHeaders(answer);
      });

      it('should cut off a chunked multipart body on /reset-password at 1 MB with 413', async () => {
        const answer = await send(url('/reset-password'), 'POST', {
          headers: { 'Content-Type': MULTIPART },
          body: multipartField('token', 3 * 1024 * 1024),
          chunked: true,
        });
        expect(answer.status).toBe(413);
        expect(answer.body).toBe(TOO_LARGE);
      });

      it('should refuse a multipart body over 1 MB on /api/auth/sign-in with a JSON 413', async () => {
        const answer = await send(url('/api/auth/sign-in'), 'POST', {
          headers: { 'Content-Type': MULTIPART },
          body: multipartField('email', 2 * 1024 * 1024),
        });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toEqual({ message: TOO_LARGE });
        expectSecurityHeaders(answer);
      });

      it('should refuse a body that is not JSON on the JSON endpoints with 415', async () => {
        for (const [path, type] of [
          ['/api/auth/sign-in', 'text/plain'],
          ['/api/auth/refresh', 'application/x-www-form-urlencoded'],
          ['/api/getAllRacks', MULTIPART],
        ] as const) {
          const answer = await send(url(path), 'POST', {
            headers: { 'Content-Type': type },
            body: '{"email":"customer@rigready.test","password":"rigready-demo"}',
          });
          expect(answer.status, path).toBe(415);
          expect(JSON.parse(answer.body)).toEqual({ message: 'Send the request body as application/json' });
          expectSecurityHeaders(answer);
        }
      });

      it('should still take a JSON sign-in, and a JSON POST without a body', async () => {
        const signIn = await send(url('/api/auth/sign-in'), 'POST', {
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ email: PERSONAS.customerA, password: 'rigready-demo' }),
        });
        expect(signIn.status).toBe(200);
        const empty = await send(url('/api/auth/refresh'), 'POST');
        expect(empty.status).toBe(401);
      });

      it('should still stream an upload past 1 MB to /mobile-upload/files, after its code is checked', async () => {
        const cookie = await adminCookie();
        const issued = await fetch(url('/admin.data'), {
          method: 'POST',
          headers: { Cookie: cookie, Origin: portal().baseUrl },
          body: new URLSearchParams({
            intent: 'upload-code',
            customer: 'Northwind Drilling',
            orderNo: '40211',
          }),
        });
        const code = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(await issued.text())?.[0];
        expect(code).toBeDefined();
        const photo = new Uint8Array(3 * 1024 * 1024);
        photo.set([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]);
        const form = new FormData();
        form.append('files', new Blob([photo]), 'site.jpg');
        const stored = await fetch(url(`/mobile-upload/files?code=${code}`), { method: 'POST', body: form });
        expect(stored.status).toBe(200);
        expect(await stored.json()).toEqual({
          orderNo: '40211',
          stored: [{ name: 'site.jpg', size: 3 * 1024 * 1024 }],
        });
        const unknown = await fetch(url('/mobile-upload/files?code=AAAA-BBBB-CCCC'), {
          method: 'POST',
          body: form,
        });
        expect(unknown.status).toBe(404);
      });

      it('should refuse an upload whose Content-Length is over the upload limit before reading it', async () => {
        const answer = await send(url('/mobile-upload/files?code=AAAA-BBBB-CCCC'), 'POST', {
          headers: { 'Content-Type': MULTIPART, 'Content-Length': String(200 * 1024 * 1024) },
        });
        expect(answer.status).toBe(413);
        expect(answer.body).toBe('The request body is larger than 151 MB');
      });
    });

    describe('input PostgreSQL cannot store', () => {
      it('should answer NUL in a sign-in, a forgotten-password form and an import status call with 400, before sign-in', async () => {
        const apiSignIn = await send(url('/api/auth/sign-in'), 'POST', {
          headers: { 'Content-Type': 'application/json' },
          body: '{"email":"a\\u0000@b.test","password":"rigready-demo"}',
        });
        expect([apiSignIn.status, JSON.parse(apiSignIn.body)]).toEqual([
          400,
          { message: unstorable('the JSON body at email') },
        ]);
        const forgot = await send(url('/login'), 'POST', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'intent=forgot&email=a%00%40b.test',
        });
        expect([forgot.status, forgot.body]).toEqual([400, unstorable('the form field "email"')]);
        expectSecurityHeaders(forgot);
        const status = await send(url('/api/import/%00'), 'GET', {
          headers: { Authorization: 'Bearer rrik_x' },
        });
        expect([status.status, JSON.parse(status.body)]).toEqual([400, { message: unstorable('its path') }]);
      });

      it('should answer NUL in the path, query or form of signed-in pages with 400, logging no error', async () => {
        const cookie = await adminCookie();
        for (const [path, place] of [
          ['/inventory?item=%00', 'the query parameter "item"'],
          ['/joints/%00', 'its path'],
          ['/tools/%00', 'its path'],
          ['/labels.pdf?serial=%00', 'the query parameter "serial"'],
          ['/inspection-view/%00', 'its path'],
        ] as const) {
          const answer = await send(url(path), 'GET', { headers: { Cookie: cookie } });
          expect([answer.status, answer.body], path).toEqual([400, unstorable(place)]);
        }
        const notification = await send(url('/notifications'), 'POST', {
          headers: {
            Cookie: cookie,
            'Content-Type': 'application/x-www-form-urlencoded',
            Origin: portal().baseUrl,
          },
          body: 'id=%00',
        });
        expect([notification.status, notification.body]).toEqual([400, unstorable('the form field "id"')]);
        expect(portal().output()).not.toMatch(/invalid byte sequence|\\u0000|"level":"error"/);
      });
    });

    describe('redirect targets', () => {
      const refused = [
        '/\t/evil.example',
        '/\n/evil.example',
        '//evil.example',
        '/\\evil.example',
        '\\/evil.example',
        'https://evil.example',
        '/%09/evil.example',
        '/%2F%2Fevil.example',
        '/%5Cevil.example',
        'javascript:alert(1)',
        '/.//evil.example',
        '/..//evil.example',
        '/%2e//evil.example',
        '/%2E%2E//evil.example',
        '/a/..//evil.example',
        '///evil.example',
      ];

      it('should send /pipe-type back only to a path of this site, else to /home', async () => {
        const cookie = await adminCookie();
        const switchTo = (returnTo: string) =>
          send(url('/pipe-type'), 'POST', {
            headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ pipeType: 'BHA', returnTo }).toString(),
          });
        for (const target of refused) {
          const answer = await switchTo(target);
          expect([answer.status, answer.headers.location], JSON.stringify(target)).toEqual([302, '/home']);
        }
        const kept = await switchTo('/inventory?view=racks#top');
        expect([kept.status, kept.headers.location]).toEqual([302, '/inventory?view=racks#top']);
      });
    });

    describe('odd requests', () => {
      it('should answer TRACE, PROPFIND, PUT and DELETE with 405, the Allow of the route and the security headers', async () => {
        for (const [method, path, allow] of [
          ['TRACE', '/', 'GET, HEAD'],
          ['PROPFIND', '/home', 'GET, HEAD'],
          ['PUT', '/login', 'GET, HEAD, POST'],
          ['DELETE', '/api/auth/sign-in', 'POST'],
        ] as const) {
          const answer = await send(url(path), method);
          expect(answer.status, `${method} ${path}`).toBe(405);
          expect(answer.headers.allow).toBe(allow);
          expect(answer.body).not.toContain('Unexpected Server Error');
          expectSecurityHeaders(answer);
        }
        // Each request has its access line (with its method); no other line may mention them.
        const otherLines = portal()
          .output()
          .split('\n')
          .filter((line) => !line.includes('"msg":"request"'));
        expect(otherLines.join('\n')).not.toMatch(/TRACE|PROPFIND|Invalid request method/);
      });

      it('should answer 408 to a client that does not finish its headers within 10 s', async () => {
        const started = performance.now();
        const answer = await rawExchange(
          Number(new URL(portal().baseUrl).port),
          'GET /login HTTP/1.1\r\nHost: portal.test\r\nX-Slow: ',
          20_000,
        );
        const seconds = (performance.now() - started) / 1000;
        expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        // 10 s allowed, checked every second.
        expect(seconds).toBeGreaterThanOrEqual(9.5);
        expect(seconds).toBeLessThan(13);
      });

      it('should answer CONNECT with 405 rather than closing the connection', async () => {
        const answer = await rawExchange(
          Number(new URL(portal().baseUrl).port),
          'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
        );
        expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
        expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i);
      });

      it('should judge an absolute-form target by the Host header, not by the host it names', async () => {
        const port = Number(new URL(portal().baseUrl).port);
        const body = '{"email":"a@b.test","password":"x"}';
        const answer = await rawExchange(
          port,
          `POST http://evil.example/api/auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            `Origin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
            `Connection: close\r\n\r\n${body}`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
        expect(answer).toContain('{"message":"Cross-site request refused"}');
      });

      it('should log a cross-site page POST as a warning without a stack, not as an error', async () => {
        const answer = await send(url('/login'), 'POST', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
          body: 'intent=forgot&email=a%40b.test',
        });
        expect(answer.status).toBe(400);
        const refusals = () =>
          portal()
            .output()
            .split('\n')
            .filter((line) => line.includes('origin') && !line.includes('"msg":"request"'));
        // The log line may reach the output just after the answer.
        await vi.waitFor(() => expect(refusals().length).toBeGreaterThan(0));
        const lines = refusals();
        for (const line of lines) {
          expect(line).toContain('"level":"warn"');
          expect(line).not.toContain('"stack"');
        }
      });

      it('should answer a GET of the POST-only zip routes with 405 and Allow: POST', async () => {
        const cookie = await adminCookie();
        for (const path of ['/delivery/zip', '/preinvoice/zip', '/api/auth/sign-in']) {
          const answer = await send(url(path), 'GET', { headers: { Cookie: cookie } });
          expect(answer.status, path).toBe(405);
          expect(answer.headers.allow).toBe('POST');
          expect(answer.body).not.toContain('Unexpected Server Error');
          expect(answer.body).toContain(`GET is not allowed on ${path}: use POST`);
          expectSecurityHeaders(answer);
        }
        const post = await send(url('/healthz'), 'POST');
        expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
      });

      it('should answer a form it cannot read with 400 in its own words, logging no stack', async () => {
        const cookie = await adminCookie();
        const zip = await send(url('/delivery/zip'), 'POST', {
          headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data' },
          body: 'intent=zip',
        });
        expect(zip.status).toBe(400);
        expect(JSON.parse(zip.body)).toEqual({
          message:
            'The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data',
        });
        const login = await send(url('/login'), 'POST', {
          headers: { 'Content-Type': MULTIPART },
          body: '--XB\r\nnot a part',
        });
        expect(login.status).toBe(400);
        expect(portal().output()).not.toContain('Failed to parse body as FormData');
      });

      it('should answer a URL with a broken percent-encoding with 400', async () => {
        const answer = await send(url('/%E0%A4%A'), 'GET');
        expect(answer.status).toBe(400);
        expect(answer.body).toBe('The URL is not valid: it has a broken percent-encoding');
        expectSecurityHeaders(answer);
      });

      it('should bound the page number of /audit instead of failing', async () => {
        const cookie = await adminCookie();
        for (const page of ['100000000000000000000', '-5', '1e400', 'abc', '2.5']) {
          const answer = await send(url(`/audit?page=${page}`), 'GET', { headers: { Cookie: cookie } });
          expect(answer.status, page).toBe(200);
          expect(answer.body, page).toMatch(/page <!-- -->1<!-- --> of <!-- -->1\b/);
        }
        expect(portal().output()).not.toContain('datatype mismatch');
      });
    });
  },
);
