import { RackLocationView, rackKey } from '@rigready/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { type LabelChoice, PrintLabelsDialog } from '../../components/labels/print-labels-dialog.js';
import { rackTabEntries, toRackEntries } from '../../components/racks/rack-entries.js';
import { requestFormHref } from '../../components/requests/request-form-href.js';
import { jointHref } from '../../components/serial-links.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { readClock } from '../../server/runtime/read-clock.server.js';
import { rackLocation } from '../../server/services/rack-location.server.js';
import '../../components/racks/racks.css';
import { mayRequest } from '../../server/pages/may-request.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/rack-location';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Rack location view · rigready' }];
}

// The racks holding the caller's joints, and the open one's joints: other customers' joints come only as
// occupied positions. Opening another tab asks for that rack (?rack=D1&site=…, as the inventory's rack
// dialog links), so the page never carries the whole yard.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const url = new URL(request.url);
  const asked = { rack: url.searchParams.get('rack'), site: url.searchParams.get('site') };
  const { tabs, open } = await rackLocation(pageScope(identity), asked);
  return { tabs, open, clock: readClock(runtime), mayRequest: await mayRequest(identity) };
}

export default function RackLocation({ loaderData }: Route.ComponentProps) {
  const { tabs, open: listing } = loaderData;
  const open = useMemo(() => (listing ? toRackEntries([listing])[0] : undefined), [listing]);
  const racks = useMemo(() => rackTabEntries(tabs, open), [tabs, open]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const openRack = (key: string) => {
    const tab = tabs.find(({ rackinfo }) => rackKey(rackinfo) === key);
    if (!tab) return;
    const query = new URLSearchParams({ rack: tab.rackinfo.Rack_ID, site: tab.rackinfo.Site });
    navigate(`?${query}`, { replace: true, preventScrollReset: true });
  };
  const [labels, setLabels] = useState<LabelChoice | null>(null);
  return (
    <div
      className="rr-page rr-racklocation"
      aria-busy={navigation.state === 'loading' && navigation.location.pathname === '/racklocation'}
    >
      <div className="rr-racklocation__header">
        <h1>Rack location view</h1>
        {open ? (
          <button
            type="button"
            className="rr-button"
            onClick={() =>
              setLabels({
                joints: { site: open.rackinfo.Site ?? '', rack: open.rackinfo.Rack_ID },
                what: `Rack ${open.rackinfo.Rack_ID}${open.rackinfo.Site ? ` at ${open.rackinfo.Site}` : ''}`,
              })
            }
          >
            Print labels for rack {open.rackinfo.Rack_ID}
          </button>
        ) : null}
        {open && loaderData.mayRequest && open.pipes.length > 0 ? (
          <a
            className="rr-button"
            href={requestFormHref(
              'joint',
              open.pipes.map((pipe) => pipe.Serial_Number),
            )}
          >
            Request… for rack {open.rackinfo.Rack_ID}'s joints
          </a>
        ) : null}
      </div>
      <RackLocationView
        racks={racks}
        today={loaderData.clock.today}
        jointHref={(joint) => jointHref(joint.Serial_Number)}
        {...(open ? { value: rackKey(open.rackinfo) } : {})}
        onValueChange={openRack}
      />
      <PrintLabelsDialog choice={labels} onClose={() => setLabels(null)} />
    </div>
  );
}
