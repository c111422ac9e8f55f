import { describe, expect, it } from 'vitest';
import { manifestEntries } from './manifest-entries.server.js';

describe('manifestEntries', () => {
  it('should give nothing for a run without a manifest', () => {
    expect(manifestEntries(null, 'Europe/Oslo')).toBeNull();
  });

  it('should put each field in words: instants on the clock of the zone, lists joined, yes and no', () => {
    expect(
      manifestEntries(
        {
          dataset: '2026-11',
          exported_at: '2026-11-26T07:14:05Z',
          files: ['orders.json', 'serials.ndjson'],
          full: true,
          rows: 40211,
          note: null,
          skipped: [],
        },
        'Europe/Oslo',
      ),
    ).toEqual([
      { label: 'dataset', text: '2026-11' },
      { label: 'exported_at', text: '26.11.2026 08:14' },
      { label: 'files', text: 'orders.json, serials.ndjson' },
      { label: 'full', text: 'yes' },
      { label: 'rows', text: '40211' },
      { label: 'note', text: 'none' },
      { label: 'skipped', text: 'none' },
    ]);
  });

  it('should group objects and lists of objects, numbering list items from 1', () => {
    expect(
      manifestEntries(
        {
          source: { system: 'IFS', host: 'etl-1' },
          files: [
            { name: 'orders.json', rows: 3 },
            { name: 'ncr.json', rows: 2 },
          ],
        },
        'UTC',
      ),
    ).toEqual([
      {
        label: 'source',
        entries: [
          { label: 'system', text: 'IFS' },
          { label: 'host', text: 'etl-1' },
        ],
      },
      {
        label: 'files',
        entries: [
          {
            label: '1',
            entries: [
              { label: 'name', text: 'orders.json' },
              { label: 'rows', text: '3' },
            ],
          },
          {
            label: '2',
            entries: [
              { label: 'name', text: 'ncr.json' },
              { label: 'rows', text: '2' },
            ],
          },
        ],
      },
    ]);
  });

  it('should show a manifest that is a single value as that value', () => {
    expect(manifestEntries('weekly export', 'UTC')).toEqual([{ label: 'manifest', text: 'weekly export' }]);
  });
});
