import { describe, expect, it } from 'vitest';
import { closeOpenDatabases, trackOpenDatabase } from './open-databases.server.js';

describe('the registry of open databases', () => {
  it('closes every handle still open once, and forgets handles closed before', async () => {
    await closeOpenDatabases();
    const closed: string[] = [];
    const handle = (name: string) => trackOpenDatabase({ name, close: async () => void closed.push(name) });
    const a = handle('a');
    handle('b');
    await a.close();
    await a.close();
    expect(await closeOpenDatabases()).toBe(1);
    expect(await closeOpenDatabases()).toBe(0);
    expect(closed).toEqual(['a', 'b']);
  });
});
