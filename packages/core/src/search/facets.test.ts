import { describe, expect, it } from 'vitest';
import { columnFacets, columnFacetsInSteps } from './facets.js';
import { createSearchIndex } from './search-index.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from './test-support/inventory-rows.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

type Row = { Site: string; Rig: string | null; Item_No: string };
const index = createSearchIndex<Row>(
  [
    { Site: 'Stavanger', Rig: 'West Linus', Item_No: '550DP.12' },
    { Site: 'Aberdeen', Rig: 'West Linus', Item_No: '550DP.2' },
    { Site: 'Stavanger', Rig: 'Askepott', Item_No: '350HW.1' },
    { Site: 'Stavanger', Rig: null, Item_No: '550DP.3' },
  ],
  [
    { id: 'Site', accessor: (row) => row.Site },
    { id: 'Rig', accessor: (row) => row.Rig },
    { id: 'Item_No', accessor: (row) => row.Item_No },
  ],
  { locale: 'en' },
);

describe('columnFacets', () => {
  it('counts every value of the column, in natural order, the empty value first', () => {
    expect(columnFacets(index, 'Rig')).toEqual([
      { value: '', count: 1 },
      { value: 'Askepott', count: 1 },
      { value: 'West Linus', count: 2 },
    ]);
    expect(columnFacets(index, 'Item_No').map((facet) => facet.value)).toEqual([
      '350HW.1',
      '550DP.2',
      '550DP.3',
      '550DP.12',
    ]);
  });

  it('counts on the rows that pass the search and the other columns’ filters', () => {
    expect(columnFacets(index, 'Site', { query: 'dp', filters: { Rig: ['West Linus'] } })).toEqual([
      { value: 'Aberdeen', count: 1 },
      { value: 'Stavanger', count: 1 },
    ]);
  });

  it('ignores the column’s own filter, so its other values stay listed', () => {
    expect(columnFacets(index, 'Site', { filters: { Site: ['Aberdeen'] } })).toEqual([
      { value: 'Aberdeen', count: 1 },
      { value: 'Stavanger', count: 3 },
    ]);
  });

  it('lists a ticked value that no row has any more with count 0', () => {
    expect(columnFacets(index, 'Site', { query: 'hw', filters: { Site: ['Aberdeen'] } })).toEqual([
      { value: 'Aberdeen', count: 0 },
      { value: 'Stavanger', count: 1 },
    ]);
  });

  it('lists nothing when no row passes', () => {
    expect(columnFacets(index, 'Site', { query: 'zzz' })).toEqual([]);
  });

  it('throws for an unknown column', () => {
    expect(() => columnFacets(index, 'Asset')).toThrow('Unknown column "Asset"');
  });

  it('pauses while counting and ordering a column of many distinct values, with the same answer', () => {
    const many = Array.from({ length: 30_000 }, (_, at) => ({ Part_No: `PN-${(at * 7919) % 30_000}` }));
    const manyIndex = createSearchIndex(many, [{ id: 'Part_No', accessor: (row) => row.Part_No }]);
    const steps = columnFacetsInSteps(manyIndex, 'Part_No');
    const { pauses, value } = runCountingPauses(steps);
    expect(pauses).toBeGreaterThan(10);
    // PN-0 to PN-29999 once each (7919 is prime to 30,000), in natural order.
    expect(value).toEqual(Array.from({ length: 30_000 }, (_, n) => ({ value: `PN-${n}`, count: 1 })));
  });

  it('pauses while it filters 100,000 rows by the other columns, not only while it counts', () => {
    const fleet = generateInventoryRows(100_000, 3);
    const fleetIndex = createSearchIndex(fleet, INVENTORY_COLUMNS, { searchColumnIds: ['Item_No'] });
    const state = { filters: { Site: ['Aberdeen'], Equipment: ['Drill Pipe'] } };
    const { pauses, value } = runCountingPauses(columnFacetsInSteps(fleetIndex, 'Equipment', state));
    // Counting the sixth of the rows left takes one pause; the filter pauses every 16,384 rows.
    expect(pauses).toBeGreaterThanOrEqual(6);
    // Counted over the raw rows, not through the index or core's filter.
    const aberdeen = new Map<string, number>();
    for (const row of fleet) {
      if (row.Site === 'Aberdeen') aberdeen.set(row.Equipment, (aberdeen.get(row.Equipment) ?? 0) + 1);
    }
    expect(new Map(value.map((facet) => [facet.value, facet.count]))).toEqual(aberdeen);
    expect(value.map((facet) => facet.value)).toContain('Drill Pipe');
  });
});
