import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Asker, askForApproval } from '../../app/server/actions/approvals/ask-for-approval.server.js';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import type { DocumentStore } from '../../app/server/document-store/document-store.server.js';
import { writePdf } from '../demo-data/pdf-document.js';

/** A day `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Puts a quote on one of the demo customer's requests to the customer, as the demo admin through the
 * approvals action, and leaves it pending: its PDF is made with a fixed creation date, so its bytes and
 * SHA-256 are the same on every start; asked at 10:15 UTC on `day` (the demo's reference day), valid four
 * weeks. Asking again with the same bytes and terms writes nothing. Answers the approval's number.
 *
 * @example
 * await askDemoQuote(handle, store, admin, 'Skarvheim Drilling AS', 'RQ-2026-0001', '2026-11-20', 'Europe/Oslo');
 * // 'AP-2026-0001'
 */
export async function askDemoQuote(
  handle: DatabaseHandle,
  store: DocumentStore,
  admin: Asker,
  customer: string,
  requestNumber: string,
  day: string,
  timeZone: string,
): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'rigready-demo-quote-'));
  try {
    const path = join(folder, 'quote.pdf');
    const validUntil = dayAfter(day, 28);
    await writePdf(
      path,
      {
        title: `Quote for ${requestNumber} — ${customer}`,
        lines: [
          'Inspection to DS-1 Category 4 of 4 joints, with a report per joint',
          'Amount: 18400.00 NOK, excluding VAT',
          `Valid until: ${validUntil}`,
        ],
      },
      new Date(`${day}T00:00:00Z`),
    );
    const asked = await askForApproval(
      handle,
      store,
      admin,
      { customer, subject: 'quote', requestNumber, amount: '18400.00', currency: 'NOK', validUntil },
      { path, name: `Quote ${requestNumber}.pdf`, contentType: 'application/pdf' },
      new Date(`${day}T10:15:00.000Z`),
      timeZone,
    );
    return asked.number;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
