import { readClaims, signClaims } from '../security/signed-claims.server.js';

/** Where the public report download is mounted; every public report link starts with it. */
export const PUBLIC_REPORT_ROUTE_PREFIX = '/keystone/report/';

/** How long a public report link may be opened after the lookup that showed it. */
export const PUBLIC_REPORT_LINK_TTL_SECONDS = 60 * 60;

// A label of its own, so no signed-in download link can pass for a public one, nor the reverse.
const PURPOSE = 'rigready public serial-history report';

/** The one report a public link names: of which customer, which report, in which serial's history. */
export interface PublicReport {
  customerId: string;
  reportId: string;
  serialNo: string;
}

interface PublicReportClaims {
  c: string;
  r: string;
  s: string;
  /** Expiry, epoch seconds. */
  x: number;
}

/**
 * The public download link of one BHA report shown on a customer's public serial history: bound to the
 * customer's id, the report id and the serial number, signed with the server's key, valid for
 * {@link PUBLIC_REPORT_LINK_TTL_SECONDS}. It names nothing else; the route checks all three again.
 *
 * @example
 * publicReportLink(key, { customerId: 'C300', reportId: 'NKB-R1', serialNo: 'NKB-1' }, new Date());
 * // '/keystone/report/eyJjIjoi…'
 */
export function publicReportLink(key: Uint8Array, report: PublicReport, now: Date): string {
  const claims: PublicReportClaims = {
    c: report.customerId,
    r: report.reportId,
    s: report.serialNo,
    x: Math.floor(now.getTime() / 1000) + PUBLIC_REPORT_LINK_TTL_SECONDS,
  };
  return `${PUBLIC_REPORT_ROUTE_PREFIX}${signClaims(key, PURPOSE, claims)}`;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The report a link reference (the path after {@link PUBLIC_REPORT_ROUTE_PREFIX}) names, if the server
 * signed it for this purpose and it has not expired; null otherwise, whatever the reason.
 *
 * @example
 * const report = readPublicReportLink(key, reference, new Date());
 * if (!report) return documentNotFound();
 */
export function readPublicReportLink(key: Uint8Array, reference: string, now: Date): PublicReport | null {
  const claims = readClaims<Partial<PublicReportClaims>>(key, PURPOSE, reference);
  if (!claims || !isText(claims.c) || !isText(claims.r) || !isText(claims.s)) return null;
  if (typeof claims.x !== 'number' || claims.x * 1000 < now.getTime()) return null;
  return { customerId: claims.c, reportId: claims.r, serialNo: claims.s };
}
