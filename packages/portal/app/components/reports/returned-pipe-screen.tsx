import type { DataTableColumn } from '@rigready/ui';
import { DataTable } from '@rigready/ui';
import { useMemo } from 'react';
import type { ReturnedPipeAnswer } from '../../server/services/orders.server.js';
import { FIELD_LABELS } from '../../shared/field-labels.js';
import type { ReturnedPipeList } from '../../shared/returned-pipe-lists.js';
import { textColumn } from '../../shared/table-columns.js';
import { orderPdfColumn } from '../orders/order-columns.js';
import { portalApi } from '../portal-api.js';
import { useDocumentCall } from '../use-document-call.js';

type Row = ReturnedPipeAnswer;
type Column = DataTableColumn<Row>;

const TITLES: Record<ReturnedPipeList, string> = {
  dp: 'Drill Pipe',
  hw: 'Heavy Weight',
  dc: 'Drill Collar',
  octg: 'OCTG',
};

const DOCUMENTS = {
  dp: { pdf: 'getdpPDF', excel: 'getdpExcel' },
  hw: { pdf: 'gethwPDF', excel: 'gethwExcel' },
  dc: { pdf: 'getdcPDF', excel: 'getdcExcel' },
  octg: { pdf: 'getoctgPDF', excel: 'getoctgExcel' },
} as const;

/**
 * The columns of a returned-pipe list (spec part 2 §2): Drill Pipe by return date; Heavy Weight and Drill
 * Collar by inspection date with Equipment; OCTG adds String No. Each line has its order's report PDF and
 * tally Excel.
 *
 * @example
 * returnedPipeColumns('octg', open).map((column) => column.id).includes('String_Number'); // true
 */
export function returnedPipeColumns(
  list: ReturnedPipeList,
  open: (row: Row, kind: 'pdf' | 'excel') => void,
): Column[] {
  const date: Column =
    list === 'dp'
      ? {
          id: 'Returned_Date',
          header: FIELD_LABELS.Returned_Date,
          accessor: (row) => row.Returned_Date,
          type: 'date',
          width: 96,
        }
      : {
          id: 'Inspection_Date',
          header: FIELD_LABELS.Inspection_Date,
          accessor: (row) => row.Inspection_Date,
          type: 'date',
          width: 96,
        };
  return [
    { ...textColumn('Order_No', FIELD_LABELS.Order_No), pinned: true },
    { ...textColumn('Returned_From', FIELD_LABELS.Returned_From), primary: true },
    { ...date, primary: true },
    textColumn('Ref', FIELD_LABELS.Ref, 100),
    {
      id: 'Quantity',
      header: FIELD_LABELS.Quantity,
      accessor: (row) => row.Quantity,
      type: 'number',
      width: 72,
      filterable: false,
      primary: true,
    },
    { ...textColumn('Item_No', FIELD_LABELS.Item_No), primary: true },
    // The order, where it came from, when, what and how many, and its documents are in view at 1280 px;
    // the pipe's details, which Item No already names, are one click away in Edit headers (OCTG's
    // String No takes the place of Spec).
    { ...textColumn('Weight', FIELD_LABELS.Weight), defaultVisible: false },
    { ...textColumn('Grade', FIELD_LABELS.Grade), defaultVisible: false },
    { ...textColumn('Connection', FIELD_LABELS.Connection), defaultVisible: false },
    { ...textColumn('Spec', FIELD_LABELS.Spec), defaultVisible: list !== 'octg' },
    ...(list === 'dp' ? [] : [{ ...textColumn('Equipment', FIELD_LABELS.Equipment), defaultVisible: false }]),
    ...(list === 'octg' ? [textColumn('String_Number', 'String No')] : []),
    { ...orderPdfColumn<Row>((row) => open(row, 'pdf')), primary: true },
    {
      id: 'Excel',
      header: 'Excel',
      accessor: (row) => row.Order_No,
      type: 'action',
      actionLabel: () => 'Excel',
      width: 90,
      filterable: false,
      searchable: false,
      onAction: (row) => open(row, 'excel'),
    },
  ];
}

/**
 * One returned-pipe list screen (/dp, /hw, /dc, /octg) with its default sort and the PDF and Excel of each
 * order; a missing document shows the spec's snackbar.
 *
 * @example
 * <ReturnedPipeScreen list="dp" rows={rows} />
 */
export function ReturnedPipeScreen({ list, rows }: { list: ReturnedPipeList; rows: Row[] }) {
  const run = useDocumentCall();
  const columns = useMemo(
    () =>
      returnedPipeColumns(list, (row, kind) => {
        const call = DOCUMENTS[list][kind];
        void run(() => portalApi().then((api) => api[call]({ orderno: row.Order_No })));
      }),
    [list, run],
  );
  return (
    <div className="rr-page">
      <h1>{TITLES[list]}</h1>
      <DataTable
        columnSettings
        label={TITLES[list]}
        rows={rows}
        columns={columns}
        defaultSortColumnId={list === 'dp' ? 'Returned_Date' : 'Inspection_Date'}
        emptyMessage="No returned pipe"
      />
    </div>
  );
}
