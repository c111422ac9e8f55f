import { inventoryAnswerSchema } from '@rigready/core';
import type { InventoryTableRow } from '../data/element-data.types.js';
import { type Checked, JsonInput } from '../element/json-input.js';
import { PortalElement } from '../element/portal-element.js';
import { reflect } from '../element/reflect.js';
import { InventoryTableView } from './inventory-table-view.js';

/**
 * The tubular inventory in the kit's DataTable: search, sort, filter menus per column, pages, and cards
 * instead of rows when the element is narrower than 600 px. Each row is an item at an asset and site with
 * its joint counts per location; pressing the item number or a count opens the row (`rigready-row-open`),
 * the PDF button asks for its certificates (`rigready-download`).
 *
 * Data mode: the rows as the `rows` property or a JSON `rows` attribute. API mode (`api-base` set): the
 * caller's inventory from `/getInventory`, with the columns the user saved in the portal.
 *
 * @customElement rigready-inventory-table
 * @summary The inventory table: search, sort, filters, CSV export.
 * @fires {CustomEvent<RowOpenDetail>} rigready-row-open - The item number or a count of a row was pressed; `detail`: `{ itemNo, column, count, row }`.
 * @fires {CustomEvent<DownloadDetail>} rigready-download - A row's certificates were asked for; `detail`: `{ kind: 'certificates', itemNo, files, row }`.
 * @fires {CustomEvent<ElementErrorDetail>} rigready-error - It shows an error instead of the rows; `detail`: `{ message, code }`.
 * @cssprop --rr-color-primary - The table's accents (buttons, sort arrows).
 * @cssprop --rr-table-row-height - The height of a row.
 * @cssprop --rr-table-max-height - The largest height of the table before its rows scroll.
 */
export class RigreadyInventoryTable extends PortalElement {
  static observedAttributes = ['api-base', 'rows', 'columns', 'label', 'sort-column', 'csv-file-name'];

  // A host gives the counts it has: every field but the item number may be left out.
  readonly #rows = new JsonInput(
    'rows',
    inventoryAnswerSchema.shape.data.element.partial().required({ Item_No: true }).array(),
  );

  /**
   * Data mode: the inventory rows (`/getInventory`'s `data`): each an `Item_No` with its `Site`, `Asset`,
   * counts (`Rig_Ready`, `Inspection`, `Machining` … `Total_Item`), description fields and certificates
   * (`PDF`..`PDF5`, `Date1`..`Date5`, `action`). As a property (an array) or a JSON attribute; a row that
   * is not valid shows an error naming it (`rows[2].Item_No: …`).
   *
   * @attr rows
   */
  get rows(): InventoryTableRow[] | undefined {
    return this.#rows.get(this) as InventoryTableRow[] | undefined;
  }

  set rows(value: readonly InventoryTableRow[] | null | undefined) {
    this.#rows.set(value);
    this.requestUpdate();
  }

  /**
   * The columns to show, in order: ids separated by commas, e.g. `Item_No,Site,Rig_Ready,Total_Item`.
   * The ids: `Item_No`, `Asset`, `Site`, the count columns (`Rig_Ready`, `ReqVTI`, `Inspection`,
   * `Booked`, `Backlog`, `Machining`, `Hardbanding`, `Limited_Service`, `IPC`, `On_Hold`, `Scrap`,
   * `Shipped_Scrap`, `Shipped`, `Total_Yard`, `Total_Yard_with_Rejects`, `Total_Item`), `Equipment`,
   * `Description`, `Tube_OD`, `Connection`, `TJ_OD`, `TJ_ID`, `Weight`, `Grade`, `Range`,
   * `String_Number` and `action` (the certificate button). When absent: the user's saved columns (API
   * mode), else all of them (Asset only when the rows come from more than one asset).
   *
   * @attr columns
   */
  get columns(): string | null {
    return this.getAttribute('columns');
  }

  set columns(value: string | null) {
    reflect(this, 'columns', value);
  }

  /**
   * The table's accessible name, also in its search box's label; `Inventory` by default.
   *
   * @attr label
   */
  get label(): string | null {
    return this.getAttribute('label');
  }

  set label(value: string | null) {
    reflect(this, 'label', value);
  }

  /**
   * The column the rows are first sorted by, descending (as a first press on its header does), e.g.
   * `Total_Item`; unsorted when absent.
   *
   * @attr sort-column
   */
  get sortColumn(): string | null {
    return this.getAttribute('sort-column');
  }

  set sortColumn(value: string | null) {
    reflect(this, 'sort-column', value);
  }

  /**
   * Adds 'Export CSV': the rows and columns shown, in core's CSV format, saved under this name (e.g.
   * `InventoryTally.csv`).
   *
   * @attr csv-file-name
   */
  get csvFileName(): string | null {
    return this.getAttribute('csv-file-name');
  }

  set csvFileName(value: string | null) {
    reflect(this, 'csv-file-name', value);
  }

  protected override view(): unknown {
    return (
      <InventoryTableView element={this} rows={this.#rows.check(this) as Checked<InventoryTableRow[]>} />
    );
  }
}
