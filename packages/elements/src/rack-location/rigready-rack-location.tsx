import { pipesAndRacksAnswerSchema } from '@rigready/core';
import type { RackEntry } from '../data/element-data.types.js';
import { JointAgeElement } from '../element/joint-age-element.js';
import { type Checked, JsonInput } from '../element/json-input.js';
import { reflect } from '../element/reflect.js';
import { RackLocationView } from './rack-location-view.js';

/**
 * The rack location view: one tab per rack holding the viewer's joints, in natural order (A2 before A10),
 * each the kit's RackGrid (positions coloured by days since inspection, other customers' positions drawn
 * as occupied and nothing more). Tabs follow the WAI-ARIA tabs pattern.
 *
 * Data mode: `racks`, the `/getPipesAndRacks` answer's `racks`. API mode (`api-base` set): the caller's
 * racks from `/getPipesAndRacks`.
 *
 * @customElement rigready-rack-location
 * @summary Every rack holding the viewer's joints, one tab each.
 * @fires {CustomEvent<JointSelectDetail>} rigready-joint-select - One of the viewer's joints was activated; `detail`: `{ serial, position, rack, site, itemNo, joint }`.
 * @fires {CustomEvent<ElementErrorDetail>} rigready-error - It shows an error instead of the racks; `detail`: `{ message, code }`.
 * @cssprop --rr-status-green - A joint inspected recently; also `--rr-status-yellow`, `--rr-status-red`, `--rr-status-unknown`.
 * @cssprop --rr-color-primary - The open tab.
 */
export class RigreadyRackLocation extends JointAgeElement {
  static observedAttributes = [
    'api-base',
    'racks',
    'open-rack',
    'today',
    'time-zone',
    'colour-rule',
    'joint-href',
  ];

  readonly #racks = new JsonInput('racks', pipesAndRacksAnswerSchema.shape.racks);

  /**
   * Data mode: the racks, each `{ rackinfo, pipes, occupiedPositions, colormap }` (`rackinfo` the rack,
   * `pipes` the viewer's joints in it, `occupiedPositions` other customers' positions as numbers,
   * `colormap` optional). As a property or a JSON attribute.
   *
   * @attr racks
   */
  get racks(): RackEntry[] | undefined {
    return this.#racks.get(this) as RackEntry[] | undefined;
  }

  set racks(value: readonly RackEntry[] | null | undefined) {
    this.#racks.set(value);
    this.requestUpdate();
  }

  /**
   * The rack open at first: its `Site/Rack_ID` or its `Rack_ID` (the first of that name); the first rack
   * when absent.
   *
   * @attr open-rack
   */
  get openRack(): string | null {
    return this.getAttribute('open-rack');
  }

  set openRack(value: string | null) {
    reflect(this, 'open-rack', value);
  }

  protected override view(): unknown {
    return (
      <RackLocationView
        element={this}
        racks={this.#racks.check(this) as Checked<RackEntry[] | undefined>}
        today={this.readToday()}
      />
    );
  }
}
