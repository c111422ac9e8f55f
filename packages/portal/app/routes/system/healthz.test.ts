import { describe, expect, it } from 'vitest';
import { loader } from './healthz.js';

describe('GET /healthz', () => {
  it('answers 200 with status ok and is never cached', async () => {
    const response = loader();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
