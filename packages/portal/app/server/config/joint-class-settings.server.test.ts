import { describe, expect, it } from 'vitest';
import { readJointClassSettings } from './joint-class-settings.server.js';

describe('readJointClassSettings', () => {
  it("should default to API RP 7G-2's 80 % and 70 % and no tong space per recut", () => {
    expect(readJointClassSettings({})).toEqual({
      thresholds: { premiumMinWall: 80, class2MinWall: 70 },
      tongSpacePerRecut: {},
    });
  });

  it("should read the provider's thresholds and tong space per recut", () => {
    expect(
      readJointClassSettings({
        PORTAL_CLASS_PREMIUM_MIN_WALL: '85',
        PORTAL_CLASS_CLASS2_MIN_WALL: '75',
        PORTAL_TONG_SPACE_PER_RECUT: '{"5 1/2 FH": 0.5, "NC50": 0.75}',
      }),
    ).toEqual({
      thresholds: { premiumMinWall: 85, class2MinWall: 75 },
      tongSpacePerRecut: { '5 1/2 FH': 0.5, NC50: 0.75 },
    });
  });

  it('should refuse values it cannot use, naming the variable', () => {
    expect(() => readJointClassSettings({ PORTAL_CLASS_PREMIUM_MIN_WALL: 'eighty' })).toThrow(
      'Invalid configuration: PORTAL_CLASS_PREMIUM_MIN_WALL must be a percentage, e.g. 80',
    );
    expect(() => readJointClassSettings({ PORTAL_CLASS_PREMIUM_MIN_WALL: '60' })).toThrow(
      'The Premium wall threshold (60 %) is under the Class 2 one (70 %)',
    );
    expect(() => readJointClassSettings({ PORTAL_TONG_SPACE_PER_RECUT: 'NC50=0.5' })).toThrow(
      'PORTAL_TONG_SPACE_PER_RECUT must be a JSON object',
    );
    expect(() => readJointClassSettings({ PORTAL_TONG_SPACE_PER_RECUT: '{"NC50": -1}' })).toThrow(
      'PORTAL_TONG_SPACE_PER_RECUT "NC50" must be a positive number of inches, got -1',
    );
  });
});
