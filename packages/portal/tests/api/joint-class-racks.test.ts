// /api/getPipes gives each joint of the rack its class, for the rack grid's class colour scale: the
// classes are expected-classes.ts's literals.
import { rackAnswerSchema } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import * as apiCall from '../../app/routes/api/call.js';
import { KESTREL, OSPREY_KD_01 } from '../fixtures/joint-class/expected-classes.js';
import { runRoute, signIn, testRequest, useTestPortal } from '../helpers/portal-harness.js';
import { DIALECTS, FIXTURES } from '../helpers/test-database.js';

const PASSWORD = 'rigready-class';

describe.each(DIALECTS)("the rack's joints with their class on %s", (dialect) => {
  useTestPortal(dialect, {}, FIXTURES.jointClass);
  const pipesOf = async (email: string) => {
    const cookie = await signIn(email, PASSWORD);
    const response = await runRoute(apiCall.loader, testRequest('/api/getPipes?rackname=K1', { cookie }));
    expect(response.status).toBe(200);
    const rack = rackAnswerSchema.parse(await response.json());
    return rack.pipes.map((pipe) => [pipe.Serial_Number, (pipe as { Class?: unknown }).Class]);
  };

  it("should class each of Kestrel's joints in rack K1 as worked out by hand", async () => {
    expect(await pipesOf('kari@kestrel.test')).toEqual(
      Object.entries(KESTREL).map(([serial, expected]) => [serial, expected.overall]),
    );
  });

  it('should give Osprey its own KD-01, Reject, and nothing of Kestrel', async () => {
    expect(await pipesOf('olav@osprey.test')).toEqual([['KD-01', OSPREY_KD_01.overall]]);
    expect(OSPREY_KD_01.overall).toBe('Reject');
  });
});
