import type { CustomerRecord } from '../access/identity.server.js';
import { publicLink, serialHistoryLinkPrefix } from './public-link.server.js';

/**
 * The absolute URL a joint's label QR code opens, on the configured origin: the customer's public serial
 * history when the joint's customer publishes one (its publicSlug page, else /keystone), else the joint's
 * own page `/joints/<serial>`. `acting` is the customer the caller acts for; an admin who views none gets
 * joint pages.
 *
 * @example
 * jointLabelLink(identity.customer, 'Northwind Drilling', 'NW-0001'); // 'https://portal.example.com/joints/NW-0001'
 */
export function jointLabelLink(acting: CustomerRecord | null, owner: string, serial: string): string {
  const history = acting?.customer === owner ? serialHistoryLinkPrefix(acting) : null;
  return history
    ? `${history}${encodeURIComponent(serial)}`
    : publicLink(`/joints/${encodeURIComponent(serial)}`);
}
