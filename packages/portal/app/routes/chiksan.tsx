import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { orderPdfColumn } from '../components/orders/order-columns.js';
import { portalApi } from '../components/portal-api.js';
import { useDocumentCall } from '../components/use-document-call.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import { pageScope } from '../server/pages/page-scope.server.js';
import { type ChiksanAnswer, listChiksan } from '../server/services/reports.server.js';
import type { Route } from './+types/chiksan';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Chiksan · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return { rows: await listChiksan(pageScope(await requirePageUser(request))) };
}

const text = (id: keyof ChiksanAnswer, header: string): DataTableColumn<ChiksanAnswer> => ({
  id,
  header,
  accessor: (row) => row[id],
});

export default function Chiksan({ loaderData }: Route.ComponentProps) {
  const run = useDocumentCall();
  const columns = useMemo<DataTableColumn<ChiksanAnswer>[]>(
    () => [
      text('Order_No', 'Order No'),
      text('Serial_Number', 'Serial Number'),
      { ...text('Description', 'Description'), width: 200 },
      text('Report_Status', 'Report Status'),
      { ...text('Inspection_Date', 'Inspection Date'), type: 'date' },
      text('Steel_Type', 'Steel Type'),
      text('NDT_Method', 'NDT Method'),
      text('MPI_Method', 'MPI Method'),
      text('Area_Of_Examination', 'Area of Examination'),
      text('Procedure', 'Procedure'),
      // Not a column of the spec's list, but the default sort: kept sortable and hidden.
      { ...text('Returned_Date', 'Returned Date'), type: 'date', defaultVisible: false },
      // Spec part 2 §7: the chiksan report is fetched by Order_No through /getdpPDF.
      orderPdfColumn((row) => void run(() => portalApi().getdpPDF({ orderno: row.Order_No }))),
    ],
    [run],
  );
  return (
    <div className="rr-page">
      <h1>Chiksan</h1>
      <DataTable
        label="Chiksan"
        searchPlaceholder="Search (Order No, Serial Number etc..)"
        rows={loaderData.rows}
        columns={columns}
        defaultSortColumnId="Returned_Date"
        emptyMessage="No chiksan reports"
      />
    </div>
  );
}
