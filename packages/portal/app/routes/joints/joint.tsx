import { formatDate } from '@rigready/core';
import { Link } from 'react-router';
import { JointClassSection } from '../../components/joint-class/joint-class-section.js';
import { requestFormHref } from '../../components/requests/request-form-href.js';
import { LifeTimeline } from '../../components/serial-life/life-timeline.js';
import { OtherCustomers } from '../../components/serial-life/other-customers.js';
import { PresentState } from '../../components/serial-life/present-state.js';
import { jointHref } from '../../components/serial-links.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { jointClassPage } from '../../server/pages/joint-class-page.server.js';
import { mayRequest } from '../../server/pages/may-request.server.js';
import { jointPage } from '../../server/pages/serial-life-page.server.js';
import type { Route } from './+types/joint';
import '../../components/serial-life/serial-life.css';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Joint ${params.serial ?? ''} · rigready` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const history = await jointPage(request, params.serial);
  return {
    ...history,
    jointClass: await jointClassPage(request, history.customer, history.joint.serial),
    mayRequest: await mayRequest(await requirePageUser(request)),
  };
}

const date = (value: string | null) => (value ? formatDate(value) : null);

export default function Joint({ loaderData }: Route.ComponentProps) {
  const { joint, events } = loaderData;
  return (
    <div className="rr-page rr-serial-life">
      <h1>Joint {joint.serial}</h1>
      <p>{[joint.equipment, joint.description].filter(Boolean).join(' · ')}</p>
      {loaderData.mayRequest ? (
        <p>
          <Link className="rr-button" to={requestFormHref('joint', [joint.serial])}>
            Request…
          </Link>
        </p>
      ) : null}
      <OtherCustomers
        path={jointHref(joint.serial)}
        customer={loaderData.customer}
        others={loaderData.otherCustomers}
      />
      <PresentState
        lines={[
          ['Item', joint.itemNo],
          ['Size (in)', joint.size],
          ['Grade', joint.grade],
          ['Connection', joint.connection],
          ['Weight (lb/ft)', joint.weight],
          ['Location', joint.location],
          ['Asset', joint.asset],
          ['Site', joint.site],
          ['Rack', joint.rack],
          ['Position', joint.position],
          ['String', joint.string],
          ['Length (m)', joint.length],
          ['Last inspection', date(joint.lastInspection)],
          ['Order', joint.orderNo],
          ['Delivery ticket', joint.dtNo],
        ]}
      />
      {loaderData.jointClass ? <JointClassSection page={loaderData.jointClass} /> : null}
      <h2>Life</h2>
      <LifeTimeline events={events} historyNote={loaderData.historyNote} />
    </div>
  );
}
