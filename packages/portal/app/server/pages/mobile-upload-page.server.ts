import { data, type RouterContextProvider } from 'react-router';
import { guardPage } from '../access/require-page.server.js';
import { writeAudit } from '../audit/audit-log.server.js';
import { portalDocumentStore } from '../document-store/portal-document-store.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { enforceRateLimits, RateLimitedError, type RateLimitRule } from '../security/rate-limit.server.js';
import { clientAddress, requestIdContext } from '../security/request-context.server.js';
import { storeOrderUploads, UploadCodeUsedError } from '../uploads/order-uploads.server.js';
import { receiveUpload, UploadRejectedError } from '../uploads/receive-upload.server.js';
import { checkUploadCode, type UploadCodeProblem } from '../uploads/upload-codes.server.js';

/** Code attempts per address: enough for a crew's phones, far too few to guess a 60-bit code. */
export const UPLOAD_CODE_ADDRESS_LIMIT: RateLimitRule = {
  name: 'upload-code:address',
  limit: 30,
  windowMs: 15 * 60_000,
};

/** What the phone page shows: the order the code is for (its number only), or why there is none. */
export type MobileUploadPage = { orderNo: string; expiresAt: string; problem: null } | { problem: string };

/** What an upload answers: the stored files, or why nothing was stored. */
export type MobileUploadAnswer =
  | { orderNo: string; stored: { name: string; size: number }[] }
  | { message: string };

const PROBLEMS: Record<UploadCodeProblem, { message: string; status: number }> = {
  missing: { message: 'This page needs an upload code: scan the QR code the office gave you.', status: 400 },
  unknown: { message: 'This upload code is not valid. Ask the office for a new one.', status: 404 },
  expired: {
    message: 'This upload code has expired (codes last 30 minutes). Ask the office for a new one.',
    status: 410,
  },
  used: { message: 'This upload code has already been used. Ask the office for a new one.', status: 410 },
};

/** Counts a code attempt of the request's address; the seconds to wait when over the limit, else null. */
async function overAttemptLimit(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<number | null> {
  const runtime = getPortalRuntime();
  try {
    await enforceRateLimits(
      runtime.handle,
      [[UPLOAD_CODE_ADDRESS_LIMIT, clientAddress(request, context, runtime.identity)]],
      runtime.now(),
    );
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return error.retryAfterSeconds;
    throw error;
  }
}

const TOO_MANY = 'Too many attempts; please wait a few minutes';
const STORE_FAILED =
  'The files could not be stored, so none were kept. Please try again: the code still works.';

/**
 * The public /mobile-upload page for ?code: the order number the code is for, or a clear message for no
 * code, an unknown, expired or used one. Nothing else of the customer leaves the server.
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => mobileUploadPage(request, context);
 */
export async function mobileUploadPage(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<MobileUploadPage> {
  await guardPage(request);
  const code = new URL(request.url).searchParams.get('code');
  if (code?.trim()) {
    const wait = await overAttemptLimit(request, context);
    if (wait !== null)
      throw data({ message: TOO_MANY }, { status: 429, headers: { 'Retry-After': String(wait) } });
  }
  const runtime = getPortalRuntime();
  const check = await checkUploadCode(runtime.handle, code, runtime.now());
  if (!check.ok) return { problem: PROBLEMS[check.problem].message };
  return { orderNo: check.orderNo, expiresAt: check.expiresAt, problem: null };
}

/**
 * Receives a phone's upload for ?code (POST multipart/form-data, the files in `files`): the code must be
 * valid, then every file is checked as it streams in, then the files are stored on its order and the code
 * is used up, all or nothing. Any refusal (code, size, count, type) stores nothing and says why with a
 * 4xx; a store that fails keeps nothing either, and the code can be used again.
 *
 * @example
 * export const action = ({ request, context }: Route.ActionArgs) => receiveMobileUpload(request, context);
 */
export async function receiveMobileUpload(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ message: 'Upload with POST' }, { status: 405 });
  const runtime = getPortalRuntime();
  const address = clientAddress(request, context, runtime.identity);
  const wait = await overAttemptLimit(request, context);
  if (wait !== null) {
    return Response.json({ message: TOO_MANY } satisfies MobileUploadAnswer, {
      status: 429,
      headers: { 'Retry-After': String(wait) },
    });
  }
  const check = await checkUploadCode(
    runtime.handle,
    new URL(request.url).searchParams.get('code'),
    runtime.now(),
  );
  if (!check.ok) {
    const { message, status } = PROBLEMS[check.problem];
    return Response.json({ message } satisfies MobileUploadAnswer, { status });
  }
  let upload: Awaited<ReturnType<typeof receiveUpload>>;
  try {
    upload = await receiveUpload(request);
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    await writeAudit(
      runtime.handle,
      {
        action: 'upload.refused',
        actorUserId: null,
        customer: check.customer,
        details: { orderNo: check.orderNo, reason: error.message, address },
      },
      runtime.now(),
    );
    return Response.json({ message: error.message } satisfies MobileUploadAnswer, { status: error.status });
  }
  try {
    const now = runtime.now();
    let stored: Awaited<ReturnType<typeof storeOrderUploads>>;
    try {
      stored = await storeOrderUploads(
        runtime.handle,
        portalDocumentStore(runtime),
        { customer: check.customer, orderNo: check.orderNo, codeHash: check.codeHash },
        upload.files,
        now,
        runtime.log,
      );
    } catch (error) {
      if (error instanceof UploadCodeUsedError)
        return Response.json({ message: PROBLEMS.used.message } satisfies MobileUploadAnswer, {
          status: 410,
        });
      const requestId = context?.get(requestIdContext) ?? 'no-request-id';
      runtime.log(
        `[rigready] the upload for order ${check.orderNo} was not stored (request ${requestId})`,
        error,
      );
      return Response.json({ message: STORE_FAILED } satisfies MobileUploadAnswer, { status: 503 });
    }
    await writeAudit(
      runtime.handle,
      {
        action: 'upload.order-documents',
        actorUserId: null,
        customer: check.customer,
        details: { orderNo: check.orderNo, files: stored.map((file) => file.name), address },
      },
      now,
    );
    return Response.json({
      orderNo: check.orderNo,
      stored: stored.map(({ name, size }) => ({ name, size })),
    } satisfies MobileUploadAnswer);
  } finally {
    await upload.discard();
  }
}
