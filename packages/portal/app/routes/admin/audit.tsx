import { Link } from 'react-router';
import '../../components/admin-screens.css';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { listAudit } from '../../server/audit/audit-log.server.js';
import { auditInWords } from '../../server/audit/audit-words.server.js';
import { queryInteger } from '../../server/http/query-number.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;
// Five million entries: far past any log this portal keeps, and an offset every database takes.
const PAGE_BOUNDS = { min: 1, max: 100_000, fallback: 1 };

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Audit log · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const requested = queryInteger(new URL(request.url).searchParams, 'page', PAGE_BOUNDS);
  const listed = await listAudit(handle, { page: requested, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(listed.total / PAGE_SIZE));
  // A page past the end shows the last one.
  const page = Math.min(requested, pages);
  const { entries, total } =
    page === requested ? listed : await listAudit(handle, { page, pageSize: PAGE_SIZE });
  return {
    entries: entries.map((entry) => ({ ...entry, ...auditInWords(entry, env.timeZone) })),
    page,
    pages,
    total,
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages, total } = loaderData;
  return (
    <div className="rr-page rr-audit">
      <h1>Audit log</h1>
      <p>
        {total} entries · page {page} of {pages}
      </p>
      <ol className="rr-audit__entries">
        {entries.map((entry) => (
          <li key={entry.id}>
            <p className="rr-audit__line">{entry.line}</p>
            {entry.details.length > 0 ? (
              <ul className="rr-audit__details">
                {entry.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <nav aria-label="Audit log pages" className="rr-audit__pages">
        {page > 1 ? (
          <Link className="rr-tap-link" to={`/audit?page=${page - 1}`}>
            Newer
          </Link>
        ) : null}
        {page < pages ? (
          <Link className="rr-tap-link" to={`/audit?page=${page + 1}`}>
            Older
          </Link>
        ) : null}
        <Link className="rr-tap-link" to="/admin">
          Admin
        </Link>
      </nav>
    </div>
  );
}
