import { CountsTable } from '../../components/counts/counts-table.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { countsPage } from '../../server/pages/counts-page.server.js';
import type { Route } from './+types/counts';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Counts · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return countsPage(await requirePageUser(request));
}

export default function Counts({ loaderData }: Route.ComponentProps) {
  const { everyCustomer, viewingAs, counts } = loaderData;
  return (
    <div className="rr-page rr-counts">
      <h1>Counts</h1>
      <p>
        {everyCustomer
          ? "Every customer's rack counts and delivery checks, newest first."
          : viewingAs
            ? `${viewingAs}'s rack counts and delivery checks, newest first.`
            : 'The rack counts and delivery checks recorded with the field app, newest first.'}
      </p>
      <CountsTable counts={counts} everyCustomer={everyCustomer} />
    </div>
  );
}
