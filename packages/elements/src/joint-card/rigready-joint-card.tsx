import type { RackItemColour, RackJoint } from '../data/element-data.types.js';
import { JointAgeElement } from '../element/joint-age-element.js';
import { type Checked, JsonInput } from '../element/json-input.js';
import { reflect } from '../element/reflect.js';
import { RACK_INPUT_SCHEMAS } from '../rack/rack-inputs.js';
import { type JointCardData, JointCardView } from './joint-card-view.js';

/**
 * One joint as a card (the kit's JointCard): its serial number as the title, its days since inspection on
 * the colour its rack position has (core's rule), and its pipe row: item, description, rack, position,
 * inspection date, order.
 *
 * Data mode: `joint` (a rack listing row) and optionally `colormap`. API mode (`api-base` set): the
 * caller's joint named by `serial`, from the rack named by `rack` (`/getPipes`) or, without `rack`, from
 * every rack holding the caller's joints (`/getPipesAndRacks`); another customer's joint is never found.
 *
 * @customElement rigready-joint-card
 * @summary One joint: serial, age colour, pipe row.
 * @fires {CustomEvent<ElementErrorDetail>} rigready-error - It shows an error instead of the joint; `detail`: `{ message, code }`.
 * @cssprop --rr-status-green - The age colour of a joint inspected recently; also `--rr-status-yellow`, `--rr-status-red`, `--rr-status-unknown`.
 * @cssprop --rr-color-border - The card's border.
 */
export class RigreadyJointCard extends JointAgeElement {
  static observedAttributes = [
    'api-base',
    'serial',
    'rack',
    'joint',
    'colormap',
    'today',
    'time-zone',
    'colour-rule',
    'joint-href',
  ];

  readonly #joint = new JsonInput('joint', RACK_INPUT_SCHEMAS.joint);
  readonly #colormap = new JsonInput('colormap', RACK_INPUT_SCHEMAS.colormap);

  /**
   * API mode: the serial number of the joint to show.
   *
   * @attr serial
   */
  get serial(): string | null {
    return this.getAttribute('serial');
  }

  set serial(value: string | null) {
    reflect(this, 'serial', value);
  }

  /**
   * API mode: the rack the joint lies in (`R12`), to load that rack only; every rack of the caller when
   * absent.
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
   * Data mode: the joint, `{ Serial_Number, Position, Rack_Position, Item_No, Date_Inspected,
   * Description, Order_No }`. As a property or a JSON attribute.
   *
   * @attr joint
   */
  get joint(): RackJoint | undefined {
    return this.#joint.get(this) as RackJoint | undefined;
  }

  set joint(value: RackJoint | null | undefined) {
    this.#joint.set(value);
    this.requestUpdate();
  }

  /**
   * Data mode: per item number its colour and description (the rack answer's `colormap`); the joint's
   * item is described from it. As a property or a JSON attribute.
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

  protected override view(): unknown {
    const joint = this.#joint.check(this) as Checked<RackJoint | undefined>;
    const colormap = this.#colormap.check(this) as Checked<Record<string, RackItemColour> | undefined>;
    let checked: Checked<JointCardData | undefined>;
    if (!joint.ok) checked = joint;
    else if (!colormap.ok) checked = colormap;
    else checked = { ok: true, value: joint.value && { joint: joint.value, colormap: colormap.value ?? {} } };
    return <JointCardView element={this} joint={checked} today={this.readToday()} />;
  }
}
