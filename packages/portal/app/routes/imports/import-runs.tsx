import { Link } from 'react-router';
import '../../components/admin-screens.css';
import '../../components/imports/imports.css';
import { COUNTS_NOTE } from '../../components/imports/import-counts.js';
import { ImportRunsTable } from '../../components/imports/import-runs-table.js';
import { RUNNING_RELOAD_MS } from '../../components/imports/import-status.js';
import { useRevalidateWhile } from '../../components/use-revalidate-while.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { isRunning } from '../../server/pages/import-run-line.server.js';
import { importRunsBefore, importRunsPage } from '../../server/pages/import-runs-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/import-runs';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Imports · rigready' }];
}

// Admin only (core's route table): the guard refuses everyone else before anything is read.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const before = importRunsBefore(new URL(request.url).searchParams);
  const page = await importRunsPage(handle, before, env.timeZone);
  return { ...page, paged: before !== null, running: page.runs.some((run) => isRunning(run.status)) };
}

export default function Imports({ loaderData }: Route.ComponentProps) {
  const { runs, older, paged, running } = loaderData;
  useRevalidateWhile(running, RUNNING_RELOAD_MS);
  return (
    <div className="rr-page rr-imports">
      <div className="rr-page__header">
        <h1>Imports</h1>
        <Link className="rr-button" to="/imports/keys">
          Import keys
        </Link>
      </div>
      <p>
        Every import of the data set: the import command, the import API and the demo data at first start,
        newest first. Open a run for its files, manifest and problems. {COUNTS_NOTE}
      </p>
      <ImportRunsTable runs={runs} />
      <nav aria-label="Import history pages" className="rr-imports__pages">
        {paged ? (
          <Link className="rr-tap-link" to="/imports">
            Newest
          </Link>
        ) : null}
        {older ? (
          <Link className="rr-tap-link" to={`/imports?before=${encodeURIComponent(older)}`}>
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
