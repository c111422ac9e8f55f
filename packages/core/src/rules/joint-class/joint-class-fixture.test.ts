import { describe, expect, it } from 'vitest';
import {
  type ExpectedJointClass,
  KESTREL,
  NC50_BOX,
  NC50_PIN,
  OSPREY_KD_01,
  TONG_SPACE_PER_RECUT,
} from '../../../../portal/tests/fixtures/joint-class/expected-classes.js';
import { assessJoint } from './assess-joint.js';
import { matchClassLimits } from './match-class-limits.js';
import { recutDrops } from './recut-drops.js';
import { jointClassFixture } from './test-support/joint-class-fixture.js';

// The expected figures and their arithmetic are in the data set's expected-classes.ts.
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
  const setting = TONG_SPACE_PER_RECUT[item.Connection ?? ''] ?? null;
  return assessJoint(inspectionsOf(joint), {
    limits: matchClassLimits(item, fixture.classLimits),
    recuts: { setting, drops: setting === null ? recutDrops(sameConnection.map(inspectionsOf)) : null },
  });
}

function actual(customer: string, serial: string): ExpectedJointClass {
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
