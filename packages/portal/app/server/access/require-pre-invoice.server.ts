import { data } from 'react-router';
import type { Identity } from './identity.server.js';
import { requirePageUser } from './require-page.server.js';

/**
 * The page guard of /preinvoice and its downloads: a user flagged hidePreInvoice is refused (403), as
 * /getPreinv refuses them.
 *
 * @example
 * const identity = await requirePreInvoiceUser(request);
 */
export async function requirePreInvoiceUser(request: Request): Promise<Identity> {
  const identity = await requirePageUser(request);
  if (identity.user.flags?.hidePreInvoice === true)
    throw data({ message: 'Pre-invoices are not shown for this user' }, { status: 403 });
  return identity;
}
