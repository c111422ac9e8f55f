import { describe, expect, it } from 'vitest';
import { assessJoint } from './assess-joint.js';
import type { JointClass } from './joint-class.js';
import { matchClassLimits } from './match-class-limits.js';
import { recutDrops } from './recut-drops.js';
import type { RecutBasis } from './recuts-left.js';
import { jointClassFixture } from './test-support/joint-class-fixture.js';

// The joint-class data set (packages/portal/tests/fixtures/joint-class), worked out by hand and with
// python3's fractions (exact least squares), never with these rules.
//
// Limits (class_limits.json; OD and tong space in inches):
//   L1 5 1/2 FH, 5 1/2, 21.9, S-135   Premium OD 6.75,  Class 2 OD 6.5,   pin TS 4,    box TS 4.5
//   L2 NC50, 5, any, any              6.25, 6,     4,    4.5
//   L3 NC50, 5, 19.5, any             6.094, 5.969, 4,   4.5
//   L4 NC50, 5, any, G-105            6.125, 6,    4.25, 4.75
// Items: 550DP.21 (5 1/2 FH, 5 1/2, 21.9, S-135) → L1. 500DP.19 (NC50, 5, 19.5, G-105): L2, L3 and L4
// apply; L3 and L4 each name one field, a tie decided for the Weight row → L3 (under L2 or L4 KD-13's
// box OD 6.094 would be Class 2). 400DP.14 (XT39) → no row: no limits.
//
// Tong space per recut: the provider's setting 0.5 in for 5 1/2 FH (given below, a portal setting);
// none for NC50, so the median of Kestrel's NC50 recuts (the later inspection records SUM):
//   pin: KD-13 7.0 → 6.2 = 0.8 (2025), 6.2 → 5.5 = 0.7 (2026); KD-14 6.8 → 6.05 = 0.75 → sorted
//        0.7, 0.75, 0.8: median 0.75 of 3 recuts;
//   box: KD-13 7.5 → 6.6 = 0.9 (2026; 2025 was OK); KD-14 7.2 → 6.4 = 0.8 → median (0.8 + 0.9) / 2 = 0.85
//        of 2 recuts.
//
// Dates: 2024-02-15 → 2025-02-14 is 365 days (2024 is a leap year, 15.02.2025 would be 366), → 2026-02-16
// 367 more; t = 0, 365, 732 days, years = t / 365.25. Least squares with three points: mean t = 1097/3,
// Σ(t − t̄)² = 803738/3; slope per day = Σ(t − t̄)(w − w̄) / Σ(t − t̄)², per year × 365.25; the fitted
// wall on day 0 is w̄ − slope × t̄; the last day at a threshold T is floor((w(0) − T) / −slope) days after
// 2024-02-15 (dates checked with `date -d '2024-02-15 +N days'`).
//   KD-12 94, 90, 85:   Σ(t−t̄)(w−w̄) = −9883/3 → −0.0122963/day = −4.491221952924958 %/yr, w(0) = 94.163012;
//                      80: 1151.81 → day 1151 = 2027-04-11; 70: 1965.06 → 1965 = 2029-07-03.
//   KD-13 95, 93, 92:   −3293/3 → −0.0040971/day = −1.496468065464119 %/yr, w(0) = 94.831509;
//                      80: 3619.996 → 3619 = 2034-01-12; 70: 6060.74 → 6060 = 2040-09-18.
//   KD-17 84, 81, 78.5: −12077/6 → −2.7441307055284185 %/yr, w(0) = 83.913928; latest 78.5 < 80: below;
//                      70: 1851.98 → 1851 = 2029-03-11.
//   KD-18 92, 88.5, 84: −8785/3 → −3.992247784725868 %/yr, w(0) = 92.163469;
//                      80: 1112.83 → 1112 = 2027-03-03; 70: 2027.73 → 2027 = 2029-09-03.
//   Two points, 2025-02-14 → 2026-02-16 (367 days): the line is through both.
//   KD-14 91 → 90: −1 % in 367 days = −365.25/367 = −0.9952316076294278 %/yr; 80 is 11 % below 91:
//                  11 × 367 = 4037 days (exactly) → 2036-03-05; 70: 21 × 367 = 7707 → 2046-03-23.
//   KD-16 85 → 86: +365.25/367 = 0.9952316076294278 %/yr: not falling.

const SETTINGS: Record<string, number> = { '5 1/2 FH': 0.5 };

const WALL_PREMIUM = (wall: string) => `wall ${wall} % is at least 80 % for Premium`;
const WALL_CLASS_2 = (wall: string) => `wall ${wall} % is under 80 % for Premium, at least 70 % for Class 2`;
const OD_PREMIUM = (od: string, min: string) => `box OD ${od} in is at least ${min} in for Premium`;
const PIN_OK = (ts: string) => `pin tong space ${ts} in is at least the 4 in minimum`;
const BOX_OK = (ts: string) => `box tong space ${ts} in is at least the 4.5 in minimum`;
// The figures every 550DP.21 boundary joint shares unless its line says otherwise: OD 6.9, pin 5.5, box 6.25.
const TOOL_JOINT_OK = [OD_PREMIUM('6.9', '6.75'), PIN_OK('5.5'), BOX_OK('6.25')];
const NO_LIMITS =
  "no class limits for this connection and pipe: the tool joint is not classed and the class is the body's";

const SETTING: RecutBasis = { source: 'provider setting', perRecut: 0.5 };
const NC50_PIN: RecutBasis = { source: 'customer median', perRecut: 0.75, recuts: 3 };
const NC50_BOX: RecutBasis = { source: 'customer median', perRecut: 0.85, recuts: 2 };

interface Expected {
  overall: JointClass | null;
  body: JointClass | null;
  toolJoint: JointClass | null;
  reasons: string[];
  rate: number | null;
  premiumUntil: string | null;
  class2Until: string | null;
  premium: string;
  class2: string;
  pin: [number | null, RecutBasis | null];
  box: [number | null, RecutBasis | null];
}

// Recuts left = floor((tong space − minimum) / per recut); at or under the minimum 0.
// 550DP.21 at 0.5 in per recut: pin 5.5 → (5.5 − 4) / 0.5 = 3; box 6.25 → (6.25 − 4.5) / 0.5 = 3.5 → 3.
const ONE_INSPECTION = { rate: null, premiumUntil: null, class2Until: null };
const KESTREL: Record<string, Expected> = {
  // 80.0 % is Premium (at least 80).
  'KD-01': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('80'), ...TOOL_JOINT_OK],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 79.9 % is under 80: Class 2, and already below Premium.
  'KD-02': {
    ...{ overall: 'Class 2', body: 'Class 2', toolJoint: 'Premium' },
    reasons: [WALL_CLASS_2('79.9'), ...TOOL_JOINT_OK],
    ...ONE_INSPECTION,
    ...{ premium: 'below', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 70.0 % is still Class 2.
  'KD-03': {
    ...{ overall: 'Class 2', body: 'Class 2', toolJoint: 'Premium' },
    reasons: [WALL_CLASS_2('70'), ...TOOL_JOINT_OK],
    ...ONE_INSPECTION,
    ...{ premium: 'below', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 69.9 % is under 70: Reject, below both.
  'KD-04': {
    ...{ overall: 'Reject', body: 'Reject', toolJoint: 'Premium' },
    reasons: ['wall 69.9 % is under 70 % for Class 2', ...TOOL_JOINT_OK],
    ...ONE_INSPECTION,
    ...{ premium: 'below', class2: 'below' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // Box OD exactly on the Premium minimum 6.75: Premium.
  'KD-05': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('90'), OD_PREMIUM('6.75', '6.75'), PIN_OK('5.5'), BOX_OK('6.25')],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 6.749 is just under 6.75: Class 2.
  'KD-06': {
    ...{ overall: 'Class 2', body: 'Premium', toolJoint: 'Class 2' },
    reasons: [
      WALL_PREMIUM('90'),
      'box OD 6.749 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
      PIN_OK('5.5'),
      BOX_OK('6.25'),
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // Box OD exactly on the Class 2 minimum 6.5: Class 2.
  'KD-07': {
    ...{ overall: 'Class 2', body: 'Premium', toolJoint: 'Class 2' },
    reasons: [
      WALL_PREMIUM('90'),
      'box OD 6.5 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
      PIN_OK('5.5'),
      BOX_OK('6.25'),
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 6.499 is just under 6.5: Reject.
  'KD-08': {
    ...{ overall: 'Reject', body: 'Premium', toolJoint: 'Reject' },
    reasons: [
      WALL_PREMIUM('90'),
      'box OD 6.499 in is under 6.5 in for Class 2',
      PIN_OK('5.5'),
      BOX_OK('6.25'),
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // Tong space exactly on both minimums (pin 4, box 4.5): still Premium, no recut left.
  'KD-09': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('90'), OD_PREMIUM('6.9', '6.75'), PIN_OK('4'), BOX_OK('4.5')],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [0, SETTING], box: [0, SETTING] },
  },
  // Pin tong space 3.99 under 4: Reject.
  'KD-10': {
    ...{ overall: 'Reject', body: 'Premium', toolJoint: 'Reject' },
    reasons: [
      WALL_PREMIUM('90'),
      OD_PREMIUM('6.9', '6.75'),
      'pin tong space 3.99 in is under the 4 in minimum',
      BOX_OK('6.25'),
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [0, SETTING], box: [3, SETTING] },
  },
  // Box tong space 4.49 under 4.5: Reject.
  'KD-11': {
    ...{ overall: 'Reject', body: 'Premium', toolJoint: 'Reject' },
    reasons: [
      WALL_PREMIUM('90'),
      OD_PREMIUM('6.9', '6.75'),
      PIN_OK('5.5'),
      'box tong space 4.49 in is under the 4.5 in minimum',
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [0, SETTING] },
  },
  // XT39 has no limits row: the tool joint is not classed, the class is the body's (85 %: Premium).
  'KD-12': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: null },
    reasons: [WALL_PREMIUM('85'), NO_LIMITS],
    ...{ rate: -4.491221952924958, premiumUntil: '2027-04-11', class2Until: '2029-07-03' },
    ...{ premium: 'projected', class2: 'projected' },
    ...{ pin: [null, null], box: [null, null] },
  },
  // The recut series, on L3: box OD 6.094 is exactly L3's Premium minimum.
  // Recuts: pin (5.5 − 4) / 0.75 = 2 exactly → 2; box (6.6 − 4.5) / 0.85 = 2.47 → 2.
  'KD-13': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('92'), OD_PREMIUM('6.094', '6.094'), PIN_OK('5.5'), BOX_OK('6.6')],
    ...{ rate: -1.496468065464119, premiumUntil: '2034-01-12', class2Until: '2040-09-18' },
    ...{ premium: 'projected', class2: 'projected' },
    ...{ pin: [2, NC50_PIN], box: [2, NC50_BOX] },
  },
  // Recuts: pin (6.05 − 4) / 0.75 = 2.73 → 2; box (6.4 − 4.5) / 0.85 = 2.24 → 2.
  'KD-14': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('90'), OD_PREMIUM('6.15', '6.094'), PIN_OK('6.05'), BOX_OK('6.4')],
    ...{ rate: -0.9952316076294278, premiumUntil: '2036-03-05', class2Until: '2046-03-23' },
    ...{ premium: 'projected', class2: 'projected' },
    ...{ pin: [2, NC50_PIN], box: [2, NC50_BOX] },
  },
  // The latest tally has no wall: the body is not classed, so neither is the joint. One wall figure
  // (88 on 2025-02-14) is too few for a trend.
  'KD-15': {
    ...{ overall: null, body: null, toolJoint: 'Premium' },
    reasons: [
      'no wall figure: the body is not classed',
      ...TOOL_JOINT_OK,
      'not classed: a missing figure could lower the class',
    ],
    ...ONE_INSPECTION,
    ...{ premium: 'too few inspections', class2: 'too few inspections' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 85 → 86: the wall is not falling.
  'KD-16': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('86'), ...TOOL_JOINT_OK],
    ...{ rate: 0.9952316076294278, premiumUntil: null, class2Until: null },
    ...{ premium: 'not falling', class2: 'not falling' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  // 84, 81, 78.5: already below Premium; Class 2 until 2029-03-11.
  'KD-17': {
    ...{ overall: 'Class 2', body: 'Class 2', toolJoint: 'Premium' },
    reasons: [WALL_CLASS_2('78.5'), ...TOOL_JOINT_OK],
    ...{ rate: -2.7441307055284185, premiumUntil: null, class2Until: '2029-03-11' },
    ...{ premium: 'below', class2: 'projected' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
  'KD-18': {
    ...{ overall: 'Premium', body: 'Premium', toolJoint: 'Premium' },
    reasons: [WALL_PREMIUM('84'), ...TOOL_JOINT_OK],
    ...{ rate: -3.992247784725868, premiumUntil: '2027-03-03', class2Until: '2029-09-03' },
    ...{ premium: 'projected', class2: 'projected' },
    ...{ pin: [3, SETTING], box: [3, SETTING] },
  },
};

// Osprey Energy's joint with Kestrel's serial KD-01: wall 60, OD 6.4, pin 3.5, box 4 on L1.
const OSPREY_KD_01: Expected = {
  ...{ overall: 'Reject', body: 'Reject', toolJoint: 'Reject' },
  reasons: [
    'wall 60 % is under 70 % for Class 2',
    'box OD 6.4 in is under 6.5 in for Class 2',
    'pin tong space 3.5 in is under the 4 in minimum',
    'box tong space 4 in is under the 4.5 in minimum',
  ],
  ...ONE_INSPECTION,
  ...{ premium: 'below', class2: 'below' },
  ...{ pin: [0, SETTING], box: [0, SETTING] },
};

const fixture = jointClassFixture();

function assess(customer: string, serial: string) {
  const joint = fixture.serials.find((s) => s.Customer === customer && s.Serial_Number === serial);
  const item = fixture.items.find((i) => i.Customer === customer && i.Item_No === joint?.Item_No);
  if (!joint || !item) throw new Error(`${customer} ${serial} is not in the fixture`);
  const inspectionsOf = (s: { Customer: string; Serial_Number: string }) =>
    fixture.tallies.filter((t) => t.Customer === s.Customer && t.Serial_Number === s.Serial_Number);
  const sameConnection = fixture.serials.filter(
    (s) =>
      s.Customer === customer &&
      fixture.items.find((i) => i.Customer === customer && i.Item_No === s.Item_No)?.Connection ===
        item.Connection,
  );
  const setting = SETTINGS[item.Connection ?? ''] ?? null;
  return assessJoint(inspectionsOf(joint), {
    limits: matchClassLimits(item, fixture.classLimits),
    recuts: { setting, drops: setting === null ? recutDrops(sameConnection.map(inspectionsOf)) : null },
  });
}

function actual(customer: string, serial: string): Expected {
  const result = assess(customer, serial);
  return {
    overall: result.class?.overall ?? null,
    body: result.class?.body ?? null,
    toolJoint: result.class?.toolJoint ?? null,
    reasons: result.class?.reasons ?? [],
    rate: result.projection.wallRatePerYear,
    premiumUntil: result.projection.premiumUntil,
    class2Until: result.projection.class2Until,
    premium: result.projection.premium,
    class2: result.projection.class2,
    pin: [result.recutsLeft.pin.recutsLeft, result.recutsLeft.pin.basis],
    box: [result.recutsLeft.box.recutsLeft, result.recutsLeft.box.basis],
  };
}

describe('the hand-worked joint-class data set', () => {
  it('has at least 12 joints with up to three inspections each', () => {
    const kestrel = fixture.serials.filter((s) => s.Customer === 'Kestrel Drilling');
    expect(kestrel.length).toBeGreaterThanOrEqual(12);
    for (const joint of kestrel) {
      const count = fixture.tallies.filter(
        (t) => t.Customer === joint.Customer && t.Serial_Number === joint.Serial_Number,
      ).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }
    expect(Object.keys(KESTREL)).toEqual(kestrel.map((s) => s.Serial_Number));
  });

  it.each(Object.entries(KESTREL))("classes Kestrel's %s as worked out by hand", (serial, expected) => {
    const { rate, ...rest } = actual('Kestrel Drilling', serial);
    const { rate: expectedRate, ...expectedRest } = expected;
    expect(rest).toEqual(expectedRest);
    if (expectedRate === null) expect(rate).toBeNull();
    else expect(rate).toBeCloseTo(expectedRate, 12);
  });

  it("classes Osprey's KD-01 on its own figures, never Kestrel's", () => {
    expect(actual('Osprey Energy', 'KD-01')).toEqual(OSPREY_KD_01);
  });

  it('says how each recuts-left figure was worked out', () => {
    expect(assess('Kestrel Drilling', 'KD-13').recutsLeft).toEqual({
      pin: {
        recutsLeft: 2,
        tongSpace: 5.5,
        minimum: 4,
        basis: NC50_PIN,
        text: '2 recuts: 1.5 in above the 4 in minimum at 0.75 in per recut, the median of 3 recorded recuts',
      },
      box: {
        recutsLeft: 2,
        tongSpace: 6.6,
        minimum: 4.5,
        basis: NC50_BOX,
        text: '2 recuts: 2.1 in above the 4.5 in minimum at 0.85 in per recut, the median of 2 recorded recuts',
      },
    });
    expect(assess('Kestrel Drilling', 'KD-01').recutsLeft.box.text).toBe(
      "3 recuts: 1.75 in above the 4.5 in minimum at 0.5 in per recut, the provider's setting for this connection",
    );
    expect(assess('Kestrel Drilling', 'KD-09').recutsLeft.pin.text).toBe(
      'pin tong space 4 in is at the 4 in minimum: no recut left',
    );
    expect(assess('Kestrel Drilling', 'KD-10').recutsLeft.pin.text).toBe(
      'pin tong space 3.99 in is under the 4 in minimum: no recut left',
    );
    expect(assess('Kestrel Drilling', 'KD-12').recutsLeft.pin.text).toBe(
      'no class limits for this connection and pipe: no tong space minimum',
    );
  });
});
