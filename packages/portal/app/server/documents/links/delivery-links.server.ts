import type { Identity } from '../../access/identity.server.js';
import { getPortalRuntime } from '../../runtime/portal-runtime.server.js';
import type { DeliveryListRow } from '../../services/logistics-lists.server.js';
import { documentLink } from './document-link.server.js';

/**
 * Delivery lines as the shipping table gets them: the stored wire-sling certificate and attachment of a
 * line become download links for the caller (`Wiresling`, `Attachment`), null where there is none.
 *
 * @example
 * handle: async ({ identity, scoped }) => withDocumentLinks(identity, await deliveryLines(scoped)),
 */
export function withDocumentLinks(identity: Identity, lines: readonly DeliveryListRow[]) {
  const { tokenKey, now } = getPortalRuntime();
  const at = now();
  const link = (line: DeliveryListRow, document: string) =>
    line.documents.includes(document)
      ? documentLink(
          tokenKey,
          identity.actor,
          {
            kind: 'stored',
            reference: { kind: 'delivery', DT_No: line.DT_No, Item_No: line.Item_No, document },
          },
          at,
        )
      : null;
  return lines.map((line) => {
    const { documents: _names, ...fields } = line;
    return { ...fields, Wiresling: link(line, 'wiresling'), Attachment: link(line, 'attachment') };
  });
}
