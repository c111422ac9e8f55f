import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../helpers/portal-harness.js';
import { bearerToken } from './support/portal-client.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from './support/use-built-portal.js';

const MESSAGE = 'The request body is larger than 1 MB';

interface Sent {
  status: number;
  contentType: string;
  body: string;
}

/** POSTs `body` in 64 KB chunks, with its Content-Length or (`chunked`) without one. */
function post(url: string, headers: Record<string, string>, body: string, chunked: boolean): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: chunked ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type']),
            body: text,
          }),
        );
      },
    );
    // The server may answer and close before the whole body is written: that is the point.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (let offset = 0; offset < body.length; offset += 65_536)
      outgoing.write(body.slice(offset, offset + 65_536));
    outgoing.end();
  });
}

describe('request bodies over the limit on the built server', { timeout: PORTAL_TIMEOUT_MS }, () => {
  const { portal } = useBuiltPortal();
  const oversized = JSON.stringify({ email: PERSONAS.customerA, password: 'x'.repeat(1_048_576) });

  it('should answer 413 with a JSON message when the Content-Length is over the limit', async () => {
    const json = { 'Content-Type': 'application/json', Origin: portal().baseUrl };
    const sent = await post(`${portal().baseUrl}/api/auth/sign-in`, json, oversized, false);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: MESSAGE });
  });

  it('should answer 413 when a body sent without Content-Length passes the limit, on any route', async () => {
    const token = await bearerToken(portal().baseUrl, PERSONAS.customerA);
    const json = {
      'Content-Type': 'application/json',
      Origin: portal().baseUrl,
      Authorization: `Bearer ${token}`,
    };
    const call = await post(`${portal().baseUrl}/api/setUserInventoryHeader`, json, oversized, true);
    expect(call.status).toBe(413);
    expect(JSON.parse(call.body)).toEqual({ message: MESSAGE });
    const signIn = await post(`${portal().baseUrl}/api/auth/sign-in`, json, oversized, true);
    expect(signIn.status).toBe(413);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: portal().baseUrl };
    const page = await post(
      `${portal().baseUrl}/login`,
      form,
      `username=a&password=${'x'.repeat(1_048_576)}`,
      true,
    );
    expect(page.status).toBe(413);
    expect(page.contentType).toContain('text/plain');
    expect(page.body).toBe(MESSAGE);
  });

  it('should still serve an ordinary sign-in', async () => {
    expect(await bearerToken(portal().baseUrl, PERSONAS.customerA)).toMatch(/^ey/);
  });
});
