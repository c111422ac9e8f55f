import type { Identity } from '../access/identity.server.js';
import { documentLink } from '../documents/links/document-link.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { listOrderUploads, type OrderUpload } from '../uploads/order-uploads.server.js';
import { pageScope } from './page-scope.server.js';

/** An uploaded document as a page lists it: with a signed download link for this user. */
export interface OrderUploadLink extends OrderUpload {
  link: string;
}

/**
 * The documents technicians uploaded to the orders the signed-in user can see, each with a download link
 * through the authorised document route (signed for this user, resolved again on download).
 *
 * @example
 * const uploads = await orderUploadsForPage(identity);
 */
export async function orderUploadsForPage(identity: Identity): Promise<OrderUploadLink[]> {
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const uploads = await listOrderUploads(runtime.handle, pageScope(identity));
  return uploads.map((upload) => ({
    ...upload,
    link: documentLink(runtime.tokenKey, identity.actor, { kind: 'order-upload', id: upload.id }, now),
  }));
}
