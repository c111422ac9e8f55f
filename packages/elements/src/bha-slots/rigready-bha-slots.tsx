import { bhaInventoryAnswerSchema } from '@rigready/core';
import type { BhaTool } from '../data/element-data.types.js';
import { type Checked, JsonInput } from '../element/json-input.js';
import { PortalElement } from '../element/portal-element.js';
import { reflect } from '../element/reflect.js';
import { BhaSlotsView } from './bha-slots-view.js';

type Slots = Record<string, BhaTool[]>;

/**
 * One BHA rack in the kit's BhaSlotGrid: rows A-H of 54 slots, drawn in chunks of 9 columns; a filled
 * slot shows how many tools it holds and opens their list on click, Enter or Space. The rack is one tab
 * stop; arrow keys move by slot.
 *
 * Data mode: `slots`, the rack's map of slot to tools (the `/getInventoryBHA` answer's `racks[rack]`). API
 * mode (`api-base` set): the rack named by `rack` from `/getInventoryBHA`.
 *
 * @customElement rigready-bha-slots
 * @summary One BHA rack: 8 rows of 54 slots.
 * @fires {CustomEvent<SlotOpenDetail>} rigready-slot-open - A filled slot's list was opened; `detail`: `{ rack, slot, serials, tools }`.
 * @fires {CustomEvent<ElementErrorDetail>} rigready-error - It shows an error instead of the rack; `detail`: `{ message, code }`.
 * @cssprop --rr-color-primary - A filled slot.
 * @cssprop --rr-rack-cell-size - The size of a slot.
 */
export class RigreadyBhaSlots extends PortalElement {
  static observedAttributes = ['api-base', 'rack', 'slots', 'tool-href'];

  readonly #slots = new JsonInput('slots', bhaInventoryAnswerSchema.shape.racks.valueType);

  /**
   * The BHA rack's name (`B1`): its title, and in API mode the rack to load.
   *
   * @attr rack
   */
  get rack(): string | null {
    return this.getAttribute('rack');
  }

  set rack(value: string | null) {
    reflect(this, 'rack', value);
  }

  /**
   * Data mode: the rack's slots, a map of slot (column 1-54 and row A-H, `12C`) to the tools in it, each
   * `{ Serial_No, Description, Equipment_Type, Connection_Box, Connection_Pin, Last_Inspection_Date }`.
   * Empty slots may be left out. As a property or a JSON attribute.
   *
   * @attr slots
   */
  get slots(): Slots | undefined {
    return this.#slots.get(this) as Slots | undefined;
  }

  set slots(value: Slots | null | undefined) {
    this.#slots.set(value);
    this.requestUpdate();
  }

  /**
   * Where a tool's serial number links: an address with `{serial}` in it (e.g.
   * `https://portal.example.com/tools/{serial}`); no link when absent.
   *
   * @attr tool-href
   */
  get toolHref(): string | null {
    return this.getAttribute('tool-href');
  }

  set toolHref(value: string | null) {
    reflect(this, 'tool-href', value);
  }

  protected override view(): unknown {
    return <BhaSlotsView element={this} slots={this.#slots.check(this) as Checked<Slots | undefined>} />;
  }
}
