import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './data-table.types.js';
import { drawCell } from './data-table-cells.js';

interface Row {
  Item_No: string;
  Inspected: string;
}

const row: Row = { Item_No: '550DP.12', Inspected: '2026-03-04' };
const itemNo: DataTableColumn<Row> = { id: 'Item_No', header: 'Item No', accessor: (value) => value.Item_No };
const inspected: DataTableColumn<Row> = {
  id: 'Inspected',
  header: 'Inspected',
  accessor: (value) => value.Inspected,
  type: 'date',
};

function textOf(column: DataTableColumn<Row>, fits?: (text: string) => boolean) {
  const { container } = render(<div>{drawCell(column, row, column.accessor(row), fits)}</div>);
  return container.querySelector('.rr-data-table__text') as HTMLElement;
}

describe('drawCell', () => {
  it('draws a text that fits unclipped, asking with the text shown (a date as DD.MM.YYYY)', () => {
    const asked: string[] = [];
    const fits = (text: string) => {
      asked.push(text);
      return true;
    };
    expect(textOf(itemNo, fits).className).toBe('rr-data-table__text rr-data-table__text--fits');
    expect(textOf(inspected, fits).className).toBe('rr-data-table__text rr-data-table__text--fits');
    expect(asked).toEqual(['550DP.12', '04.03.2026']);
  });

  it('clips a text that does not fit, and every text when the table could not measure', () => {
    expect(textOf(itemNo, () => false).className).toBe('rr-data-table__text');
    expect(textOf(itemNo).className).toBe('rr-data-table__text');
  });

  it('gives a text measured as too wide its whole text as a title, and a fitting one none', () => {
    expect(textOf(inspected, () => false).title).toBe('04.03.2026');
    expect(textOf(itemNo, () => true).title).toBe('');
  });

  it('draws a whole number with a comma between thousands, and a fraction as it is', () => {
    const drawn = (value: number) => {
      const column: DataTableColumn<Row> = {
        id: 'Rows',
        header: 'Rows',
        accessor: () => value,
        type: 'number',
      };
      return textOf(column).textContent;
    };
    expect([drawn(15000), drawn(999), drawn(1234567), drawn(2.5), drawn(-1200)]).toEqual([
      '15,000',
      '999',
      '1,234,567',
      '2.5',
      '-1,200',
    ]);
  });
});
