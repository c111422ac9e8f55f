import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
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

describe('odd and oversized requests to the built portal', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal } = useBuiltPortal();
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
});
