import type { Identity } from '../../access/identity.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { InventoryRow } from '../../services/inventory.server.js';
import { documentLink } from './document-link.server.js';

/** Up to five certificates of an item: PDF, PDF2..PDF5 (download links) and Date1..Date5. */
const CERTIFICATE_SLOTS = 5;

function certificateFields(identity: Identity, row: InventoryRow, now: Date): Record<string, string | null> {
  const key = getPortalRuntime().tokenKey;
  const fields: Record<string, string | null> = {};
  for (let index = 1; index <= CERTIFICATE_SLOTS; index += 1) {
    const certificate = row.certificates[index - 1];
    fields[index === 1 ? 'PDF' : `PDF${index}`] = certificate?.PDF
      ? documentLink(
          key,
          identity.actor,
          { kind: 'stored', reference: { kind: 'item_certificate', Item_No: row.Item_No, index } },
          now,
        )
      : null;
    fields[`Date${index}`] = certificate?.Date ?? null;
  }
  return fields;
}

/**
 * Inventory rows as the inventory table gets them: an item's stored certificates become download links
 * for the caller (`PDF`, `PDF2`..`PDF5`) beside their dates (`Date1`..`Date5`), null where there is none.
 *
 * @example
 * const data = withCertificateLinks(identity, await fleetInventory(scoped), runtime.now());
 */
export function withCertificateLinks<R extends InventoryRow>(
  identity: Identity,
  rows: readonly R[],
  now: Date,
) {
  return rows.map((row) => {
    const { certificates: _paths, ...fields } = row;
    return { ...fields, ...certificateFields(identity, row, now) };
  });
}
