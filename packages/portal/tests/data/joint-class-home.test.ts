// The home figure "joints dropping below Premium in the next 6 months" and the list it opens, on the
// hand-worked joint-class fixture: each joint's last projected day at Premium is expected-classes.ts's.
import { describe, expect, it } from 'vitest';
import * as inventory from '../../app/routes/inventory/inventory.js';
import * as home from '../../app/routes/system/home.js';
import { KESTREL } from '../fixtures/joint-class/expected-classes.js';
import { runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const PASSWORD = 'rigready-class';
const KARI = 'kari@kestrel.test';
const OLAV = 'olav@osprey.test';
const LABEL = 'Joints dropping below Premium in the next 6 months';

interface Figure {
  label: string;
  value: number;
  to: string;
}

// expected-classes.ts: the Premium joints with a falling wall and their last projected day at Premium:
// KD-18 2027-03-03, KD-12 2027-04-11, KD-13 2034-01-12, KD-14 2036-03-05 (KD-17 is Class 2 already).
// Six months from today is the horizon; a joint counts when its last day at Premium is before it.
const CASES: [today: string, expected: string[]][] = [
  ['2026-09-03', []], // horizon 2027-03-03: KD-18's last Premium day is the horizon itself
  ['2026-09-04', ['KD-18']], // horizon 2027-03-04
  ['2026-10-11', ['KD-18']], // horizon 2027-04-11: KD-12's last day is the horizon itself
  ['2026-10-12', ['KD-12', 'KD-18']], // horizon 2027-04-12
];

describe.each(DIALECTS)('the joints dropping below Premium on %s', (dialect) => {
  const portal = useTestPortal(dialect, {}, FIXTURES.jointClass);
  const figureOf = async (cookie: string) => {
    const answer = (await (await runRoute(home.loader, testRequest('/home', { cookie }))).json()) as {
      figures: { title: string; figures: Figure[] }[];
    };
    return answer.figures.flatMap((group) => group.figures).find((figure) => figure.label === LABEL);
  };
  const listOf = async (cookie: string, to: string) => {
    const response = await runRoute(inventory.loader, testRequest(to, { cookie }));
    const { jointList } = (await response.json()) as {
      jointList: { title: string; rows: { Serial_Number: string }[] };
    };
    return jointList;
  };

  it('should count the Premium joints whose wall leaves Premium within six months, as its list does', async () => {
    const cookie = await signIn(KARI, PASSWORD);
    expect(KESTREL['KD-18']?.premiumUntil).toBe('2027-03-03');
    expect(KESTREL['KD-12']?.premiumUntil).toBe('2027-04-11');
    for (const [today, expected] of CASES) {
      portal().clock.now = new Date(`${today}T12:00:00Z`);
      const figure = await figureOf(cookie);
      expect([today, figure?.value, figure?.to]).toEqual([
        today,
        expected.length,
        '/inventory?dropping=premium',
      ]);
      const list = await listOf(cookie, figure?.to ?? '');
      expect([today, list.rows.map((row) => row.Serial_Number)]).toEqual([today, expected]);
      expect(list.title).toBe('Dropping below Premium in the next 6 months');
    }
  });

  it("should count none for Osprey, whose KD-01 is Reject, whatever Kestrel's KD-01 does", async () => {
    portal().clock.now = new Date('2026-10-12T12:00:00Z');
    expect((await figureOf(await signIn(OLAV, PASSWORD)))?.value).toBe(0);
  });
});
