import { describe, expect, it } from 'vitest';
import { cardColumns } from './card-columns.js';
import type { DataTableColumn } from './data-table.types.js';

type Row = Record<string, string>;
const column = (id: string, extra: Partial<DataTableColumn<Row>> = {}): DataTableColumn<Row> => ({
  id,
  header: id,
  accessor: (row) => row[id],
  ...extra,
});
const ids = ({ identity, fields }: ReturnType<typeof cardColumns<Row>>) => ({
  identity: identity?.id,
  fields: fields.map((field) => field.id),
});

describe('cardColumns', () => {
  it('titles the card with the pinned column and lists the primary ones in column order', () => {
    const shown = [
      column('Site', { primary: true }),
      column('Item_No', { pinned: true }),
      column('Rig'),
      column('Total', { primary: true }),
    ];
    expect(ids(cardColumns(shown))).toEqual({ identity: 'Item_No', fields: ['Site', 'Total'] });
  });

  it('titles the card with the first column when none is pinned', () => {
    const shown = [column('Order_No'), column('Date', { primary: true })];
    expect(ids(cardColumns(shown))).toEqual({ identity: 'Order_No', fields: ['Date'] });
  });

  it('lists the first four other columns when none is primary', () => {
    const shown = ['Order_No', 'Date', 'Rig', 'Asset', 'Status', 'Ref'].map((id) => column(id));
    expect(ids(cardColumns(shown))).toEqual({
      identity: 'Order_No',
      fields: ['Date', 'Rig', 'Asset', 'Status'],
    });
  });

  it('has no title and no fields without columns', () => {
    expect(ids(cardColumns([]))).toEqual({ identity: undefined, fields: [] });
  });
});
