import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './data-table.types.js';
import { cellDisplayText } from './data-table-cells.js';

type Row = { value: unknown };
const column = (type: DataTableColumn<Row>['type'], extra: Partial<DataTableColumn<Row>> = {}) =>
  ({
    id: 'value',
    header: 'Value',
    accessor: (row: Row) => row.value,
    type,
    ...extra,
  }) as DataTableColumn<Row>;

describe('cellDisplayText', () => {
  it.each([
    ['text', 'NC50', 'NC50'],
    [undefined, null, ''],
    ['number', 19.5, '19.5'],
    ['number', 15000, '15,000'],
    ['date', '2025-07-07', '07.07.2025'],
    ['date', null, ''],
    ['colour', '2026-10-22', '22.10.2026'],
    ['colour', 'Overdue', 'Overdue'],
    ['count', 0, '0'],
    ['count', null, '0'],
    ['count', 12, '12'],
    ['pdf', 'No Certificate', 'No Certificate'],
    ['pdf', 'Certificate', 'Certificate'],
    ['chip', 'R3', 'R3'],
  ] as const)('should write a %s cell of %j as %j', (type, value, expected) => {
    expect(cellDisplayText(column(type), { value })).toBe(expected);
  });

  it("should write an action cell as its button's label, and nothing where the button is disabled", () => {
    const excel = column('action', { actionLabel: () => 'Excel' });
    expect(cellDisplayText(excel, { value: '40211' })).toBe('Excel');
    expect(cellDisplayText(excel, { value: '' })).toBe('');
    expect(cellDisplayText(column('action'), { value: '40211' })).toBe('40211');
  });
});
