import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './database-unavailable.server.js';
import { noteDatabaseFault, withFaultRecord } from './fault-record.server.js';

describe('the fault record of a request', () => {
  it('keeps the first database fault met while answering, across awaits', async () => {
    const first = new DatabaseUnavailableError('first');
    const { result, record } = await withFaultRecord(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(noteDatabaseFault(first)).toBe(true);
      expect(noteDatabaseFault(new DatabaseUnavailableError('second'))).toBe(true);
      return 'answered';
    });
    expect(result).toBe('answered');
    expect(record.databaseFault).toBe(first);
  });

  it('ignores errors that are not database faults, and notes nothing outside a request', async () => {
    const { record } = await withFaultRecord(async () => noteDatabaseFault(new Error('no such column')));
    expect(record.databaseFault).toBeNull();
    expect(noteDatabaseFault(new DatabaseUnavailableError('no request'))).toBe(false);
  });

  it('keeps concurrent requests apart', async () => {
    const [a, b] = await Promise.all([
      withFaultRecord(async () => noteDatabaseFault(new DatabaseUnavailableError('a'))),
      withFaultRecord(async () => 'clean'),
    ]);
    expect(a.record.databaseFault).toBeInstanceOf(DatabaseUnavailableError);
    expect(b.record.databaseFault).toBeNull();
  });
});
