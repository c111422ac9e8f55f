import { DropdownMenu } from 'radix-ui';
import { usePortalContainer } from '../../portal-container/portal-container.js';

/** Props of {@link DeliveryTicketPdfMenu}; each document is offered only when its handler is given. */
export interface DeliveryTicketPdfMenuProps {
  /** The delivery ticket number, for the button's accessible name. */
  dtNo: string | number;
  /** The generated delivery ticket (/generateDeliveryPDF, falling back to /getDeliveryPDF). */
  onDeliveryTicket?: () => void;
  /** The ticket's attachment (/getDTattachmentPDF). */
  onAttachment?: () => void;
  /** The ticket as a spreadsheet (/getDTExcel). */
  onExcel?: () => void;
  /** The wire-sling certificate. */
  onWiresling?: () => void;
  /** Disables the button while a document is being fetched. */
  busy?: boolean;
}

/**
 * The delivery-ticket documents menu of the inventory and shipping screens, on Radix DropdownMenu: a PDF
 * button that opens a menu of the ticket's documents, operable with arrows, Enter and Escape; focus returns
 * to the button when the menu closes.
 *
 * @example
 * <DeliveryTicketPdfMenu
 *   dtNo="DT-2291"
 *   onDeliveryTicket={() => openDocument(api.generateDeliveryPdf({ id_no: 'DT-2291' }))}
 *   onAttachment={() => openDocument(api.getDtAttachmentPdf({ dt_no: 'DT-2291', item_no: '550DP.12' }))}
 *   onExcel={() => openDocument(api.getDtExcel({ id_no: 'DT-2291' }))}
 * />
 */
export function DeliveryTicketPdfMenu({
  dtNo,
  onDeliveryTicket,
  onAttachment,
  onExcel,
  onWiresling,
  busy = false,
}: DeliveryTicketPdfMenuProps) {
  const portalContainer = usePortalContainer();
  const items = [
    { label: 'Delivery ticket (PDF)', onSelect: onDeliveryTicket },
    { label: 'Attachment (PDF)', onSelect: onAttachment },
    { label: 'Delivery ticket (Excel)', onSelect: onExcel },
    { label: 'Wire sling certificate', onSelect: onWiresling },
  ].filter((item): item is { label: string; onSelect: () => void } => item.onSelect !== undefined);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="rr-button"
        disabled={busy || items.length === 0}
        aria-busy={busy || undefined}
        aria-label={`PDF documents of delivery ticket ${dtNo}`}
      >
        PDF <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={portalContainer}>
        <DropdownMenu.Content className="rr-menu" align="end" sideOffset={4}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.label} className="rr-menu__item" onSelect={item.onSelect}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
