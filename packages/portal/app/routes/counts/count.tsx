import { data, Link } from 'react-router';
import { CountLinesTable } from '../../components/counts/count-lines-table.js';
import { CountSummary } from '../../components/counts/count-summary.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { countPage } from '../../server/pages/count-page.server.js';
import type { Route } from './+types/count';
import '../../components/counts/counts.css';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.number} · rigready` }];
}

// A count out of the caller's reach is not found, whoever's it is: a 403 would say that it exists.
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await countPage(await requirePageUser(request), params.number);
  if (!page) throw data({ message: `No count ${params.number}` }, 404);
  return page;
}

export default function CountScreen({ loaderData }: Route.ComponentProps) {
  const { count, lines } = loaderData;
  return (
    <div className="rr-page rr-counts">
      <p>
        <Link to="/counts" className="rr-back-link">
          All counts
        </Link>
      </p>
      <h1>{count.number}</h1>
      <CountSummary count={count} />
      <h2>Lines</h2>
      <CountLinesTable lines={lines} />
    </div>
  );
}
