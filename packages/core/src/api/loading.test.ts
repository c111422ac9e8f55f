import { describe, expect, it } from 'vitest';
import { createLoadingTracker, type LoadingKind } from './loading.js';

function recordingTracker() {
  const changes: Array<[LoadingKind, boolean]> = [];
  return { tracker: createLoadingTracker((kind, loading) => changes.push([kind, loading])), changes };
}

describe('createLoadingTracker', () => {
  it('should raise a flag on the first call of a kind and lower it after the last', () => {
    const { tracker, changes } = recordingTracker();
    const first = tracker.start('table');
    const second = tracker.start('table');
    tracker.finish(first);
    expect(changes).toEqual([['table', true]]);
    tracker.finish(second);
    expect(changes).toEqual([
      ['table', true],
      ['table', false],
    ]);
  });

  it('should keep the table and dialog flags apart', () => {
    const { tracker, changes } = recordingTracker();
    const table = tracker.start('table');
    tracker.finish(tracker.start('dialog'));
    expect(changes).toEqual([
      ['table', true],
      ['dialog', true],
      ['dialog', false],
    ]);
    tracker.finish(table);
    expect(changes.at(-1)).toEqual(['table', false]);
  });

  it('should lower both flags on clear, and ignore calls started before it when they end', () => {
    const { tracker, changes } = recordingTracker();
    const before = tracker.start('table');
    tracker.clear();
    const after = tracker.start('table');
    tracker.finish(before);
    expect(changes).toEqual([
      ['table', true],
      ['table', false],
      ['dialog', false],
      ['table', true],
    ]);
    tracker.finish(after);
    expect(changes.at(-1)).toEqual(['table', false]);
  });

  it('should ignore finishing the same ticket twice', () => {
    const { tracker, changes } = recordingTracker();
    const ticket = tracker.start('dialog');
    tracker.finish(ticket);
    tracker.finish(ticket);
    expect(changes).toEqual([
      ['dialog', true],
      ['dialog', false],
    ]);
  });

  it('should work without a listener', () => {
    const tracker = createLoadingTracker();
    expect(() => tracker.finish(tracker.start('table'))).not.toThrow();
  });
});
