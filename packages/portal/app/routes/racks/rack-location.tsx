import { naturalRackOrder, RackLocationView, rackKey } from '@rigready/ui';
import { useMemo, useState } from 'react';
import { type LabelChoice, PrintLabelsDialog } from '../../components/labels/print-labels-dialog.js';
import { toRackEntries } from '../../components/racks/rack-entries.js';
import { requestFormHref } from '../../components/requests/request-form-href.js';
import { jointHref } from '../../components/serial-links.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { readClock } from '../../server/runtime/read-clock.server.js';
import { racksWithPipes } from '../../server/services/rack-pipes.server.js';
import '../../components/racks/racks.css';
import { mayRequest } from '../../server/pages/may-request.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import type { Route } from './+types/rack-location';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Rack location view · rigready' }];
}

// The racks holding the caller's joints; other customers' joints come only as occupied positions.
export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const runtime = getPortalRuntime();
  const { racks } = await racksWithPipes(pageScope(identity));
  // ?rack=D1&site=… (the inventory's rack dialog links here) opens that rack first.
  const url = new URL(request.url);
  const asked = { rack: url.searchParams.get('rack'), site: url.searchParams.get('site') };
  return { racks, clock: readClock(runtime), asked, mayRequest: await mayRequest(identity) };
}

export default function RackLocation({ loaderData }: Route.ComponentProps) {
  const racks = useMemo(() => naturalRackOrder(toRackEntries(loaderData.racks)), [loaderData.racks]);
  const { asked } = loaderData;
  const [openKey, setOpenKey] = useState<string | null>(() => {
    const first = racks.find(
      ({ rackinfo }) =>
        String(rackinfo.Rack_ID) === asked?.rack && (!asked.site || rackinfo.Site === asked.site),
    );
    return first ? rackKey(first.rackinfo) : null;
  });
  const [labels, setLabels] = useState<LabelChoice | null>(null);
  const open = racks.find((rack) => rackKey(rack.rackinfo) === openKey) ?? racks[0];
  return (
    <div className="rr-page rr-racklocation">
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
        onValueChange={setOpenKey}
      />
      <PrintLabelsDialog choice={labels} onClose={() => setLabels(null)} />
    </div>
  );
}
