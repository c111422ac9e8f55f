import { DEFAULT_STATUS_PALETTE, serialResultColour } from '@rigready/core';
import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { Form, useSearchParams } from 'react-router';
import type { SerialHistoryPage } from '../../server/pages/serial-history-page.server.js';
import type { SerialHistoryAnswerRow } from '../../server/public/serial-history.server.js';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';

type Row = SerialHistoryAnswerRow;

const text = (id: keyof Row, header: string): DataTableColumn<Row> => ({
  id,
  header,
  accessor: (row) => row[id],
});

/**
 * The public serial history (spec part 2 §2): a lookup by customer and serial number, the serial's BHA
 * reports with a green or red Result chip, and each report's PDF for a signed-in visitor (the download
 * route serves documents to their customer's accounts only).
 *
 * @example
 * <SerialHistoryScreen page={loaderData} />
 */
export function SerialHistoryScreen({ page }: { page: SerialHistoryPage }) {
  const run = useDocumentCall();
  const [search] = useSearchParams();
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      text('Serial_No', 'Serial Nr'),
      { ...text('Description', 'Description'), width: 200 },
      text('Conn1', 'Connection 1'),
      text('Conn2', 'Connection 2'),
      { ...text('Inspection_Date', 'Inspection Date'), type: 'date' },
      text('PO', 'PO'),
      text('Ref', 'Ref'),
      text('Order_No', 'Order No'),
      text('Spec', 'Spec'),
      {
        ...text('Result', 'Result'),
        type: 'chip',
        chipColor: (row) => DEFAULT_STATUS_PALETTE[serialResultColour(row.Result)],
      },
      ...(page.signedIn
        ? [
            {
              id: 'PDF',
              header: 'PDF',
              accessor: (row: Row) => row.Report_ID,
              type: 'pdf' as const,
              width: 80,
              filterable: false,
              searchable: false,
              onPdfClick: (row: Row) =>
                void run(() =>
                  portalApi().getPDF({
                    type: row.report_type,
                    report_id: row.Report_ID,
                    serial_no: row.Serial_No,
                  }),
                ),
            },
          ]
        : []),
    ],
    [page.signedIn, run],
  );
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
      <DataTable label="Serial history" rows={page.rows} columns={columns} emptyMessage="No reports" />
    </div>
  );
}
