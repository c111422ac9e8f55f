import { DeliveryScreen } from '../../components/logistics/delivery-screen.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { withDocumentLinks } from '../../server/documents/links/delivery-links.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { bhaDeliveries, deliveryLines } from '../../server/services/logistics-lists.server.js';
import type { Route } from './+types/delivery';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Shipping · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePageUser(request);
  const scoped = pageScope(identity);
  const fleet = identity.coreSession.fleet || identity.user.isAdmin;
  // ?dt=<ticket> (a home page link) keeps that delivery ticket's lines. The page names the ticket only
  // when it is the caller's, so it never repeats another customer's ticket number back.
  const dt = new URL(request.url).searchParams.get('dt') || null;
  const ofTicket = <Row extends { DT_No: string }>(rows: Row[]) => {
    const kept = dt === null ? rows : rows.filter((row) => row.DT_No === dt);
    return { ticket: dt === null ? null : { dt: kept.length > 0 ? dt : null }, kept };
  };
  if (identity.coreSession.pipeType === 'BHA') {
    const { ticket, kept } = ofTicket(await bhaDeliveries(scoped));
    return { pipeType: 'BHA' as const, fleet, ticket, bha: kept };
  }
  const { ticket, kept } = ofTicket(await deliveryLines(scoped));
  return {
    pipeType: 'Tubular' as const,
    fleet,
    ticket,
    // The same lines as /getDelivery, the wire-sling and attachment turned into the caller's links.
    tubular: withDocumentLinks(identity, kept),
  };
}

export default function Delivery({ loaderData }: Route.ComponentProps) {
  return <DeliveryScreen data={loaderData} />;
}
