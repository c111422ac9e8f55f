import { Link } from 'react-router';
import '../components/admin-screens.css';
import { getPortalRuntime } from '../server/access/portal-runtime.server.js';
import { requirePageUser } from '../server/access/require-page.server.js';
import { listAudit } from '../server/audit/audit-log.server.js';
import { auditInWords } from '../server/audit/audit-words.server.js';
import type { Route } from './+types/audit';

const PAGE_SIZE = 50;

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Audit log · rigready' }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const requested = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? requested : 1;
  const { entries, total } = await listAudit(getPortalRuntime().handle, { page, pageSize: PAGE_SIZE });
  return {
    entries: entries.map((entry) => ({ ...entry, ...auditInWords(entry) })),
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
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
