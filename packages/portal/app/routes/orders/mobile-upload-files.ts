import { receiveMobileUpload } from '../../server/pages/mobile-upload-page.server.js';
import type { Route } from './+types/mobile-upload-files';

// The phone page posts its files here with XMLHttpRequest (for upload progress) and reads a JSON answer.
export function action({ request, context }: Route.ActionArgs) {
  return receiveMobileUpload(request, context);
}

export function loader() {
  return Response.json({ message: 'Upload with POST' }, { status: 405, headers: { Allow: 'POST' } });
}
