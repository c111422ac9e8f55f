import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.server.js';
import type { DocumentStore } from '../document-store/document-store.server.js';
import { safeDownloadName } from '../document-store/download-name.server.js';
import type { ScopedDb } from '../scoping/scoped-db.server.js';
import type { ReceivedFile } from './receive-upload.server.js';
import { consumeUploadCode } from './upload-codes.server.js';

/** A document a technician added to an order, as the order's customer sees it in the list. */
export interface OrderUpload {
  id: string;
  Order_No: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** The order an upload code was issued for. */
export interface UploadTarget {
  customer: string;
  orderNo: string;
  codeHash: string;
}

/**
 * A stored file's name ending as its bytes are (a phone may send 'image'): the download's type comes from
 * its name.
 *
 * @example
 * withExtension('image', 'jpg'); // 'image.jpg'
 * withExtension('crack.JPEG', 'jpg'); // 'crack.JPEG'
 */
export function withExtension(name: string, extension: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith(`.${extension}`) || (extension === 'jpg' && lower.endsWith('.jpeg'))) return name;
  return `${name}.${extension}`;
}

/** The upload code was used up (by another phone, or expired) while this upload's files were stored. */
export class UploadCodeUsedError extends Error {
  override name = 'UploadCodeUsedError';
}

/**
 * Removes what an upload wrote; a file that cannot be removed is logged, the original failure stands.
 *
 * @example
 * await removeWritten(store, ['uploads/orders/1.pdf'], log);
 */
export async function removeWritten(
  store: DocumentStore,
  keys: readonly string[],
  log: (line: string) => void,
) {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected')
      log(`[rigready] could not remove ${keys[index]} of a failed upload: ${String(result.reason)}`);
  }
}

/**
 * Puts each checked file in the document store (under a random key, never a name from the phone), then in
 * one transaction uses up the upload code and records them all on the order. All or nothing: if a write
 * fails, or the code was used meanwhile ({@link UploadCodeUsedError}), the files already written are
 * removed again and the code stays as it was. Call it only once the whole upload was accepted.
 *
 * @throws UploadCodeUsedError when another upload used the code first.
 * @example
 * const stored = await storeOrderUploads(handle, store, { customer, orderNo, codeHash }, upload.files, now, log);
 */
export async function storeOrderUploads(
  handle: DatabaseHandle,
  store: DocumentStore,
  target: UploadTarget,
  files: readonly ReceivedFile[],
  now: Date,
  log: (line: string) => void,
): Promise<OrderUpload[]> {
  const rows = files.map((file) => ({
    id: randomUUID(),
    Customer: target.customer,
    Order_No: target.orderNo,
    file_key: '',
    name: withExtension(safeDownloadName(file.name, 'upload'), file.type.extension),
    content_type: file.type.contentType,
    size: file.size,
    uploaded_at: now.toISOString(),
    code_hash: target.codeHash,
  }));
  const written: string[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const row = rows[index];
      if (!row) continue;
      row.file_key = `uploads/orders/${row.id}.${file.type.extension}`;
      // Counted before the write: a write that fails halfway may still have left part of the file.
      written.push(row.file_key);
      await store.putFile(row.file_key, file.path);
    }
    await handle.db.transaction().execute(async (trx) => {
      if (!(await consumeUploadCode(trx, target.codeHash, now))) throw new UploadCodeUsedError();
      await trx.insertInto('order_uploads').values(rows).execute();
    });
  } catch (error) {
    await removeWritten(store, written, log);
    throw error;
  }
  return rows.map(toAnswer);
}

function toAnswer(row: {
  id: string;
  Order_No: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}): OrderUpload {
  return {
    id: row.id,
    Order_No: row.Order_No,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    uploadedAt: row.uploaded_at,
  };
}

/** The customers whose order `orderNo` the actor can see (one, unless an admin views no customer). */
async function visibleOrderCustomers(scoped: ScopedDb, orderNo: string): Promise<string[]> {
  const [tubular, bha] = await Promise.all([
    scoped.selectFrom('orders').select('Customer').where('Order_No', '=', orderNo).execute(),
    scoped.selectFrom('bha_orders').select('Customer').where('Order_No', '=', orderNo).execute(),
  ]);
  return [...new Set([...tubular, ...bha].map((row) => row.Customer))];
}

/**
 * The uploaded documents of every order the actor can see: which orders those are is decided by the
 * scoped db (customer, assets, excluded assets); only uploads of exactly those customers' orders are read.
 *
 * @example
 * const uploads = await listOrderUploads(handle, scoped); // [{ Order_No: '40211', name: 'crack.jpg', ... }]
 */
export async function listOrderUploads(handle: DatabaseHandle, scoped: ScopedDb): Promise<OrderUpload[]> {
  const [tubular, bha] = await Promise.all([
    scoped.selectFrom('orders').select(['Customer', 'Order_No']).distinct().execute(),
    scoped.selectFrom('bha_orders').select(['Customer', 'Order_No']).distinct().execute(),
  ]);
  const visible = new Set([...tubular, ...bha].map((row) => `${row.Customer}\0${row.Order_No}`));
  const customers = [...new Set([...tubular, ...bha].map((row) => row.Customer))];
  if (customers.length === 0) return [];
  const rows = await handle.db
    .selectFrom('order_uploads')
    .selectAll()
    .where('Customer', 'in', customers)
    .orderBy('uploaded_at')
    .orderBy('name')
    .execute();
  return rows.filter((row) => visible.has(`${row.Customer}\0${row.Order_No}`)).map(toAnswer);
}

/**
 * One uploaded document for download, if the actor can see its order; null otherwise (same as missing).
 *
 * @example
 * const upload = await findOrderUpload(handle, scoped, id); // { key, name } or null
 */
export async function findOrderUpload(
  handle: DatabaseHandle,
  scoped: ScopedDb,
  id: string,
): Promise<{ key: string; name: string } | null> {
  const row = await handle.db.selectFrom('order_uploads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const customers = await visibleOrderCustomers(scoped, row.Order_No);
  return customers.includes(row.Customer) ? { key: row.file_key, name: row.name } : null;
}
