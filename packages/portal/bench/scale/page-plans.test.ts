import { describe, expect, it } from 'vitest';
import { largeTableScans } from './page-plans.js';

// Plan lines as PostgreSQL 15 printed them in the ten-times run.
const EMPTY_DEFAULT_PARTITION =
  '        ->  Seq Scan on record_changes_default record_changes_39  (cost=0.00..0.00 rows=1 width=192) (actual time=0.008..0.008 rows=0 loops=1)';
const MONTH_PARTITION =
  '        ->  Seq Scan on record_changes_2026_06 record_changes_32  (cost=0.00..21517.03 rows=920 width=76) (actual time=0.2..80.1 rows=2 loops=1)';
const TALLIES = 'Seq Scan on tallies  (cost=0.00..190277.40 rows=1236062 width=80)';
const INDEXED =
  '        ->  Index Scan using record_changes_2026_11_customer_entity_record_key_at_idx on record_changes_2026_11 record_changes_37  (cost=0.42..8.45 rows=1 width=78)';
const ITEMS = '        ->  Seq Scan on items  (cost=0.00..17.50 rows=12 width=241)';

describe('largeTableScans', () => {
  it('should name the sequential scans of serials, tallies and the change history that read pages', () => {
    expect(largeTableScans([MONTH_PARTITION, TALLIES, INDEXED, ITEMS].join('\n'))).toEqual([
      'record_changes_2026_06',
      'tallies',
    ]);
  });

  it('should not name a scan of a partition that had no pages when planned', () => {
    expect(largeTableScans([INDEXED, EMPTY_DEFAULT_PARTITION].join('\n'))).toEqual([]);
  });
});
