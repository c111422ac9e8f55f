import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES, readRows } from './read-rows.server.js';

describe('readRows of an NDJSON file', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  async function rowsOf(text: string) {
    folder = mkdtempSync(join(tmpdir(), 'rigready-read-rows-'));
    const path = join(folder, 'serials.ndjson');
    writeFileSync(path, text);
    const rows = [];
    for await (const row of readRows(path)) rows.push(row);
    return rows;
  }

  it('should read one row a line, blank lines skipped, CRLF taken, and multi-byte text whole', async () => {
    expect(await rowsOf('{"a":1}\r\n\n{"b":"æøå😀"}\n{"c":')).toEqual([
      { row: 1, value: { a: 1 } },
      { row: 3, value: { b: 'æøå😀' } },
      { row: 4, error: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('should refuse a line longer than 1 MB and read no further, never holding the line whole', async () => {
    expect(MAX_LINE_BYTES).toBe(1024 * 1024);
    const long = `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`;
    expect(await rowsOf(`{"a":1}\n${long}\n{"b":2}\n`)).toEqual([
      { row: 1, value: { a: 1 } },
      {
        row: 2,
        error:
          'the line is longer than 1048576 bytes; a row is a few kilobytes, so the file is read no further',
      },
    ]);
  });
});
