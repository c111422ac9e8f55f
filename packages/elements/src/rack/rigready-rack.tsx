import type { RackInfo, RackItemColour, RackJoint } from '../data/element-data.types.js';
import { JointAgeElement } from '../element/joint-age-element.js';
import { type Checked, JsonInput } from '../element/json-input.js';
import { reflect } from '../element/reflect.js';
import { RACK_INPUT_SCHEMAS } from './rack-inputs.js';
import { type RackData, RackView } from './rack-view.js';

function checkRack(
  rack: Checked<RackInfo | undefined>,
  joints: Checked<RackJoint[] | undefined>,
  occupied: Checked<number[] | undefined>,
  colormap: Checked<Record<string, RackItemColour> | undefined>,
): Checked<RackData | undefined> {
  for (const input of [rack, joints, occupied, colormap]) if (!input.ok) return input;
  if (!rack.ok || !joints.ok || !occupied.ok || !colormap.ok) return { ok: true, value: undefined };
  if (!rack.value) {
    return joints.value || occupied.value
      ? {
          ok: false,
          message: 'rack-info: the rack (Rack_ID, Maxrowcount, Capacity) is needed to draw its joints',
        }
      : { ok: true, value: undefined };
  }
  return {
    ok: true,
    value: {
      rack: rack.value,
      joints: joints.value ?? [],
      occupiedPositions: occupied.value ?? [],
      colormap: colormap.value ?? {},
    },
  };
}

/**
 * One rack of the yard in the kit's RackGrid: its positions in rows of `Maxrowcount`, top row first; each
 * of the viewer's joints a button coloured by its days since inspection (core's rule), its item a stripe,
 * its pipe row in a popover; positions held by another customer's joints drawn as occupied and nothing
 * more (they come as numbers only, so nothing about those joints reaches the page). Arrow keys move
 * between positions.
 *
 * Data mode: `rack-info`, `joints`, `occupied-positions` and `colormap` (the `/getPipes` answer's
 * `rackinfo`, `pipes`, `occupiedPositions` and `colormap`). API mode (`api-base` set): the rack named by
 * `rack` from `/getPipes`.
 *
 * @customElement rigready-rack
 * @summary One rack: positions coloured by days since inspection.
 * @fires {CustomEvent<JointSelectDetail>} rigready-joint-select - One of the viewer's joints was activated; `detail`: `{ serial, position, rack, site, itemNo, joint }`.
 * @fires {CustomEvent<ElementErrorDetail>} rigready-error - It shows an error instead of the rack; `detail`: `{ message, code }`.
 * @cssprop --rr-status-green - A joint inspected recently (the colour of core's `green`); also `--rr-status-yellow`, `--rr-status-red`, `--rr-status-unknown`.
 * @cssprop --rr-rack-occupied - A position held by another customer's joint.
 * @cssprop --rr-rack-cell-size - The size of a position.
 */
export class RigreadyRack extends JointAgeElement {
  static observedAttributes = [
    'api-base',
    'rack',
    'octg',
    'rack-info',
    'joints',
    'occupied-positions',
    'colormap',
    'today',
    'time-zone',
    'colour-rule',
    'joint-href',
    'details',
    'label',
  ];

  readonly #rackInfo = new JsonInput('rack-info', RACK_INPUT_SCHEMAS.rackInfo);
  readonly #joints = new JsonInput('joints', RACK_INPUT_SCHEMAS.joints);
  readonly #occupied = new JsonInput('occupied-positions', RACK_INPUT_SCHEMAS.occupiedPositions);
  readonly #colormap = new JsonInput('colormap', RACK_INPUT_SCHEMAS.colormap);

  /**
   * API mode: the name of the rack to load (`R12`; `Scrap OCTG` for the scrap OCTG rack).
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
   * API mode: the rack is an OCTG rack (sent as `isOCTG`).
   *
   * @attr octg
   */
  get octg(): boolean {
    return this.hasAttribute('octg');
  }

  set octg(value: boolean) {
    this.toggleAttribute('octg', value);
  }

  /**
   * Data mode: the rack, `{ Site, Rack_ID, Maxrowcount, Capacity, isOCTG }` (`Maxrowcount` positions a
   * row, `Capacity` in all). As a property or a JSON attribute.
   *
   * @attr rack-info
   */
  get rackInfo(): RackInfo | undefined {
    return this.#rackInfo.get(this) as RackInfo | undefined;
  }

  set rackInfo(value: RackInfo | null | undefined) {
    this.#rackInfo.set(value);
    this.requestUpdate();
  }

  /**
   * Data mode: the viewer's joints in the rack, each `{ Serial_Number, Position, Item_No, Date_Inspected,
   * Description, Order_No, Rack_Position, Class }`. Never put another customer's joints here: give their
   * positions in `occupied-positions`. As a property or a JSON attribute.
   *
   * @attr joints
   */
  get joints(): RackJoint[] | undefined {
    return this.#joints.get(this) as RackJoint[] | undefined;
  }

  set joints(value: readonly RackJoint[] | null | undefined) {
    this.#joints.set(value);
    this.requestUpdate();
  }

  /**
   * Data mode: the positions held by other customers' joints, as numbers (`[4, 5]`): drawn as occupied,
   * with nothing about the joint. As a property or a JSON attribute.
   *
   * @attr occupied-positions
   */
  get occupiedPositions(): number[] | undefined {
    return this.#occupied.get(this) as number[] | undefined;
  }

  set occupiedPositions(value: readonly number[] | null | undefined) {
    this.#occupied.set(value);
    this.requestUpdate();
  }

  /**
   * Data mode: per item number its colour and description, `{ "550DP.12": { "color": "#1976d2",
   * "iteminfo": "5 1/2\" S-135" } }`, shown as the legend and the item stripes. As a property or a JSON
   * attribute.
   *
   * @attr colormap
   */
  get colormap(): Record<string, RackItemColour> | undefined {
    return this.#colormap.get(this) as Record<string, RackItemColour> | undefined;
  }

  set colormap(value: Record<string, RackItemColour> | null | undefined) {
    this.#colormap.set(value);
    this.requestUpdate();
  }

  /**
   * Where a joint's pipe row shows when its position is pressed: `popover` beside it, `below` the grid,
   * or `auto` (the default): below on a viewport 600 px wide or less, else a popover.
   *
   * @attr details
   */
  get details(): 'popover' | 'below' | 'auto' {
    const value = this.getAttribute('details');
    return value === 'popover' || value === 'below' ? value : 'auto';
  }

  set details(value: 'popover' | 'below' | 'auto' | null) {
    reflect(this, 'details', value);
  }

  /**
   * The grid's accessible name; `Rack <Rack_ID>` by default.
   *
   * @attr label
   */
  get label(): string | null {
    return this.getAttribute('label');
  }

  set label(value: string | null) {
    reflect(this, 'label', value);
  }

  protected override view(): unknown {
    const rack = checkRack(
      this.#rackInfo.check(this) as Checked<RackInfo | undefined>,
      this.#joints.check(this) as Checked<RackJoint[] | undefined>,
      this.#occupied.check(this) as Checked<number[] | undefined>,
      this.#colormap.check(this) as Checked<Record<string, RackItemColour> | undefined>,
    );
    return <RackView element={this} rack={rack} today={this.readToday()} />;
  }
}
