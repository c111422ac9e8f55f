import { PreInvoiceScreen } from '../../components/logistics/pre-invoice-screen.js';
import { requirePreInvoiceUser } from '../../server/access/require-pre-invoice.server.js';
import { pageScope } from '../../server/pages/page-scope.server.js';
import { bhaPreInvoices, preInvoiceLines } from '../../server/services/logistics-lists.server.js';
import type { Route } from './+types/pre-invoice';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Pre Invoice · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const identity = await requirePreInvoiceUser(request);
  const scoped = pageScope(identity);
  const fleet = identity.coreSession.fleet || identity.user.isAdmin;
  if (identity.coreSession.pipeType === 'BHA') {
    return { pipeType: 'BHA' as const, fleet, bha: await bhaPreInvoices(scoped) };
  }
  return { pipeType: 'Tubular' as const, fleet, tubular: await preInvoiceLines(scoped) };
}

export default function PreInvoice({ loaderData }: Route.ComponentProps) {
  return <PreInvoiceScreen data={loaderData} />;
}
