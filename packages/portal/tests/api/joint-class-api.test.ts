// GET /api/joints/<serial> on the hand-worked joint-class fixture: every class, reason, rate, projected date
// and recuts-left figure is expected-classes.ts's literal, worked out there by hand.
import { describe, expect, it } from 'vitest';
import * as apiSignIn from '../../app/routes/api/auth-sign-in.js';
import * as apiJoints from '../../app/routes/api/joints.js';
import { jointClassAnswerSchema } from '../../app/server/joint-class/joint-class-answer.server.js';
import {
  type ExpectedJointClass,
  KESTREL,
  OSPREY_KD_01,
  TONG_SPACE_PER_RECUT,
} from '../fixtures/joint-class/expected-classes.js';
import { runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

/** The fixture's users.json password. */
const PASSWORD = 'rigready-class';
const KARI = 'kari@kestrel.test';
const OLAV = 'olav@osprey.test';

const jointLoader = apiJoints.loader as unknown as Parameters<typeof runRoute>[0];

const ENV = { PORTAL_TONG_SPACE_PER_RECUT: JSON.stringify(TONG_SPACE_PER_RECUT) };

interface JointAnswer {
  serialNumber: string;
  class: { overall: unknown; body: unknown; toolJoint: unknown; reasons: string[] };
  projection: { premiumUntil: string | null; class2Until: string | null; wallRatePerYear: number | null };
  recutsLeft: Record<'pin' | 'box', { recutsLeft: number | null; basis: unknown }>;
  inspections: { date: string | null; wall: number | null; class: unknown }[];
}

/** The part of an answer expected-classes.ts types in. */
const figures = (answer: JointAnswer) => ({
  overall: answer.class.overall,
  body: answer.class.body,
  toolJoint: answer.class.toolJoint,
  reasons: answer.class.reasons,
  rate: answer.projection.wallRatePerYear,
  premiumUntil: answer.projection.premiumUntil,
  class2Until: answer.projection.class2Until,
  pin: [answer.recutsLeft.pin.recutsLeft, answer.recutsLeft.pin.basis],
  box: [answer.recutsLeft.box.recutsLeft, answer.recutsLeft.box.basis],
});

const expectedFigures = ({ premium: _p, class2: _c, rate, ...rest }: ExpectedJointClass) => ({
  ...rest,
  rate,
});

describe.each(DIALECTS)('GET /api/joints/<serial> on %s', (dialect) => {
  useTestPortal(dialect, ENV, FIXTURES.jointClass);
  const get = (serial: string, headers: Record<string, string>) =>
    runRoute(jointLoader, testRequest(`/api/joints/${serial}`, { headers }), undefined, { serial });

  it("should answer every Kestrel joint's class, projection and recuts as worked out by hand", async () => {
    const cookie = await signIn(KARI, PASSWORD);
    for (const [serial, expected] of Object.entries(KESTREL)) {
      const response = await get(serial, { Cookie: cookie });
      expect(response.status, serial).toBe(200);
      // The answer is what the OpenAPI description says it is (strict: no field more or less).
      const answer = jointClassAnswerSchema.parse(await response.json()) as JointAnswer;
      expect(answer.serialNumber).toBe(serial);
      const got = figures(answer);
      // Rates are least-squares quotients: the literal to 12 places, the rest exactly.
      expect({ ...got, rate: null }, serial).toEqual({ ...expectedFigures(expected), rate: null });
      if (expected.rate === null) expect(got.rate, serial).toBeNull();
      else expect(got.rate, serial).toBeCloseTo(expected.rate, 12);
    }
  });

  it("should list a joint's inspections oldest first with each one's class", async () => {
    const cookie = await signIn(KARI, PASSWORD);
    const answer = (await (await get('KD-17', { Cookie: cookie })).json()) as JointAnswer;
    // expected-classes.ts: KD-17's walls 84, 81, 78.5 on 2024-02-15, 2025-02-14, 2026-02-16; 78.5 < 80.
    expect(answer.inspections.map(({ date, wall, class: c }) => [date, wall, c])).toEqual([
      ['2024-02-15', 84, 'Premium'],
      ['2025-02-14', 81, 'Premium'],
      ['2026-02-16', 78.5, 'Class 2'],
    ]);
  });

  it("should answer Osprey its own KD-01 with a bearer token, and never Kestrel's or another joint", async () => {
    const signedIn = await runRoute(
      apiSignIn.action,
      testRequest('/api/auth/sign-in', { json: { email: OLAV, password: PASSWORD } }),
    );
    const { token } = (await signedIn.json()) as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    const answer = (await (await get('KD-01', bearer)).json()) as JointAnswer;
    expect(figures(answer)).toEqual({ ...expectedFigures(OSPREY_KD_01), rate: null });
    // KD-02 is Kestrel's alone; KD-99 is nobody's: the same 404.
    expect((await get('KD-02', bearer)).status).toBe(404);
    expect((await get('KD-99', bearer)).status).toBe(404);
    expect(await (await get('KD-02', bearer)).json()).toEqual({ message: 'No such joint' });
  });

  it("should give Kestrel its KD-01 and not Osprey's, even when it names Osprey", async () => {
    const cookie = await signIn(KARI, PASSWORD);
    const response = await runRoute(
      jointLoader,
      testRequest('/api/joints/KD-01?customer=Osprey%20Energy', { headers: { Cookie: cookie } }),
      undefined,
      { serial: 'KD-01' },
    );
    expect(figures((await response.json()) as JointAnswer).overall).toBe(KESTREL['KD-01']?.overall);
    expect(KESTREL['KD-01']?.overall).toBe('Premium');
  });

  it('should refuse a caller who is not signed in', async () => {
    expect((await get('KD-01', {})).status).toBe(401);
  });
});
