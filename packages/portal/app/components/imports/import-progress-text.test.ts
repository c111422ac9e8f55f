import { describe, expect, it } from 'vitest';
import { importProgressText } from './import-progress-text.js';

describe('importProgressText', () => {
  it('should name the file and its rows while the run reads', () => {
    expect(importProgressText({ file: 'serials.ndjson', rows: 20000 })).toBe(
      'Reading serials.ndjson: 20,000 rows so far',
    );
  });

  it('should give the share of the writes while the run applies, rounded down', () => {
    // 12,000 / 40,000 = 30 %; 39,999 / 40,000 = 99.9975 %, shown as 99 % until the last write.
    expect(importProgressText({ file: '(applying)', rows: 12000, total: 40000 })).toBe(
      'Writing the changes: 12,000 of 40,000 rows (30 %)',
    );
    expect(importProgressText({ file: '(applying)', rows: 39999, total: 40000 })).toBe(
      'Writing the changes: 39,999 of 40,000 rows (99 %)',
    );
    expect(importProgressText({ file: '(applying)', rows: 0, total: 0 })).toBe(
      'Writing the changes: 0 of 0 rows (100 %)',
    );
  });
});
