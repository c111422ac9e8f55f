import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../reliability/database-unavailable.server.js';
import { withFaultRecord } from '../reliability/fault-record.server.js';
import { nextTurnRead, nextTurnReadPerHandle } from './next-turn-read.server.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A read that records the keys of each call and answers them joined. */
function recordingRead() {
  const calls: string[][] = [];
  const read = async (keys: ReadonlySet<string>) => {
    calls.push([...keys]);
    return [...keys].join(',');
  };
  return { calls, read };
}

describe('nextTurnRead', () => {
  it('should serve the callers of one turn with one read of all their keys', async () => {
    const { calls, read } = recordingRead();
    const shared = nextTurnRead(read);
    const answers = await Promise.all([shared('a'), shared('b'), shared('a')]);
    expect(answers).toEqual(['a,b', 'a,b', 'a,b']);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('should give a caller arriving after a read went out a read of its own', async () => {
    const { calls, read } = recordingRead();
    const shared = nextTurnRead(read);
    const first = shared('a');
    await nextTurn();
    const second = shared('b');
    expect([await first, await second]).toEqual(['a', 'b']);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('should start the next read once one holds the most keys it may', async () => {
    const { calls, read } = recordingRead();
    const shared = nextTurnRead(read, 2);
    const answers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(shared));
    expect(answers).toEqual(['a,b', 'a,b', 'c,d', 'c,d', 'e']);
    expect(calls).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('given the database is unavailable, should note the fault on the request of every caller', async () => {
    const shared = nextTurnRead(async () => {
      throw new DatabaseUnavailableError('server unreachable');
    });
    const request = (key: string) =>
      withFaultRecord(() => shared(key).catch((error: Error) => error.message));
    const answers = await Promise.all([request('a'), request('b')]);
    expect(answers.map(({ result, record }) => [result, (record.databaseFault as Error)?.message])).toEqual([
      ['server unreachable', 'server unreachable'],
      ['server unreachable', 'server unreachable'],
    ]);
  });

  it('given a bug rather than an unavailable database, should note no fault and reject every caller', async () => {
    const shared = nextTurnRead(async () => {
      throw new Error('column "x" does not exist');
    });
    const answers = await Promise.all(
      ['a', 'b'].map((key) => withFaultRecord(() => shared(key).catch((error: Error) => error.message))),
    );
    expect(answers.map(({ result, record }) => [result, record.databaseFault])).toEqual([
      ['column "x" does not exist', null],
      ['column "x" does not exist', null],
    ]);
  });
});

describe('nextTurnReadPerHandle', () => {
  it('should share a read among the callers of one handle, never across handles', async () => {
    const calls: string[] = [];
    const shared = nextTurnReadPerHandle(async (handle: { name: string }, keys: ReadonlySet<string>) => {
      calls.push(`${handle.name}:${[...keys].join(',')}`);
      return `${handle.name}:${[...keys].join(',')}`;
    });
    const first = { name: 'first' };
    const second = { name: 'second' };
    const answers = await Promise.all([
      shared(first, 'a'),
      shared(second, 'a'),
      shared(first, 'b'),
      shared(second, 'c'),
    ]);
    expect(answers).toEqual(['first:a,b', 'second:a,c', 'first:a,b', 'second:a,c']);
    expect(calls).toEqual(['first:a,b', 'second:a,c']);
  });
});
