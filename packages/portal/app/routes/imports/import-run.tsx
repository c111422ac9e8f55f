import { data, Link } from 'react-router';
import '../../components/admin-screens.css';
import '../../components/imports/imports.css';
import { ImportEntitiesTable } from '../../components/imports/import-entities-table.js';
import { ImportManifest } from '../../components/imports/import-manifest.js';
import { ImportRunFacts } from '../../components/imports/import-run-facts.js';
import { RUNNING_RELOAD_MS } from '../../components/imports/import-status.js';
import { useRevalidateWhile } from '../../components/use-revalidate-while.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { isRunning } from '../../server/pages/import-run-line.server.js';
import { importRunPage } from '../../server/pages/import-run-page.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import type { Route } from './+types/import-run';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Import ${loaderData.run.when} · rigready` : 'Import · rigready' }];
}

// Admin only (core's route table, whose /imports takes the run's id): the guard refuses everyone else.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePageUser(request);
  const { handle, env } = getPortalRuntime();
  const page = await importRunPage(handle, params.id, env.timeZone);
  if (!page) throw data({ message: `There is no import run ${params.id}` }, { status: 404 });
  return { ...page, running: isRunning(page.run.status) };
}

export default function ImportRun({ loaderData }: Route.ComponentProps) {
  const { running, entities, manifest, problems, run } = loaderData;
  useRevalidateWhile(running, RUNNING_RELOAD_MS);
  const more = run.problems - problems.length;
  return (
    <div className="rr-page rr-imports">
      <div className="rr-page__header">
        <h1>Import {run.when}</h1>
        <Link className="rr-tap-link" to="/imports">
          All imports
        </Link>
      </div>
      <ImportRunFacts page={loaderData} />
      {problems.length > 0 ? (
        <section>
          <h2>Problems ({run.problems.toLocaleString('en-GB')})</h2>
          {more > 0 ? (
            <p>
              The first {problems.length.toLocaleString('en-GB')} are kept; {more.toLocaleString('en-GB')}{' '}
              more were counted.
            </p>
          ) : null}
          <ol className="rr-imports__problems">
            {problems.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders, and two problems may read alike.
              <li key={index}>{problem}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {entities.length > 0 ? (
        <section>
          <h2>Entities</h2>
          <ImportEntitiesTable entities={entities} />
        </section>
      ) : null}
      <section>
        <h2>Manifest</h2>
        {manifest ? <ImportManifest entries={manifest} /> : <p>The data set came without a manifest.</p>}
      </section>
    </div>
  );
}
