import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ColumnFilters, filterRowIndexes, filterRowIndexesInSteps } from './filter.js';
import { createSearchIndex } from './search-index.js';
import { runSteps } from './steps.js';
import { generateInventoryRows, INVENTORY_COLUMNS } from './test-support/inventory-rows.js';
import { runCountingPauses } from './test-support/run-counting-pauses.js';

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

describe('filterRowIndexesInSteps', () => {
  const rows = generateInventoryRows(3000, 11);
  const seeded = createSearchIndex(rows, INVENTORY_COLUMNS, { searchColumnIds: [] });
  const columnIds = ['Site', 'Connection', 'Range', 'KSI', 'String_Number', 'Rig_Ready'];
  // Each column's values, in an order fast-check can pick from.
  const valuesOf = new Map(columnIds.map((id) => [id, [...new Set(seeded.filterKeys(id))]]));

  it('keeps the rows a plain pass over every filter keeps, for any filters and rows', () => {
    const filterArbitrary = fc.dictionary(
      fc.constantFrom(...columnIds),
      fc.array(fc.nat(), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: rows.length - 1 }), { maxLength: 2000 }),
        filterArbitrary,
        fc.option(fc.constantFrom(...columnIds), { nil: undefined }),
        (rowIndexes, picks, exceptColumnId) => {
          const filters: ColumnFilters = Object.fromEntries(
            Object.entries(picks).map(([id, at]) => {
              const values = valuesOf.get(id) as string[];
              return [id, at.map((value) => values[value % values.length] as string)];
            }),
          );
          const expected = rowIndexes.filter((rowIndex) =>
            Object.entries(filters).every(
              ([id, allowed]) =>
                allowed.length === 0 ||
                id === exceptColumnId ||
                allowed.includes(seeded.filterKeys(id)[rowIndex] as string),
            ),
          );
          const stepwise = runSteps(filterRowIndexesInSteps(seeded, rowIndexes, filters, { exceptColumnId }));
          expect(stepwise).toEqual(expected);
          expect(filterRowIndexes(seeded, rowIndexes, filters, { exceptColumnId })).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('returns the given array itself, without pausing, when no filter is active', () => {
    const rowIndexes = [2, 0, 1];
    const { pauses, value } = runCountingPauses(
      filterRowIndexesInSteps(seeded, rowIndexes, { Site: [], Range: ['R2'] }, { exceptColumnId: 'Range' }),
    );
    expect(value).toBe(rowIndexes);
    expect(pauses).toBe(0);
  });

  it('pauses every 16,384 rows while it filters 100,000 rows, keeping the rows a plain pass keeps', () => {
    const fleet = generateInventoryRows(100_000, 3);
    const fleetIndex = createSearchIndex(fleet, INVENTORY_COLUMNS, { searchColumnIds: [] });
    const all = fleet.map((_, row) => row);
    const filters = { Site: ['Aberdeen', 'Esbjerg'], Range: ['R3'] };
    const { pauses, value } = runCountingPauses(filterRowIndexesInSteps(fleetIndex, all, filters));
    expect(pauses).toBeGreaterThanOrEqual(6);
    const expected = all.filter((row) => {
      const { Site, Range } = fleet[row] as (typeof fleet)[number];
      return (Site === 'Aberdeen' || Site === 'Esbjerg') && Range === 'R3';
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(value).toEqual(expected);
  });

  it('throws for an unknown column once it is run', () => {
    const steps = filterRowIndexesInSteps(index, all, { Asset: ['Troll'] });
    expect(() => steps.next()).toThrow('Unknown column "Asset"');
  });
});
