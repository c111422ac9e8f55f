import { requireApiIdentity } from '../../server/access/require-api-identity.server.js';
import { fieldCopyAnswer } from '../../server/api/field-copy-answer.server.js';
import type { Route } from './+types/field-copy';

// The field app's copy of the caller's own joints and tools, for scanning without a network; 304 while
// the data, the user and the reach are what the device's copy was taken from.
export async function loader({ request }: Route.LoaderArgs) {
  return fieldCopyAnswer(request, await requireApiIdentity(request));
}
