import { calendarDay } from '@rigready/core';
import type { ColourRule } from '../data/element-data.types.js';
import { PortalElement } from './portal-element.js';
import { reflect } from './reflect.js';

/** The portal's default time zone, the provider's (`PORTAL_TIME_ZONE`). */
const PROVIDER_TIME_ZONE = 'Europe/Oslo';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An element's day to count ages to, or what is wrong with its attributes. */
export type TodayRead = { ok: true; today: string } | { ok: false; message: string };

/**
 * An element that colours joints by their days since inspection: the day ages are counted to, the colour
 * scale, and where a joint's serial number links.
 */
export abstract class JointAgeElement extends PortalElement {
  /**
   * The day ages are counted to, `YYYY-MM-DD` (the host's "today", as the portal's clock has it). When
   * absent, today in `time-zone`.
   *
   * @attr today
   */
  get today(): string | null {
    return this.getAttribute('today');
  }

  set today(value: string | null) {
    reflect(this, 'today', value);
  }

  /**
   * The IANA time zone whose today ages are counted to when `today` is absent; the provider's,
   * `Europe/Oslo`, by default.
   *
   * @attr time-zone
   */
  get timeZone(): string | null {
    return this.getAttribute('time-zone');
  }

  set timeZone(value: string | null) {
    reflect(this, 'time-zone', value);
  }

  /**
   * Which of core's colour scales colours a joint: by days since inspection, `rack-view` (the rack
   * location view's: green under 17 days, yellow under 62, red from 62; the default) or `rack-dialog`
   * (the inventory rack dialog's: green under 180 days, yellow under 365, red from 365); or `class`, by
   * the joint's class at its latest inspection (its `Class`: Premium green, Class 2 yellow, Reject red,
   * not classed grey).
   *
   * @attr colour-rule
   */
  get colourRule(): ColourRule {
    const rule = this.getAttribute('colour-rule');
    return rule === 'rack-dialog' || rule === 'class' ? rule : 'rack-view';
  }

  set colourRule(value: ColourRule | null) {
    reflect(this, 'colour-rule', value);
  }

  /**
   * Where a joint's serial number links: an address with `{serial}` in it (e.g.
   * `https://portal.example.com/joints/{serial}`); no link when absent.
   *
   * @attr joint-href
   */
  get jointHref(): string | null {
    return this.getAttribute('joint-href');
  }

  set jointHref(value: string | null) {
    reflect(this, 'joint-href', value);
  }

  /** The day to count ages to, from `today` or `time-zone`. */
  protected readToday(): TodayRead {
    const given = this.today;
    if (given !== null) {
      return ISO_DAY.test(given) && !Number.isNaN(Date.parse(given))
        ? { ok: true, today: given }
        : { ok: false, message: `today: expected a day as YYYY-MM-DD, got "${given}"` };
    }
    try {
      return { ok: true, today: calendarDay(new Date(), this.timeZone ?? PROVIDER_TIME_ZONE) };
    } catch (error) {
      return { ok: false, message: `time-zone: ${(error as Error).message}` };
    }
  }
}
