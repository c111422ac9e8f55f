import { RackBrowser } from '@rigready/ui';
import { useMemo } from 'react';
import { toRackEntries } from '../../components/racks/rack-entries.js';
import { jointHref } from '../../components/serial-links.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { readClock } from '../../server/runtime/read-clock.server.js';
import { racksOverview } from '../../server/services/racks-overview.server.js';
import '../../components/racks/racks.css';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/racks';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Racks · rigready' }];
}

// Admin only (core's route table): the guard refuses everyone else before anything is read.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  return {
    racks: await racksOverview(pageScope(identity)),
    clock: readClock(runtime),
  };
}

export default function Racks({ loaderData }: Route.ComponentProps) {
  const racks = useMemo(() => toRackEntries(loaderData.racks), [loaderData.racks]);
  return (
    <div className="rr-page rr-racks">
      <h1>Racks</h1>
      <RackBrowser
        racks={racks}
        today={loaderData.clock.today}
        jointHref={(joint) => jointHref(joint.Serial_Number)}
      />
    </div>
  );
}
