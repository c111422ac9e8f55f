import { RackLocationView } from '@rigready/ui';
import { useMemo } from 'react';
import { toRackEntries } from '../components/racks/rack-entries.js';
import { jointHref } from '../components/serial-links.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import { readClock } from '../server/clock/read-clock.server.js';
import { getPortalRuntime } from '../server/runtime/portal-runtime.server.js';
import { racksWithPipes } from '../server/services/rack-pipes.server.js';
import '../components/racks/racks.css';
import { pageScope } from '../server/pages/page-scope.server.js';
import type { Route } from './+types/racklocation';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Rack location view · rigready' }];
}

// The racks holding the caller's joints; other customers' joints come only as occupied positions.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const { racks } = await racksWithPipes(pageScope(identity));
  return { racks, clock: readClock(runtime) };
}

export default function RackLocation({ loaderData }: Route.ComponentProps) {
  const racks = useMemo(() => toRackEntries(loaderData.racks), [loaderData.racks]);
  return (
    <div className="rr-page rr-racklocation">
      <h1>Rack location view</h1>
      <RackLocationView
        racks={racks}
        today={loaderData.clock.today}
        jointHref={(joint) => jointHref(joint.Serial_Number)}
      />
    </div>
  );
}
