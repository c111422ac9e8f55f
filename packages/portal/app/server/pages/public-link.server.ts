import type { CustomerRecord } from '../access/identity.server.js';
import { getPortalRuntime } from '../access/portal-runtime.server.js';

/**
 * An absolute link to a path of the portal, for a QR code scanned on another device: on PORTAL_ORIGIN when
 * configured (behind a proxy the request's own URL may be an internal one), else on the request's origin.
 *
 * @example
 * publicLink(request, '/mobile-upload?code=K7QM4TXP'); // 'https://portal.example.com/mobile-upload?code=K7QM4TXP'
 */
export function publicLink(request: Request, path: string): string {
  const origin = getPortalRuntime().identity.publicOrigin ?? new URL(request.url).origin;
  return new URL(path, origin).href;
}

/**
 * The start of a customer's public serial history link, to which a serial number (URL-encoded) is
 * appended: the customer's publicSlug page when it has one, else /keystone?customer=<name>. Null for a
 * customer without the publicSerialHistory feature (its reports get no QR code) and for no customer.
 *
 * @example
 * serialHistoryLinkPrefix(request, identity.customer); // 'https://portal.example.com/nordkapp?serialnr='
 */
export function serialHistoryLinkPrefix(request: Request, customer: CustomerRecord | null): string | null {
  if (customer?.features.publicSerialHistory !== true) return null;
  const slug = customer.features.publicSlug?.replace(/^\//, '').trim();
  return slug
    ? publicLink(request, `/${encodeURIComponent(slug)}?serialnr=`)
    : publicLink(request, `/keystone?customer=${encodeURIComponent(customer.customer)}&serialnr=`);
}
