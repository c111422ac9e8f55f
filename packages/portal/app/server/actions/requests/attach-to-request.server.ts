import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Identity } from '../../access/identity.server.js';
import { writeAudit } from '../../audit/audit-log.server.js';
import type { DatabaseHandle } from '../../db/database.server.js';
import type { RequestAttachmentsTable } from '../../db/schema.server.js';
import type { DocumentStore } from '../../document-store/document-store.server.js';
import { safeDownloadName } from '../../document-store/download-name.server.js';
import { removeWritten, withExtension } from '../../uploads/order-uploads.server.js';
import type { ReceivedFile } from '../../uploads/receive-upload.server.js';
import { ActionError } from '../action-error.server.js';
import { inReach, requestReach } from './request-reach.server.js';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Whom a request's files may come from: the user who made it, or a provider admin. Answers the request
 * within the identity's reach, or throws.
 *
 * @throws {@link ActionError} 404 for a request out of reach, 403 for anyone else.
 * @example
 * const request = await requestToAttachTo(handle, identity, 'RQ-2026-0001');
 */
export async function requestToAttachTo(handle: DatabaseHandle, identity: Identity, number: string) {
  const request = await handle.db
    .selectFrom('requests')
    .select(['id', 'Customer', 'created_by'])
    .where('number', '=', number)
    .where(inReach(requestReach(identity)))
    .executeTakeFirst();
  if (!request) throw new ActionError(404, `No request ${number}`);
  if (!identity.user.isAdmin && request.created_by !== identity.user.id)
    throw new ActionError(403, `Only the user who made ${number}, or the provider, adds files to it`);
  return request;
}

/**
 * Stores checked upload files (see `receiveUpload`) on request `number`, each with the SHA-256 of its
 * bytes, and audits `request.attached` with the names added. A file whose bytes the request already has
 * is not added again, so a repeated upload adds nothing; the answer counts what was added. Files are put
 * in the document store first and removed again when the database write fails.
 *
 * @throws {@link ActionError} as {@link requestToAttachTo}.
 * @example
 * await attachToRequest(handle, store, identity, 'RQ-2026-0001', upload.files, now, log); // { added: 1 }
 */
export async function attachToRequest(
  handle: DatabaseHandle,
  store: DocumentStore,
  identity: Identity,
  number: string,
  files: readonly ReceivedFile[],
  now: Date,
  log: (line: string) => void,
): Promise<{ added: number }> {
  const request = await requestToAttachTo(handle, identity, number);
  const hashes = await Promise.all(files.map((file) => sha256Of(file.path)));
  const had = new Set(
    (
      await handle.db
        .selectFrom('request_attachments')
        .select('sha256')
        .where('request_id', '=', request.id)
        .execute()
    ).map((row) => row.sha256),
  );
  const rows: (RequestAttachmentsTable & { path: string })[] = [];
  for (const [index, file] of files.entries()) {
    const sha256 = hashes[index] as string;
    if (had.has(sha256)) continue;
    had.add(sha256);
    const id = randomUUID();
    rows.push({
      id,
      request_id: request.id,
      file_key: `requests/${request.id}/${id}.${file.type.extension}`,
      name: withExtension(safeDownloadName(file.name, 'attachment'), file.type.extension),
      content_type: file.type.contentType,
      size: file.size,
      sha256,
      uploaded_by: identity.user.id,
      uploaded_at: now.toISOString(),
      path: file.path,
    });
  }
  if (rows.length === 0) return { added: 0 };
  const written: string[] = [];
  try {
    for (const row of rows) {
      written.push(row.file_key);
      await store.putFile(row.file_key, row.path);
    }
    await handle.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('request_attachments')
        .values(rows.map(({ path: _path, ...row }) => row))
        .execute();
      await writeAudit(
        { ...handle, db: trx },
        {
          action: 'request.attached',
          actorUserId: identity.user.id,
          customer: request.Customer,
          details: { number, files: rows.map((row) => row.name) },
        },
        now,
      );
    });
  } catch (error) {
    await removeWritten(store, written, log);
    throw error;
  }
  return { added: rows.length };
}
