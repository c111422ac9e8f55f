import type { RouterContextProvider } from 'react-router';
import { writeAudit } from '../audit/audit-log.server.js';
import { AmbiguousDocumentError } from '../db/contract-rows.server.js';
import { recordDocumentAccess } from '../document-access/record-document-access.server.js';
import { portalDocumentStore } from '../document-store/portal-document-store.server.js';
import { documentNotFound, fileAnswer } from '../documents/serve/document-answers.server.js';
import { MissingStoredDocumentError, resolveStored } from '../documents/serve/document-target.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';
import { createScopedDb } from '../scoping/scoped-db.server.js';
import { apiJson } from '../security/api-answers.server.js';
import { enforceRateLimits, RATE_LIMITS, RateLimitedError } from '../security/rate-limit.server.js';
import { clientAddress } from '../security/request-context.server.js';
import {
  PUBLIC_REPORT_ROUTE_PREFIX,
  type PublicReport,
  readPublicReportLink,
} from '../serial-history/public-report-link.server.js';
import {
  publicSerialHistoryActor,
  publishingCustomerById,
  serialHistory,
} from '../serial-history/serial-history.server.js';

/** The stored PDF of the report, if the link's customer still publishes and the report is still in the history. */
async function publicReportDocument(report: PublicReport) {
  const { handle } = getPortalRuntime();
  const owner = await publishingCustomerById(handle, report.customerId);
  if (!owner) return null;
  const history = await serialHistory(handle, owner.customer, report.serialNo);
  const shown = Object.values(history).some(([rows]) =>
    rows.some((row) => row.Report_ID === report.reportId),
  );
  if (!shown) return null;
  const scoped = createScopedDb(handle, publicSerialHistoryActor(owner.customer));
  const resolved = await resolveStored(scoped, portalDocumentStore(getPortalRuntime()), {
    kind: 'bha_report',
    Report_ID: report.reportId,
  });
  return resolved ? { owner, resolved } : null;
}

/**
 * Serves `GET /keystone/report/<link>`: the PDF of one BHA report shown on a customer's public serial
 * history, to anyone holding the link. Counted against the lookup's per-address limit (429 over it). The
 * link must be the server's and unexpired, its customer must publish its serial history now, and the
 * report must still be that customer's and in that serial's history; then the stored file is read through
 * a db scoped to that customer alone. Every refusal is the same 404 as the signed-in download route.
 *
 * @example
 * export const loader = ({ request, context }: Route.LoaderArgs) => servePublicReport(request, context);
 */
export async function servePublicReport(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): Promise<Response> {
  const runtime = getPortalRuntime();
  const now = runtime.now();
  const address = clientAddress(request, context, runtime.identity);
  try {
    await enforceRateLimits(runtime.handle, [[RATE_LIMITS.serialHistoryAddress, address]], now);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return apiJson({ message: 'Too many lookups; please wait a minute' }, 429, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  const path = new URL(request.url).pathname;
  if (!path.startsWith(PUBLIC_REPORT_ROUTE_PREFIX)) return documentNotFound();
  const report = readPublicReportLink(runtime.tokenKey, path.slice(PUBLIC_REPORT_ROUTE_PREFIX.length), now);
  if (!report) return documentNotFound();
  try {
    const found = await publicReportDocument(report);
    if (!found) return documentNotFound();
    const stream = await found.resolved.open();
    try {
      await recordDocumentAccess(
        runtime.handle,
        {
          user: null,
          customer: found.owner.customer,
          mode: 'download',
          via: 'public',
          address,
          userAgent: request.headers.get('User-Agent'),
        },
        [{ kind: 'inspection-report', reference: report.reportId, fileName: found.resolved.name }],
        now,
      );
    } catch (error) {
      stream.destroy();
      throw error;
    }
    await writeAudit(
      runtime.handle,
      {
        action: 'export.document',
        actorUserId: null,
        customer: found.owner.customer,
        details: { kind: 'public-serial-report', name: found.resolved.name, address },
      },
      now,
    );
    return fileAnswer(found.resolved.name, stream);
  } catch (error) {
    if (error instanceof AmbiguousDocumentError || error instanceof MissingStoredDocumentError)
      return documentNotFound();
    throw error;
  }
}
