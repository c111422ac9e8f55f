import { describe, expect, it } from 'vitest';
import { nextStatuses } from './request-moves.server.js';

describe('nextStatuses', () => {
  it('should offer the forward steps and a decline until a request is done or declined', () => {
    expect(nextStatuses('submitted')).toEqual(['acknowledged', 'in-progress', 'done', 'declined']);
    expect(nextStatuses('acknowledged')).toEqual(['in-progress', 'done', 'declined']);
    expect(nextStatuses('in-progress')).toEqual(['done', 'declined']);
    expect(nextStatuses('done')).toEqual([]);
    expect(nextStatuses('declined')).toEqual([]);
  });
});
