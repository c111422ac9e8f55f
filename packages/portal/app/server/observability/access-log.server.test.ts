import { Writable } from 'node:stream';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { recordAccess } from './access-log.server.js';
import { createLogger } from './logger.server.js';
import { inRequestScope } from './request-scope.server.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger(stream), lines };
}

const histogramCount = async (route: string, status: string) => {
  const text = await register.getSingleMetricAsString('rigready_http_request_duration_seconds');
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith('rigready_http_request_duration_seconds_count{') &&
        candidate.includes(`route="${route}"`) &&
        candidate.includes(`status="${status}"`),
    );
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

describe('the access line', () => {
  it('should carry method, route pattern, status, duration, user and request id, one JSON object a line', () => {
    const { logger, lines } = capture();
    recordAccess(logger, {
      method: 'GET',
      route: '/insptest/:equipment?',
      status: 200,
      durationMs: 12.345,
      userId: 'u-42',
      requestId: 'lb-7f3a',
      aborted: false,
    });
    expect(lines).toHaveLength(1);
    const { time, pid, ...line } = lines[0] as { time: string; pid: number };
    expect(line).toEqual({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/insptest/:equipment?',
      status: 200,
      durationMs: 12.3,
      userId: 'u-42',
      requestId: 'lb-7f3a',
    });
    expect(pid).toBe(process.pid);
    expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('should count each request in the duration histogram by route and status', async () => {
    const { logger } = capture();
    const before = await histogramCount('/racks', '304');
    for (let index = 0; index < 3; index++) {
      recordAccess(logger, {
        method: 'GET',
        route: '/racks',
        status: 304,
        durationMs: 4,
        userId: null,
        requestId: `r${index}`,
        aborted: false,
      });
    }
    expect((await histogramCount('/racks', '304')) - before).toBe(3);
  });
});

describe('a line written while a request is answered', () => {
  it('should carry its request id and route, and an error its message and stack', () => {
    const { logger, lines } = capture();
    inRequestScope({ requestId: 'req-1', route: '/api/*', userId: null }, () =>
      logger.error({ err: new Error('boom') }, 'GET failed (request req-1)'),
    );
    logger.info('outside');
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'req-1',
      route: '/api/*',
      msg: 'GET failed (request req-1)',
      err: { type: 'Error', message: 'boom', stack: expect.stringContaining('Error: boom') },
    });
    expect(lines[1]).not.toHaveProperty('requestId');
  });
});
