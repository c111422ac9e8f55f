// The field calls over real HTTP on the built portal (as curl or the device sends them), on both databases
// with the field data set: the HTTP layer's refusals (415, 413), two identical counts at once making one, and
// the copy compressed and answered 304.
import { describe, expect, it } from 'vitest';
import { requireBuiltPortal } from '../helpers/built-portal.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';
import { bearerToken } from '../reliability/support/portal-client.js';
import { PORTAL_TIMEOUT_MS, useBuiltPortal } from '../reliability/support/use-built-portal.js';

requireBuiltPortal();

const CARL = 'customer@rigready.test';
const KARI = 'kari@kestrel.test';
const AT = '2026-11-29T09:30:00.000Z';

const count = (key: string) => ({
  key,
  kind: 'delivery',
  dtNo: 'DT-F-001',
  startedAt: '2026-11-29T09:00:00.000Z',
  finishedAt: '2026-11-29T09:10:00.000Z',
  copyTakenAt: '2026-11-29T07:00:00.000Z',
  scans: ['NW-F061', 'NW-F062', 'NW-F001'].map((serial, index) => ({
    serial,
    at: AT,
    outcome: index === 2 ? 'extra' : 'found',
  })),
  missing: [] as string[],
});

describe.each(DIALECTS)(
  'the field calls on the built portal, on %s',
  { timeout: PORTAL_TIMEOUT_MS },
  (dialect) => {
    const { portal } = useBuiltPortal({ dialect, fixture: FIXTURES.field });
    const url = (path: string) => `${portal().baseUrl}${path}`;
    const post = (token: string, body: string, type = 'application/json') =>
      fetch(url('/api/field/counts'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type, Origin: portal().baseUrl },
        body,
      });

    it('should record two identical counts sent at once as one', async () => {
      const token = await bearerToken(portal().baseUrl, CARL);
      const body = JSON.stringify(count('0d1f7b4e-3c2a-4f5e-9a8b-1c2d3e4f5a6b'));
      const answers = await Promise.all([post(token, body), post(token, body), post(token, body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
      const numbers = await Promise.all(answers.map(async (answer) => (await answer.json()).number));
      expect(new Set(numbers)).toEqual(new Set([numbers[0]]));
      // 12 on the ticket: NW-F061 and NW-F062 found, 10 missing, NW-F001 extra.
      const again = await post(token, body);
      expect(await again.json()).toEqual({
        number: numbers[0],
        created: false,
        found: 2,
        missing: 10,
        unexpected: 0,
        otherRack: 0,
        extra: 1,
        conflicts: 10,
      });
    });

    it('should refuse a body that is not JSON with 415 and one over 1 MB with 413, before reading it', async () => {
      const token = await bearerToken(portal().baseUrl, CARL);
      const form = await post(token, 'key=1', 'application/x-www-form-urlencoded');
      expect(form.status).toBe(415);
      expect((await form.json()).message).toBe('Send the request body as application/json');
      const big = count('2b1f7b4e-3c2a-4f5e-9a8b-1c2d3e4f5a6b');
      // 4,500 serials of about 256 characters: some 1.2 MB.
      big.missing = Array.from({ length: 4500 }, (_, index) => `${'X'.repeat(250)}${index}`);
      const tooLarge = await post(token, JSON.stringify(big));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({ message: 'The request body is larger than 1 MB' });
      const broken = await post(token, '{"key":');
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ message: 'The request body is not valid JSON' });
    });

    it("should send the copy gzipped when asked, 304 for its tag, and never another customer's joints", async () => {
      const token = await bearerToken(portal().baseUrl, CARL);
      const headers = { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' };
      const first = await fetch(url('/api/field/copy'), { headers });
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toBe('private, no-store');
      expect(first.headers.get('Content-Encoding')).toBe('gzip');
      const text = await first.text();
      expect(text).not.toContain('KD-');
      expect(JSON.parse(text).joints.serial).toHaveLength(67);
      const etag = first.headers.get('ETag') ?? '';
      const again = await fetch(url('/api/field/copy'), { headers: { ...headers, 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      const kari = await bearerToken(portal().baseUrl, KARI);
      const hers = await fetch(url('/api/field/copy'), {
        headers: { Authorization: `Bearer ${kari}`, 'If-None-Match': etag },
      });
      expect(hers.status).toBe(200);
      expect((await hers.json()).joints.serial).toHaveLength(10);
    });
  },
);
