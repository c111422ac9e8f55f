import { checkReadiness } from '../../server/reliability/readiness.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';

/** How long the database gets to answer before the portal counts as not ready. */
const READINESS_TIMEOUT_MS = 2000;

/** Readiness probe: 200 `{ status: 'ready' }` when the database answers, else 503 with a coarse reason. */
export async function loader() {
  const runtime = getPortalRuntime();
  const verdict = await checkReadiness(runtime.handle, READINESS_TIMEOUT_MS, runtime.log);
  return Response.json(
    verdict.ready ? { status: 'ready' } : { status: 'unavailable', reason: verdict.reason },
    {
      status: verdict.ready ? 200 : 503,
      headers: { 'Cache-Control': 'no-store' },
    },
  );
}
