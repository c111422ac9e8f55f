import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { data, redirect } from 'react-router';
import { APPROVAL_UPLOAD_LIMITS } from '../../shared/upload-limits.js';
import type { Identity } from '../access/identity.server.js';
import { ActionError } from '../actions/action-error.server.js';
import { type ApprovalSource, resolveApprovalSubject } from '../actions/approvals/approval-subject.server.js';
import {
  type ApprovalAsk,
  type ApprovalDocument,
  askForApproval,
} from '../actions/approvals/ask-for-approval.server.js';
import { contentTypeFor, safeDownloadName } from '../document-store/download-name.server.js';
import { portalDocumentStore } from '../document-store/portal-document-store.server.js';
import { documentContext } from '../documents/render/document-context.server.js';
import { type DocumentTarget, resolveTarget } from '../documents/serve/document-target.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { isUnstorable } from '../security/unstorable-input.server.js';
import { withExtension } from '../uploads/order-uploads.server.js';
import { receiveUpload, UploadRejectedError } from '../uploads/receive-upload.server.js';
import type { ActionAnswer } from './action-answer.server.js';
import { pageAdminScope } from './page-scope.server.js';

const refused = (status: number, message: string) =>
  data({ ok: false, message } satisfies ActionAnswer, status);

const ADMINS_ONLY = 'Only a provider admin asks a customer for an approval';

const ASK_FIELDS = [
  'customer',
  'subject',
  'requestNumber',
  'subjectRef',
  'amount',
  'currency',
  'validUntil',
] as const;

function askOf(read: (name: string) => string | null): ApprovalAsk {
  const ask: Record<string, string | undefined> = {};
  for (const field of ASK_FIELDS) {
    const value = read(field);
    if (value !== null && isUnstorable(value))
      throw new ActionError(400, `${field} holds characters that cannot be kept`);
    ask[field] = value ?? undefined;
  }
  return ask as unknown as ApprovalAsk;
}

async function asked(identity: Identity, ask: ApprovalAsk, document: ApprovalDocument) {
  const runtime = getPortalRuntime();
  const { user } = identity;
  return askForApproval(
    runtime.handle,
    portalDocumentStore(runtime),
    { userId: user.id, email: user.email, name: user.name },
    ask,
    document,
    runtime.now(),
    runtime.env.timeZone,
  );
}

/**
 * A provider admin's quote, posted as multipart/form-data to /approvals/quote: the file (one, checked by
 * its first bytes and size as it streams in) and the customer, request number, amount, currency and
 * valid-until fields. Anyone else is refused before a byte of the body is read. Answers a redirect to the
 * new approval's page, or 4xx `{ ok: false, message }`.
 *
 * @example
 * export const action = async ({ request }: Route.ActionArgs) =>
 *   askQuoteFromUpload(await requirePageUser(asPageRequest(request, '/approvals')), request);
 */
export async function askQuoteFromUpload(identity: Identity, request: Request) {
  if (!identity.user.isAdmin) return refused(403, ADMINS_ONLY);
  let upload: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    upload = await receiveUpload(request, APPROVAL_UPLOAD_LIMITS);
  } catch (error) {
    if (error instanceof UploadRejectedError) return refused(error.status, error.message);
    throw error;
  }
  try {
    const [file] = upload.files;
    if (!file) return refused(400, 'Choose the quote’s PDF');
    const ask = askOf((name) => upload.fields.get(name) ?? null);
    const done = await asked(
      identity,
      { ...ask, subject: 'quote' },
      {
        path: file.path,
        name: withExtension(safeDownloadName(file.name, 'quote'), file.type.extension),
        contentType: file.type.contentType,
      },
    );
    return redirect(`/approvals/${done.number}`);
  } catch (error) {
    if (error instanceof ActionError) return refused(error.status, error.message);
    throw error;
  } finally {
    await upload.discard();
  }
}

function targetOf(source: ApprovalSource): DocumentTarget | null {
  switch (source.kind) {
    case 'order-report':
      return { kind: 'stored', reference: { kind: 'order', Order_No: source.orderNo, document: 'report' } };
    case 'bha-report':
      return { kind: 'stored', reference: { kind: 'bha_report', Report_ID: source.reportId } };
    case 'pre-invoice':
      return { kind: 'pre-invoice-pdf', Order_No: source.orderNo };
    case 'upload':
      return null;
  }
}

/**
 * A provider admin's ask for the approval of a report or a pre-invoice (a form of customer, subject and
 * order number or BHA report id): the document is the one the portal serves for it, read through the
 * customer's scope (an order's stored report, a BHA report's file, the pre-invoice stored or generated
 * now), and its exact bytes are what is stored and hashed. Answers a redirect to the new approval's page,
 * or 4xx `{ ok: false, message }`.
 *
 * @example
 * return askDocumentApproval(identity, await readForm(request));
 */
export async function askDocumentApproval(identity: Identity, form: FormData) {
  if (!identity.user.isAdmin) return refused(403, ADMINS_ONLY);
  const runtime = getPortalRuntime();
  const folder = await mkdtemp(join(tmpdir(), 'rigready-approval-'));
  try {
    const ask = askOf((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    });
    if (ask.subject === 'quote') return refused(400, 'A quote comes with its PDF: use the quote form');
    const customer = typeof ask.customer === 'string' ? ask.customer.trim() : '';
    if (!customer) return refused(400, 'Choose the customer to ask');
    const subject = await resolveApprovalSubject(runtime.handle, customer, ask);
    const target = targetOf(subject.source);
    const now = runtime.now();
    const scoped = pageAdminScope(identity, customer);
    const resolved = target
      ? await resolveTarget(
          scoped,
          portalDocumentStore(runtime),
          target,
          documentContext(undefined, now, runtime.env.timeZone),
        )
      : null;
    if (!resolved) return refused(400, `${subject.title} has no document in the portal to approve`);
    const path = join(folder, 'document');
    await pipeline(await resolved.open(), createWriteStream(path));
    const done = await asked(identity, ask, {
      path,
      name: resolved.name,
      contentType: contentTypeFor(resolved.name),
    });
    return redirect(`/approvals/${done.number}`);
  } catch (error) {
    if (error instanceof ActionError) return refused(error.status, error.message);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
