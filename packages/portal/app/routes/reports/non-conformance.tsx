import { DataTable, type DataTableColumn } from '@rigready/ui';
import { useMemo } from 'react';
import { portalApi } from '../../components/portal-api.js';
import { useDocumentCall } from '../../components/use-document-call.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { type NcrListRow, ncrListRows } from '../../server/pages/ncr-list-page.server.js';
import { dateColumn, pdfColumn, textColumn } from '../../shared/table-columns.js';
import type { Route } from './+types/non-conformance';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Non Conformance · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  // The legacy call's username parameter; the server scopes by the session whatever it says.
  const username = identity.customer?.customer ?? identity.user.email;
  return { username, rows: await ncrListRows(identity) };
}

export default function Ncr({ loaderData }: Route.ComponentProps) {
  const run = useDocumentCall();
  const { username } = loaderData;
  const columns = useMemo<DataTableColumn<NcrListRow>[]>(
    () => [
      {
        ...textColumn('NCR_No', 'NCR No'),
        pinned: true,
        type: 'link',
        href: (row) => `/NCR/${encodeURIComponent(row.NCR_No)}`,
      },
      { ...textColumn('Title', 'Title'), width: 220, primary: true },
      // The report, its status, the customer's disposition, when it was reported and closed, and its PDF are
      // in view at 1280 px; its kind, where and by which department, and when it was processed, are one
      // click away in Edit headers.
      { ...textColumn('NCR_Category', 'NCR Category'), defaultVisible: false },
      { ...textColumn('Location', 'Location'), defaultVisible: false },
      { ...textColumn('Department', 'Department'), defaultVisible: false },
      { ...textColumn('Status', 'Status'), primary: true },
      // The customer's disposition, or, for an approver while the NCR awaits one, the way to give it.
      {
        ...textColumn('Decision', 'Decision'),
        primary: true,
        type: 'link',
        href: (row) => (row.decide ? `/NCR/${encodeURIComponent(row.NCR_No)}#decide` : null),
      },
      { ...dateColumn('Date_Reported', 'Date Reported'), primary: true },
      { ...dateColumn('Date_Processed', 'Date Processed'), defaultVisible: false },
      dateColumn('Date_Closed', 'Date Closed'),
      {
        ...pdfColumn<NcrListRow>({
          value: (row) => row.NCR_No,
          width: 80,
          onOpen: (row) =>
            void run(() => portalApi().then((api) => api.QHSE_getPDF({ NCR_No: row.NCR_No, username }))),
        }),
        primary: true,
      },
    ],
    [run, username],
  );
  return (
    <div className="rr-page">
      <h1>Non Conformance</h1>
      <DataTable
        columnSettings
        label="Non conformance reports"
        rows={loaderData.rows}
        columns={columns}
        defaultSortColumnId="Date_Reported"
        emptyMessage="No non-conformance reports"
      />
    </div>
  );
}
