// The field data set imports as the browser tests and the field-count tests expect (tests/fixtures/field/README.md).
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../app/server/importer/import-folder.server.js';
import { FIXTURES, useTestDatabase } from '../helpers/test-database.js';

describe('the field data set', () => {
  const database = useTestDatabase('sqlite');

  it('should import without a problem', async () => {
    const { handle, store } = database();
    const report = await importFolder(handle, store, FIXTURES.field);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
