import { describe, expect, it } from 'vitest';
import { filterRowIndexes } from './filter.js';
import { createSearchIndex } from './search-index.js';

type Row = { Site: string; Rig: string | null };
const index = createSearchIndex<Row>(
  [
    { Site: 'Stavanger', Rig: 'West Linus' },
    { Site: 'Aberdeen', Rig: 'West Linus' },
    { Site: 'Stavanger', Rig: 'Askepott' },
    { Site: 'Stavanger', Rig: null },
  ],
  [
    { id: 'Site', accessor: (row) => row.Site },
    { id: 'Rig', accessor: (row) => row.Rig },
  ],
);
const all = [0, 1, 2, 3];

describe('filterRowIndexes', () => {
  it('keeps the rows whose value is among the allowed ones', () => {
    expect(filterRowIndexes(index, all, { Site: ['Stavanger'] })).toEqual([0, 2, 3]);
    expect(filterRowIndexes(index, all, { Rig: ['Askepott', 'West Linus'] })).toEqual([0, 1, 2]);
  });

  it('combines columns by intersection', () => {
    expect(filterRowIndexes(index, all, { Site: ['Stavanger'], Rig: ['West Linus'] })).toEqual([0]);
    expect(filterRowIndexes(index, all, { Site: ['Aberdeen'], Rig: ['Askepott'] })).toEqual([]);
  });

  it('selects empty cells with the empty value', () => {
    expect(filterRowIndexes(index, all, { Rig: [''] })).toEqual([3]);
  });

  it('matches values exactly', () => {
    expect(filterRowIndexes(index, all, { Site: ['stavanger'] })).toEqual([]);
  });

  it('does not filter a column whose list is empty, nor without filters', () => {
    expect(filterRowIndexes(index, all, { Site: [] })).toEqual(all);
    expect(filterRowIndexes(index, all, {})).toEqual(all);
  });

  it('ignores the excepted column', () => {
    expect(
      filterRowIndexes(index, all, { Site: ['Aberdeen'], Rig: ['West Linus'] }, { exceptColumnId: 'Site' }),
    ).toEqual([0, 1]);
  });

  it('keeps only the given rows, in their order', () => {
    expect(filterRowIndexes(index, [3, 0], { Site: ['Stavanger'] })).toEqual([3, 0]);
    expect(filterRowIndexes(index, [], { Site: ['Stavanger'] })).toEqual([]);
  });

  it('throws for a filter on an unknown column', () => {
    expect(() => filterRowIndexes(index, all, { Asset: ['Troll'] })).toThrow('Unknown column "Asset"');
  });
});
