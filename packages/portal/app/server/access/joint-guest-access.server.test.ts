import { describe, expect, it } from 'vitest';
import { guestJointRefusal } from './joint-guest-access.server.js';

// The demo guest's route list (README): Drill Pipe, OCTG and Non Conformance.
const GUEST = ['dp', 'octg', 'NCR'];

describe('guestJointRefusal (ADR 044)', () => {
  it("should let a guest open a joint of a pipe type in the guest's route list", () => {
    expect(guestJointRefusal(GUEST, 'Drill Pipe', 'SKV100002')).toBeNull();
    expect(guestJointRefusal(GUEST, 'Tubing', 'SKV100500')).toBeNull();
  });

  it('should refuse a joint of another pipe type, naming its type and what the account shows', () => {
    expect(guestJointRefusal(GUEST, 'Heavy Weight', 'SKV100900')).toBe(
      'Joint SKV100900 is Heavy Weight; your account shows the joints of Drill Pipe and OCTG. Ask your administrator for access to its reports',
    );
  });

  it('should never refuse a user without a route list', () => {
    expect(guestJointRefusal([], 'Heavy Weight', 'SKV100900')).toBeNull();
  });
});
