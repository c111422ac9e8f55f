import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerCount } from './worker-count.server.js';

describe('workerCount', () => {
  it('should take PORTAL_WORKERS, else one process per core', () => {
    expect(workerCount({ PORTAL_WORKERS: '3' })).toBe(3);
    expect(workerCount({ PORTAL_WORKERS: ' ' })).toBe(availableParallelism());
    expect(workerCount({})).toBe(availableParallelism());
  });

  it('should refuse a value that is not a whole number from 1 to 64, naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => workerCount({ PORTAL_WORKERS: bad })).toThrow(/^Invalid configuration: PORTAL_WORKERS /);
    }
  });
});
