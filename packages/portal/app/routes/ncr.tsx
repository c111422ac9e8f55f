import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { portalApi } from '../components/portal-api.js';
import { useDocumentCall } from '../components/use-document-call.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import { pageScope } from '../server/pages/page-scope.server.js';
import { listNcr, type NcrAnswer } from '../server/services/reports.server.js';
import type { Route } from './+types/ncr';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Non Conformance · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  // The legacy call's username parameter; the server scopes by the session whatever it says.
  const username = identity.customer?.customer ?? identity.user.email;
  return { username, rows: await listNcr(pageScope(identity)) };
}

const text = (id: keyof NcrAnswer, header: string): DataTableColumn<NcrAnswer> => ({
  id,
  header,
  accessor: (row) => row[id],
});
const date = (id: keyof NcrAnswer, header: string): DataTableColumn<NcrAnswer> => ({
  ...text(id, header),
  type: 'date',
});

export default function Ncr({ loaderData }: Route.ComponentProps) {
  const run = useDocumentCall();
  const { username } = loaderData;
  const columns = useMemo<DataTableColumn<NcrAnswer>[]>(
    () => [
      text('NCR_No', 'NCR No'),
      { ...text('Title', 'Title'), width: 220 },
      text('NCR_Category', 'NCR Category'),
      text('Location', 'Location'),
      text('Department', 'Department'),
      text('Status', 'Status'),
      date('Date_Reported', 'Date Reported'),
      date('Date_Processed', 'Date Processed'),
      date('Date_Closed', 'Date Closed'),
      {
        id: 'PDF',
        header: 'PDF',
        accessor: (row) => row.NCR_No,
        type: 'pdf',
        width: 80,
        filterable: false,
        searchable: false,
        onPdfClick: (row) => void run(() => portalApi().QHSE_getPDF({ NCR_No: row.NCR_No, username })),
      },
    ],
    [run, username],
  );
  return (
    <div className="rr-page">
      <h1>Non Conformance</h1>
      <DataTable
        label="Non conformance reports"
        rows={loaderData.rows}
        columns={columns}
        defaultSortColumnId="Date_Reported"
        emptyMessage="No non-conformance reports"
      />
    </div>
  );
}
