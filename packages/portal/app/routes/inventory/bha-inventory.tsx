import { BhaRacks } from '../../components/racks/bha-racks.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { bhaInventory } from '../../server/services/bha-inventory.server.js';
import '../../components/racks/racks.css';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/bha-inventory';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'BHA Inventory · rigready' }];
}

// The slot map of every rack holding the caller's BHA tools (the same service as /getInventoryBHA).
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const { racks } = await bhaInventory(pageScope(identity));
  return { racks };
}

export default function BhaInventory({ loaderData }: Route.ComponentProps) {
  return (
    <div className="rr-page rr-bhainventory">
      <h1>BHA Inventory</h1>
      <BhaRacks racks={loaderData.racks} />
    </div>
  );
}
