import { describe, expect, it } from 'vitest';
import { buildColumnModel, type ModelColumnDef } from './column-model.js';

interface Joint {
  Item_No: string;
  Length: number;
}

const definitions: ModelColumnDef<Joint>[] = [
  { id: 'Length', header: 'Length', accessorFn: (row) => row.Length },
  { id: 'Item_No', header: 'Item No', accessorFn: (row) => row.Item_No },
  { id: 'select', header: 'Select' },
];

describe('buildColumnModel', () => {
  it('gives TanStack columns in the order of the definitions, each with its definition', () => {
    const columns = buildColumnModel(definitions);
    expect(columns.map((column) => column.id)).toEqual(['Length', 'Item_No', 'select']);
    expect(columns[1]?.columnDef.header).toBe('Item No');
    expect(columns[0]?.accessorFn?.({ Item_No: '550DP.12', Length: 9.4 }, 0)).toBe(9.4);
  });

  it('builds a new model from new definitions and leaves the earlier one as it was', () => {
    const before = buildColumnModel(definitions);
    const after = buildColumnModel(definitions.slice(1));
    expect(after.map((column) => column.id)).toEqual(['Item_No', 'select']);
    expect(before.map((column) => column.id)).toEqual(['Length', 'Item_No', 'select']);
  });
});
