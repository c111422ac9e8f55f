import type { CustomerRecord } from '../access/identity.server.js';
import { getPortalRuntime } from '../runtime/portal-runtime.server.js';

/**
 * An absolute link to a path of the portal (a QR code scanned on another device, a link in an e-mail): on
 * the configured origin, never on a request's Host header, which anyone can set.
 *
 * @example
 * publicLink('/mobile-upload?code=K7QM4TXP'); // 'https://portal.example.com/mobile-upload?code=K7QM4TXP'
 */
export function publicLink(path: string): string {
  return new URL(path, getPortalRuntime().env.origin).href;
}

/**
 * The start of a customer's public serial history link, to which a serial number (URL-encoded) is
 * appended: the customer's publicSlug page when it has one, else /keystone?customer=<name>. Null for a
 * customer without the publicSerialHistory feature (its reports get no QR code) and for no customer.
 *
 * @example
 * serialHistoryLinkPrefix(identity.customer); // 'https://portal.example.com/nordkapp?serialnr='
 */
export function serialHistoryLinkPrefix(customer: CustomerRecord | null): string | null {
  if (customer?.features.publicSerialHistory !== true) return null;
  const slug = customer.features.publicSlug?.replace(/^\//, '').trim();
  return slug
    ? publicLink(`/${encodeURIComponent(slug)}?serialnr=`)
    : publicLink(`/keystone?customer=${encodeURIComponent(customer.customer)}&serialnr=`);
}
