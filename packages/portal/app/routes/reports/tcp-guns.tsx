import { DataTable, type DataTableColumn, TIMES_USED_CHIP_WIDTH } from '@rigready/ui';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { listTcp, type TcpAnswer } from '../../server/services/reports.server.js';
import type { Route } from './+types/tcp-guns';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'TCP Guns · rigready' }];
}

// The guard refuses a customer without the tcpGuns feature (core's route gate) before the service runs.
export async function loader({ request }: Route.LoaderArgs) {
  return { rows: await listTcp(pageScope(await requirePageUser(request))) };
}

const COLUMNS: DataTableColumn<TcpAnswer>[] = [
  { id: 'serial_number', header: 'Serial Number', accessor: (row) => row.serial_number, pinned: true },
  {
    id: 'equipment_description',
    header: 'Equipment Description',
    accessor: (row) => row.equipment_description,
    width: 220,
    primary: true,
  },
  {
    id: 'inspection_result',
    header: 'Inspection Result',
    accessor: (row) => row.inspection_result,
    primary: true,
  },
  {
    id: 'times_used',
    header: 'Times Used',
    // A chip only when the count has a colour (spec part 2 §2).
    accessor: (row) => (row.times_used.color ? row.times_used.count : null),
    type: 'chip',
    sortType: 'number',
    chipColor: (row) => row.times_used.color,
    chipWidth: TIMES_USED_CHIP_WIDTH,
    width: 110,
    primary: true,
  },
];

// The rows arrive ascending by count (the service's order), which the table keeps while unsorted.
export default function Tcp({ loaderData }: Route.ComponentProps) {
  return (
    <div className="rr-page">
      <h1>TCP Guns</h1>
      <DataTable label="TCP Guns" rows={loaderData.rows} columns={COLUMNS} emptyMessage="No TCP guns" />
    </div>
  );
}
