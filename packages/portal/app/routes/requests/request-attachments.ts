import { data } from 'react-router';
import { asPageRequest } from '../../server/access/page-request.server.js';
import { requirePageUser } from '../../server/access/require-page.server.js';
import { receiveRequestAttachments } from '../../server/pages/request-attachments-page.server.js';
import type { Route } from './+types/request-attachments';

// The request page posts its files here (an upload route: its body may be larger than a form's); the
// caller must be allowed /requests, and then to add files to the request, before the body is read.
export async function action({ request }: Route.ActionArgs) {
  const identity = await requirePageUser(asPageRequest(request, '/requests'));
  const { answer, status } = await receiveRequestAttachments(identity, request);
  return data(answer, status);
}

export function loader() {
  return Response.json({ message: 'Add files with POST' }, { status: 405, headers: { Allow: 'POST' } });
}
