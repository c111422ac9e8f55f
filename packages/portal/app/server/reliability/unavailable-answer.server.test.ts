import { describe, expect, it } from 'vitest';
import { unavailableAnswer } from './unavailable-answer.server.js';

describe('unavailableAnswer', () => {
  it('answers /api calls with 503 JSON carrying the request id, never cached', async () => {
    const answer = unavailableAnswer(new URL('http://portal.test/api/getInventory?x=1'), 'req-1');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('Retry-After')).toBe('5');
    expect(answer.headers.get('X-Request-Id')).toBe('req-1');
    expect(await answer.json()).toEqual({
      message: 'The service is temporarily unavailable',
      requestId: 'req-1',
    });
  });

  it('answers pages with a 503 page that names the request id and links back to the page', async () => {
    const answer = unavailableAnswer(new URL('http://portal.test/home'), 'req-2');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const page = await answer.text();
    expect(page).toContain('<h1>The service is temporarily unavailable</h1>');
    expect(page).toContain('<code>req-2</code>');
    expect(page).toContain('<a href="/home">Try again</a>');
  });

  it('links a client data request back to its page and escapes what it echoes', async () => {
    const data = await unavailableAnswer(new URL('http://portal.test/home.data'), 'x').text();
    expect(data).toContain('<a href="/home">');
    const hostile = await unavailableAnswer(new URL('http://portal.test/"><script>'), '<b>').text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('<b>');
    expect(hostile).toContain('&#60;b&#62;');
  });
});
