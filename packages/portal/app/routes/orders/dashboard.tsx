import { DataTable, type DataTableColumn, PRIORITY_CHIP_WIDTH } from '@rigready/ui';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { type DashboardAnswer, listDashboard } from '../../server/services/orders.server.js';
import type { Route } from './+types/dashboard';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Dashboard · rigready' }];
}

// The guard refuses a customer without the dashboard feature (core's route gate) before the service runs.
export async function loader({ request }: Route.LoaderArgs) {
  return { rows: await listDashboard(pageScope(await requirePageUser(request))) };
}

const text = (id: keyof DashboardAnswer, header: string): DataTableColumn<DashboardAnswer> => ({
  id,
  header,
  accessor: (row) => row[id],
});

// A stage's check mark: narrow and sorted rather than filtered, so the four stages fit beside the order.
const stage = (id: keyof DashboardAnswer, header: string): DataTableColumn<DashboardAnswer> => ({
  ...text(id, header),
  width: 72,
  filterable: false,
});

// By default the order, its return date, item and quantity and the four stages: what the dashboard is
// for, all in view at 1280 px. PO, String No and Equipment are one click away in Edit headers.
const COLUMNS: DataTableColumn<DashboardAnswer>[] = [
  {
    id: 'Priority',
    header: 'Priority',
    // A chip only when the priority has a colour (spec part 2 §2); sorted by its value.
    accessor: (row) => (row.Priority?.color ? row.Priority.name : null),
    type: 'chip',
    chipColor: (row) => row.Priority?.color ?? null,
    chipWidth: PRIORITY_CHIP_WIDTH,
    width: 110,
  },
  text('Order_No', 'Order Number'),
  {
    id: 'Return_Date',
    header: 'Return Date',
    accessor: (row) => row.Return_Date?.value ?? null,
    type: 'date',
  },
  { ...text('PO', 'PO Number'), defaultVisible: false },
  { ...text('String_No', 'String No'), defaultVisible: false },
  text('Item_No', 'Item No'),
  { ...text('Equipment', 'Equipment'), defaultVisible: false },
  { id: 'QTY', header: 'Quantity', accessor: (row) => row.QTY, type: 'number', width: 72, filterable: false },
  stage('Inspection', 'Inspection'),
  stage('Machining', 'Machining'),
  stage('Hardbanding', 'Hardbanding'),
  stage('DT', 'Shipped'),
];

// The rows arrive ascending by priority (the service's order), which the table keeps while unsorted.
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="rr-page">
      <h1>Dashboard</h1>
      <DataTable
        columnSettings
        label="Dashboard"
        rows={loaderData.rows}
        columns={COLUMNS}
        emptyMessage="No ongoing orders"
      />
    </div>
  );
}
