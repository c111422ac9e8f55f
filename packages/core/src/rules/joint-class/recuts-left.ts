import { measurement } from '../tally/tally-row.js';
import type { ClassLimits } from './class-limits.js';
import type { ClassFigures } from './classify-inspection.js';
import { figureText } from './figure-text.js';
import type { RecutDrops } from './recut-drops.js';

/**
 * Where the tong space per recut came from: the provider's setting for the connection, or the median of
 * the customer's recorded recuts (see `recutDrops`).
 *
 * @example
 * const basis: RecutBasis = { source: 'customer median', perRecut: 0.75, recuts: 3 };
 */
export type RecutBasis =
  | { source: 'provider setting'; perRecut: number }
  | { source: 'customer median'; perRecut: number; recuts: number };

/**
 * The recuts left on one end of a joint, with what they were worked out from and, in words, how (or
 * why there is no figure).
 *
 * @example
 * const pin: EndRecutsLeft = {
 *   recutsLeft: 2, tongSpace: 5.5, minimum: 4, basis: { source: 'customer median', perRecut: 0.75, recuts: 3 },
 *   text: '2 recuts: 1.5 in above the 4 in minimum at 0.75 in per recut, the median of 3 recorded recuts',
 * };
 */
export interface EndRecutsLeft {
  recutsLeft: number | null;
  /** The end's tong space at the latest inspection, inches. */
  tongSpace: number | null;
  /** The end's minimum tong space from the limits, inches. */
  minimum: number | null;
  basis: RecutBasis | null;
  text: string;
}

/**
 * {@link EndRecutsLeft} of the pin and of the box.
 *
 * @example
 * const left: RecutsLeft = recutsLeft(latest, limits, { drops });
 * left.pin.recutsLeft; // 2
 */
export interface RecutsLeft {
  pin: EndRecutsLeft;
  box: EndRecutsLeft;
}

/**
 * Where the tong space per recut may come from: the provider's setting for the joint's connection
 * (inches, wins when set) and the customer's recorded recuts (`recutDrops`).
 *
 * @example
 * const source: RecutSource = { setting: null, drops: recutDrops(customerJointsOfTheConnection) };
 */
export interface RecutSource {
  setting?: number | null;
  drops?: RecutDrops | null;
}

/** Whole recuts: a quotient this close under a whole number is that number (floating-point slack). */
const SLACK = 1e-9;

function basisOf(end: 'pin' | 'box', source: RecutSource): RecutBasis | null {
  if (source.setting !== null && source.setting !== undefined) {
    return { source: 'provider setting', perRecut: source.setting };
  }
  const figure = source.drops?.[end];
  return figure ? { source: 'customer median', ...figure } : null;
}

function basisText(basis: RecutBasis): string {
  return basis.source === 'provider setting'
    ? `${figureText(basis.perRecut)} in per recut, the provider's setting for this connection`
    : `${figureText(basis.perRecut)} in per recut, the median of ${basis.recuts} recorded ${basis.recuts === 1 ? 'recut' : 'recuts'}`;
}

function endRecutsLeft(
  end: 'pin' | 'box',
  tongSpace: number | null,
  minimum: number | null,
  source: RecutSource,
): EndRecutsLeft {
  const basis = basisOf(end, source);
  const none = { recutsLeft: null, tongSpace, minimum, basis };
  if (minimum === null) {
    return { ...none, text: 'no class limits for this connection and pipe: no tong space minimum' };
  }
  if (tongSpace === null) return { ...none, text: `no ${end} tong space figure at the latest inspection` };
  const ts = figureText(tongSpace);
  const min = figureText(minimum);
  if (tongSpace < minimum) {
    return {
      ...none,
      recutsLeft: 0,
      text: `${end} tong space ${ts} in is under the ${min} in minimum: no recut left`,
    };
  }
  if (tongSpace === minimum) {
    return {
      ...none,
      recutsLeft: 0,
      text: `${end} tong space ${ts} in is at the ${min} in minimum: no recut left`,
    };
  }
  if (basis === null) {
    return {
      ...none,
      text: 'no tong space per recut: no provider setting for this connection and no recut recorded between two inspections',
    };
  }
  const left = Math.floor((tongSpace - minimum) / basis.perRecut + SLACK);
  const above = figureText(tongSpace - minimum);
  return {
    ...none,
    recutsLeft: left,
    text: `${left} ${left === 1 ? 'recut' : 'recuts'}: ${above} in above the ${min} in minimum at ${basisText(basis)}`,
  };
}

/**
 * Recuts left on each end of a joint: (tong space at the latest inspection − the end's minimum) ÷ the
 * tong space one recut takes, rounded down. The tong space per recut is the provider's setting for the
 * connection when there is one, else the median of the customer's recorded recuts on that end (see
 * `recutDrops`); the answer says which. A tong space at or under its minimum has 0 recuts left whatever
 * the per-recut figure. No figure (`null`, said in `text`) without limits (no minimum), without a tong
 * space at the latest inspection, or without any per-recut figure.
 *
 * @throws RangeError when the provider's setting is not a positive number of inches.
 * @example
 * recutsLeft({ TS_Pin: 5.5, TS_Box: 6.6 },
 *   { TJ_OD_Premium_Min: 6.094, TJ_OD_Class2_Min: 5.969, TS_Pin_Min: 4, TS_Box_Min: 4.5 },
 *   { drops: { pin: { perRecut: 0.75, recuts: 3 }, box: { perRecut: 0.85, recuts: 2 } } });
 * // pin: (5.5 − 4) ÷ 0.75 = 2 → 2; box: (6.6 − 4.5) ÷ 0.85 = 2.47 → 2
 */
export function recutsLeft(
  latest: Pick<ClassFigures, 'TS_Pin' | 'TS_Box'> | null,
  limits: ClassLimits | null,
  source: RecutSource = {},
): RecutsLeft {
  const { setting } = source;
  if (setting !== null && setting !== undefined && !(Number.isFinite(setting) && setting > 0)) {
    throw new RangeError(
      `The tong space per recut must be a positive number of inches, got ${String(setting)}`,
    );
  }
  return {
    pin: endRecutsLeft('pin', measurement(latest?.TS_Pin), limits?.TS_Pin_Min ?? null, source),
    box: endRecutsLeft('box', measurement(latest?.TS_Box), limits?.TS_Box_Min ?? null, source),
  };
}
