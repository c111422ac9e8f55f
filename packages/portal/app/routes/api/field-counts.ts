import { z } from 'zod';
import { requireApiIdentity } from '../../server/access/require-api-identity.server.js';
import { recordFieldCount } from '../../server/actions/field-counts/record-field-count.server.js';
import { answerKnownErrors } from '../../server/api/calls/answer-known-errors.server.js';
import { readCallParams } from '../../server/api/read-call-params.server.js';
import { getPortalRuntime } from '../../server/runtime/portal-runtime.server.js';
import { apiJson } from '../../server/security/api-answers.server.js';
import type { Route } from './+types/field-counts';

// The body is the action's to check (readCountInput), so its messages are the ones the device reads.
const BODY = z.unknown();

// A rack count or delivery check from the field app: 201 for a new count, 200 for the same count sent
// again (its key and body), 409 for the key with another body.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requireApiIdentity(request);
  const body = await readCallParams(request, 'POST', BODY);
  const { handle, env, now } = getPortalRuntime();
  const recorded = await answerKnownErrors(() =>
    recordFieldCount(handle, identity, body, { now: now(), timeZone: env.timeZone }),
  );
  return apiJson(recorded, recorded.created ? 201 : 200);
}
