import type { BhaTool, InventoryTableRow, RackJoint } from './data/element-data.types.js';

/**
 * `rigready-joint-select`, from `<rigready-rack>` and `<rigready-rack-location>`: one of the viewer's
 * joints was activated (click, Enter or Space). Other customers' positions never fire it.
 *
 * @example
 * rack.addEventListener('rigready-joint-select', (event) => openJoint(event.detail.serial));
 */
export interface JointSelectDetail {
  /** The joint's serial number. */
  serial: string;
  /** Its position in the rack. */
  position: number | null;
  /** The rack's id. */
  rack: string;
  /** The rack's site, when known. */
  site: string | null;
  /** The joint's item number, when known. */
  itemNo: string | null;
  /** The joint as the element was given it (or as the API answered it). */
  joint: RackJoint;
}

/**
 * `rigready-row-open`, from `<rigready-inventory-table>`: the user pressed a row's item number
 * (`column` is `Item_No`) or one of its joint counts (`column` is the count's column, e.g. `Rig_Ready`).
 *
 * @example
 * table.addEventListener('rigready-row-open', (event) => showJoints(event.detail.itemNo, event.detail.column));
 */
export interface RowOpenDetail {
  /** The row's item number. */
  itemNo: string;
  /** The column pressed: `Item_No`, or a count column (`Rig_Ready`, `Inspection`, `Total_Item` …). */
  column: string;
  /** The count pressed, or null for the item number. */
  count: number | null;
  /** The row as the element was given it (or as the API answered it). */
  row: InventoryTableRow;
}

/**
 * One certificate of an inventory row: the slot it is in (1 for PDF, 2 for PDF2 …), its file or link,
 * and its date as shown (DD.MM.YYYY).
 *
 * @example
 * const certificate: CertificateFile = { index: 1, file: '/api/documents/…', date: '01.03.2024' };
 */
export interface CertificateFile {
  index: number;
  file: string;
  date: string;
}

/**
 * `rigready-download`, from `<rigready-inventory-table>`: the user asked for a row's certificates (its
 * PDF button). The element downloads nothing itself: the host opens or saves the files.
 *
 * @example
 * table.addEventListener('rigready-download', (event) => window.open(event.detail.files[0]?.file));
 */
export interface DownloadDetail {
  /** What is asked for: the certificates of an inventory row. */
  kind: 'certificates';
  /** The row's item number. */
  itemNo: string;
  /** The row's certificates (PDF..PDF5 dated Date1..Date5), in order. */
  files: CertificateFile[];
  /** The row as the element was given it (or as the API answered it). */
  row: InventoryTableRow;
}

/**
 * `rigready-slot-open`, from `<rigready-bha-slots>`: the user opened a filled slot's list of tools.
 *
 * @example
 * bha.addEventListener('rigready-slot-open', (event) => console.log(event.detail.slot, event.detail.serials));
 */
export interface SlotOpenDetail {
  /** The BHA rack's name. */
  rack: string;
  /** The slot: column 1-54 and row A-H, e.g. `12C`. */
  slot: string;
  /** The serial numbers of the tools in it. */
  serials: string[];
  /** The tools as the element was given them (or as the API answered them). */
  tools: BhaTool[];
}

/**
 * `rigready-error`, from every element: it shows an error instead of its data: data handed over that is
 * not valid (`code` `bad-data`, the message names the attribute or property and the field), or a failed
 * API call (`code` is core's `ApiError` code: `network`, `auth`, `forbidden`, `not-found`, `schema` …).
 *
 * @example
 * element.addEventListener('rigready-error', (event) => console.warn(event.detail.message));
 */
export interface ElementErrorDetail {
  /** What went wrong, as the element shows it. */
  message: string;
  /** `bad-data`, or the API error's code. */
  code: string;
}

/**
 * The events the elements fire, by name: all bubble, none crosses into the page from inside the shadow
 * root (they are fired on the element itself).
 *
 * @example
 * document.addEventListener('rigready-joint-select', (event: RigreadyEventMap['rigready-joint-select']) => {});
 */
export interface RigreadyEventMap {
  'rigready-joint-select': CustomEvent<JointSelectDetail>;
  'rigready-row-open': CustomEvent<RowOpenDetail>;
  'rigready-download': CustomEvent<DownloadDetail>;
  'rigready-slot-open': CustomEvent<SlotOpenDetail>;
  'rigready-error': CustomEvent<ElementErrorDetail>;
}
