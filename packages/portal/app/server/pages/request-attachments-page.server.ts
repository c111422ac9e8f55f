import { REQUEST_ATTACHMENT_LIMITS } from '../../shared/upload-limits.js';
import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import { attachToRequest, requestToAttachTo } from '../actions/requests/attach-to-request.server.js';
import { portalDocumentStore } from '../document-store/portal-document-store.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { receiveUpload, UploadRejectedError } from '../uploads/receive-upload.server.js';

/** What the request page is told after an upload: what was added, or what is wrong. */
export interface AttachAnswer {
  ok: boolean;
  message: string;
}

/**
 * Receives the files posted to `/requests/attachments?number=<number>` and adds them to the request:
 * the caller's right to add files is checked before a byte of the body is read, then each file is held to
 * {@link REQUEST_ATTACHMENT_LIMITS} and to the JPEG, PNG, HEIC and PDF types by its first bytes.
 *
 * @example
 * const { answer, status } = await receiveRequestAttachments(identity, request);
 */
export async function receiveRequestAttachments(
  identity: Identity,
  request: Request,
): Promise<{ answer: AttachAnswer; status: number }> {
  const runtime = getPortalRuntime();
  const number = new URL(request.url).searchParams.get('number') ?? '';
  try {
    await requestToAttachTo(runtime.handle, identity, number);
    const upload = await receiveUpload(request, REQUEST_ATTACHMENT_LIMITS);
    try {
      if (upload.files.length === 0)
        return { answer: { ok: false, message: 'Choose a file to add' }, status: 400 };
      const { added } = await attachToRequest(
        runtime.handle,
        portalDocumentStore(runtime),
        identity,
        number,
        upload.files,
        runtime.now(),
        runtime.log,
      );
      const message =
        added === 0
          ? `${number} has these files already`
          : `${added === 1 ? '1 file' : `${added} files`} added to ${number}`;
      return { answer: { ok: true, message }, status: 200 };
    } finally {
      await upload.discard();
    }
  } catch (error) {
    if (error instanceof ActionError || error instanceof UploadRejectedError)
      return { answer: { ok: false, message: error.message }, status: error.status };
    throw error;
  }
}
