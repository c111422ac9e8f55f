import { requireApiIdentity } from '../../server/access/require-api-identity.server.js';
import { jointClassView } from '../../server/joint-class/joint-class.server.js';
import { jointClassAnswer } from '../../server/joint-class/joint-class-answer.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { createScopedDb } from '../../server/scoping/scoped-db.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/joints';

// Another customer's serial and an unknown one answer the same 404, which does not repeat the serial, so
// the answer tells nothing about serials the caller may not see. `?customer=` only narrows what the scope allows (an admin viewing as no
// customer picks one of those that have the serial), as on the joint's page.
export async function loader({ request, params }: Route.LoaderArgs) {
  const identity = await requireApiIdentity(request);
  const runtime = getPortalRuntime();
  const customer = new URL(request.url).searchParams.get('customer')?.trim() || null;
  const view = await jointClassView(
    runtime.handle,
    createScopedDb(runtime.handle, identity.actor),
    params.serial,
    customer,
    runtime.env.jointClass,
  );
  if (!view) return apiJson({ message: 'No such joint' }, 404);
  return apiJson(jointClassAnswer(view));
}
