import { RigreadyBhaSlots } from './bha-slots/rigready-bha-slots.js';
import { RigreadyInventoryTable } from './inventory-table/rigready-inventory-table.js';
import { RigreadyJointCard } from './joint-card/rigready-joint-card.js';
import { RigreadyRack } from './rack/rigready-rack.js';
import { RigreadyRackLocation } from './rack-location/rigready-rack-location.js';

// Defining is the module's purpose; a page that loads it twice (two copies of the script) keeps the first.
const ELEMENTS = {
  'rigready-inventory-table': RigreadyInventoryTable,
  'rigready-rack': RigreadyRack,
  'rigready-rack-location': RigreadyRackLocation,
  'rigready-bha-slots': RigreadyBhaSlots,
  'rigready-joint-card': RigreadyJointCard,
} as const;
for (const [name, element] of Object.entries(ELEMENTS)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

declare global {
  interface HTMLElementTagNameMap {
    'rigready-inventory-table': RigreadyInventoryTable;
    'rigready-rack': RigreadyRack;
    'rigready-rack-location': RigreadyRackLocation;
    'rigready-bha-slots': RigreadyBhaSlots;
    'rigready-joint-card': RigreadyJointCard;
  }
  interface HTMLElementEventMap extends RigreadyEventMap {}
}

export type {
  BhaTool,
  ColourRule,
  DateValue,
  InventoryTableRow,
  PortalAuth,
  RackEntry,
  RackInfo,
  RackItemColour,
  RackJoint,
} from './data/element-data.types.js';
export type {
  CertificateFile,
  DownloadDetail,
  ElementErrorDetail,
  JointSelectDetail,
  RigreadyEventMap,
  RowOpenDetail,
  SlotOpenDetail,
} from './events.js';
export { RigreadyBhaSlots, RigreadyInventoryTable, RigreadyJointCard, RigreadyRack, RigreadyRackLocation };

import type { RigreadyEventMap } from './events.js';
