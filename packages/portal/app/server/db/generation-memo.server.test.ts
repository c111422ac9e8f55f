import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase } from '../../../tests/helpers/test-database.js';
import { GenerationMemo } from './generation-memo.server.js';

describe.each(DIALECTS)('a generation memo on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should compute a key once while the data generation stands, and again after a write', async () => {
    const { handle } = database();
    const memo = new GenerationMemo<string>(1024 * 1024, () => 64);
    const computed: string[] = [];
    const read = (key: string) =>
      memo.value(handle, key, async () => {
        computed.push(key);
        return `value of ${key} #${computed.length}`;
      });
    expect(await Promise.all([read('a'), read('a')])).toEqual(['value of a #1', 'value of a #1']);
    expect(await read('a')).toBe('value of a #1');
    expect(await read('b')).toBe('value of b #2');
    await handle.db.insertInto('customers').values({ customer_id: 'c-memo', customer: 'Memo AS' }).execute();
    expect(await read('a')).toBe('value of a #3');
    expect(computed).toEqual(['a', 'b', 'a']);
  });

  it('should keep no value heavier than its budget', async () => {
    const { handle } = database();
    const memo = new GenerationMemo<string>(100, (value) => value.length);
    let runs = 0;
    const read = () =>
      memo.value(handle, 'big', async () => {
        runs += 1;
        return 'x'.repeat(200);
      });
    await read();
    await read();
    expect(runs).toBe(2);
  });
});
