import { DEFAULT_STATUS_PALETTE, serialResultColour } from '@rigready/core';
import { DataTable, type DataTableColumn, TextField } from '@rigready/ui';
import { Form, useSearchParams } from 'react-router';
import type {
  SerialHistoryPage,
  SerialHistoryPageRow,
} from '../../server/pages/serial-history-page.server.js';
import { pdfColumn, textColumn } from '../../shared/table-columns.js';

type Row = SerialHistoryPageRow;

// Each row carries its own public PDF link, so the columns are the same for every visitor. The component,
// when it was inspected, by which order, its result and report are in view at 1280 px; PO, Ref and Spec
// are one click away in Edit headers.
const COLUMNS: DataTableColumn<Row>[] = [
  textColumn('Serial_No', 'Serial Nr'),
  { ...textColumn('Description', 'Description'), width: 200 },
  textColumn('Conn1', 'Connection 1'),
  textColumn('Conn2', 'Connection 2'),
  { ...textColumn('Inspection_Date', 'Inspection Date'), type: 'date', width: 96 },
  { ...textColumn('PO', 'PO'), defaultVisible: false },
  { ...textColumn('Ref', 'Ref'), defaultVisible: false },
  textColumn('Order_No', 'Order No'),
  { ...textColumn('Spec', 'Spec'), defaultVisible: false },
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

const HINTS = {
  customer:
    "The customer's name as it appears on its reports, or the short name of its public page; upper or lower case does not matter.",
  serialNo:
    'As stamped on the component. Spaces, dashes and upper or lower case do not matter: AB-12 34 finds AB1234.',
};

/**
 * The public serial history (spec part 2 §2): a lookup by customer and serial number, the serial's BHA
 * reports with a green or red Result chip, and each report's PDF through its public link, for anyone. It
 * carries the portal's name like the sign-in page, and says under each field what to type.
 *
 * @example
 * <SerialHistoryScreen page={loaderData} />
 */
export function SerialHistoryScreen({ page }: { page: SerialHistoryPage }) {
  const [search] = useSearchParams();
  return (
    <main className="rr-public">
      <header className="rr-public__bar">
        <a className="rr-auth__brand rr-tap-link" href="/login">
          rigready
        </a>
        <a className="rr-tap-link" href="/login">
          Sign in
        </a>
      </header>
      <div className="rr-page rr-serial-history">
        <h1>Serial history{page.fixedCustomer ? ` · ${page.fixedCustomer}` : ''}</h1>
        <p>
          The inspection reports of one BHA component, found by its serial number. Each report opens as a PDF.
        </p>
        <Form method="get" className="rr-serial-history__form">
          {page.fixedCustomer ? null : (
            <TextField
              label="Customer"
              name="customer"
              defaultValue={search.get('customer') ?? ''}
              hint={HINTS.customer}
              autoComplete="organization"
              required
            />
          )}
          <TextField
            label="Serial number"
            name="serialnr"
            defaultValue={search.get('serialnr') ?? ''}
            hint={HINTS.serialNo}
            autoComplete="off"
            required
          />
          <button type="submit" className="rr-button" data-variant="primary">
            Search
          </button>
        </Form>
        {page.message ? (
          <p className="rr-form-alert" role="status">
            {page.message}
          </p>
        ) : null}
        <DataTable
          label="Serial history"
          rows={page.rows}
          columns={COLUMNS}
          emptyMessage="No reports"
          columnSettings
        />
      </div>
    </main>
  );
}
