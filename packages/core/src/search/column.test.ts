import { describe, expect, it } from 'vitest';
import { assertUniqueColumnIds, findColumn, type TableColumn } from './column.js';

type Row = { Site: string; Rig: string };
const columns: TableColumn<Row>[] = [
  { id: 'Site', accessor: (row) => row.Site },
  { id: 'Rig', accessor: (row) => row.Rig },
];

describe('findColumn', () => {
  it('returns the column with the id', () => {
    expect(findColumn(columns, 'Rig')).toBe(columns[1]);
  });

  it('throws a RangeError that names the unknown id and the known ones', () => {
    expect(() => findColumn(columns, 'Asset')).toThrow(
      new RangeError('Unknown column "Asset": the known columns are Site, Rig.'),
    );
  });

  it('says there are no columns when the list is empty', () => {
    expect(() => findColumn([], 'Site')).toThrow('the known columns are none');
  });
});

describe('assertUniqueColumnIds', () => {
  it('accepts distinct ids and an empty list', () => {
    expect(() => assertUniqueColumnIds(columns)).not.toThrow();
    expect(() => assertUniqueColumnIds([])).not.toThrow();
  });

  it('names the id used twice', () => {
    expect(() => assertUniqueColumnIds([...columns, { id: 'Site', accessor: () => 1 }])).toThrow(
      'Duplicate column id "Site"',
    );
  });
});
