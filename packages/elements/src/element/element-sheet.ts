import bhaSlotGridCss from '@rigready/ui/bha-slot-grid.css?inline';
import chipCss from '@rigready/ui/chip.css?inline';
import dataTableCss from '@rigready/ui/data-table.css?inline';
import jointCardCss from '@rigready/ui/joint-card.css?inline';
import rackGridCss from '@rigready/ui/rack-grid.css?inline';
import rackLocationViewCss from '@rigready/ui/rack-location-view.css?inline';
import { registerDesignTokens } from './design-tokens.js';
import elementCss from './element.css?inline';

let sheet: CSSStyleSheet | undefined;

/**
 * The one stylesheet every element's shadow root adopts: the kit's sheets of the components the elements
 * draw, and the elements' own rules. Built once and shared by every element on the page.
 */
export function elementSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(
      [
        registerDesignTokens(),
        chipCss,
        dataTableCss,
        rackGridCss,
        rackLocationViewCss,
        bhaSlotGridCss,
        jointCardCss,
        elementCss,
      ].join('\n'),
    );
  }
  return sheet;
}
