import { describe, expect, it } from 'vitest';
import { isRequestStatus, refusedMove } from './request-status.server.js';

describe('refusedMove', () => {
  it.each([
    ['submitted', 'acknowledged'],
    ['submitted', 'in-progress'],
    ['submitted', 'done'],
    ['acknowledged', 'done'],
    ['in-progress', 'done'],
    ['submitted', 'declined'],
    ['in-progress', 'declined'],
  ] as const)('should let a %s request become %s', (from, to) => {
    expect(refusedMove(from, to)).toBeNull();
  });

  it.each([
    ['in-progress', 'acknowledged', 'it is in progress: a request does not move back'],
    ['acknowledged', 'submitted', 'it is acknowledged: a request does not move back'],
    ['done', 'declined', 'it is done already'],
    ['done', 'in-progress', 'it is done already'],
    ['declined', 'acknowledged', 'it is declined already'],
  ] as const)('should refuse a %s request becoming %s', (from, to, reason) => {
    expect(refusedMove(from, to)).toBe(reason);
  });
});

describe('isRequestStatus', () => {
  it('should know the five statuses and nothing else', () => {
    expect(['submitted', 'acknowledged', 'in-progress', 'done', 'declined'].every(isRequestStatus)).toBe(
      true,
    );
    expect([' done', 'Done', 'in progress', 'closed', 3, null].some(isRequestStatus)).toBe(false);
  });
});
