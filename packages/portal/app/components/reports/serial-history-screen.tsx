import { DEFAULT_STATUS_PALETTE, serialResultColour } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { Form, useSearchParams } from 'react-router';
import type {
  SerialHistoryPage,
  SerialHistoryPageRow,
} from '../../server/pages/serial-history-page.server.js';
import { pdfColumn, textColumn } from '../table-columns.js';

type Row = SerialHistoryPageRow;

// Each row carries its own public PDF link, so the columns are the same for every visitor.
const COLUMNS: DataTableColumn<Row>[] = [
  textColumn('Serial_No', 'Serial Nr'),
  { ...textColumn('Description', 'Description'), width: 200 },
  textColumn('Conn1', 'Connection 1'),
  textColumn('Conn2', 'Connection 2'),
  { ...textColumn('Inspection_Date', 'Inspection Date'), type: 'date' },
  textColumn('PO', 'PO'),
  textColumn('Ref', 'Ref'),
  textColumn('Order_No', 'Order No'),
  textColumn('Spec', 'Spec'),
  {
    ...textColumn('Result', 'Result'),
    type: 'chip',
    chipColor: (row) => DEFAULT_STATUS_PALETTE[serialResultColour(row.Result)],
  },
  pdfColumn({
    value: (row) => row.Report_ID,
    width: 80,
    onOpen: (row) => window.open(row.pdfLink, '_blank', 'noopener'),
  }),
];

/**
 * The public serial history (spec part 2 §2): a lookup by customer and serial number, the serial's BHA
 * reports with a green or red Result chip, and each report's PDF through its public link, for anyone.
 *
 * @example
 * <SerialHistoryScreen page={loaderData} />
 */
export function SerialHistoryScreen({ page }: { page: SerialHistoryPage }) {
  const [search] = useSearchParams();
  return (
    <div className="rr-page rr-serial-history">
      <h1>Serial history{page.fixedCustomer ? ` · ${page.fixedCustomer}` : ''}</h1>
      <Form method="get" className="rr-serial-history__form">
        {page.fixedCustomer ? null : (
          <label className="rr-field">
            <span className="rr-field__label">Customer</span>
            <input
              className="rr-field__input"
              name="customer"
              defaultValue={search.get('customer') ?? ''}
              required
            />
          </label>
        )}
        <label className="rr-field">
          <span className="rr-field__label">Serial number</span>
          <input
            className="rr-field__input"
            name="serialnr"
            defaultValue={search.get('serialnr') ?? ''}
            required
          />
        </label>
        <button type="submit" className="rr-button">
          Search
        </button>
      </Form>
      {page.message ? (
        <p className="rr-form-alert" role="status">
          {page.message}
        </p>
      ) : null}
      <DataTable label="Serial history" rows={page.rows} columns={COLUMNS} emptyMessage="No reports" />
    </div>
  );
}
