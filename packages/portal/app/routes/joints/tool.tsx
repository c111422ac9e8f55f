import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import { portalApi } from '../../components/portal-api.js';
import { requestFormHref } from '../../components/requests/request-form-href.js';
import { LifeTimeline } from '../../components/serial-life/life-timeline.js';
import { OtherCustomers } from '../../components/serial-life/other-customers.js';
import { PresentState } from '../../components/serial-life/present-state.js';
import { toolHref } from '../../components/serial-links.js';
import { useDocumentCall } from '../../components/use-document-call.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { mayRequest } from '../../server/pages/may-request.server.js';
import { toolPage } from '../../server/pages/serial-life-page.server.js';
import type { Route } from './+types/tool';
import '../../components/serial-life/serial-life.css';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `BHA tool ${params.serial ?? ''} · rigready` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await toolPage(request, params.serial);
  return { ...page, mayRequest: await mayRequest(await requirePageUser(request)) };
}

export default function Tool({ loaderData }: Route.ComponentProps) {
  const { tool, events } = loaderData;
  const run = useDocumentCall();
  return (
    <div className="rr-page rr-serial-life">
      <h1>BHA tool {tool.serial}</h1>
      <p>{[tool.equipmentType, tool.description, tool.materialNumber].filter(Boolean).join(' · ')}</p>
      {loaderData.mayRequest ? (
        <p>
          <Link className="rr-button" to={requestFormHref('tool', [tool.serial])}>
            Request…
          </Link>
        </p>
      ) : null}
      <OtherCustomers
        path={toolHref(tool.serial)}
        customer={loaderData.customer}
        others={loaderData.otherCustomers}
      />
      <PresentState
        lines={[
          ['Location', tool.location],
          ['Asset', tool.asset],
          ['Rig', tool.rig],
          ['Site', tool.site],
          ['Rack', tool.rack],
          ['Slot', tool.slot],
          ['Connection box', tool.connectionBox],
          ['Connection pin', tool.connectionPin],
          ['Alternative serial', tool.alternativeSerial],
          ['Last inspection', tool.lastInspection ? formatDate(tool.lastInspection) : null],
          ['Order', tool.orderNo],
          ['Delivery ticket', tool.dtNo],
        ]}
      />
      <h2>Life</h2>
      <LifeTimeline
        events={events}
        historyNote={loaderData.historyNote}
        onOpenReport={(report) =>
          void run(() =>
            portalApi().then((api) =>
              api.getPDF({ type: report.type, report_id: report.reportId, serial_no: report.serialNo }),
            ),
          )
        }
      />
    </div>
  );
}
