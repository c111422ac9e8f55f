import { describe, expect, it } from 'vitest';
import type { ClassLimits } from './class-limits.js';
import { type ClassFigures, classifyInspection, NOT_CLASSED_REASON } from './classify-inspection.js';
import { NO_LIMITS_REASON } from './tool-joint-class.js';

const LIMITS: ClassLimits = {
  TJ_OD_Premium_Min: 6.75,
  TJ_OD_Class2_Min: 6.5,
  TS_Pin_Min: 4,
  TS_Box_Min: 4.5,
};
const SOUND: ClassFigures = { Wall: 90, OD_Box: 6.9, TS_Pin: 5.5, TS_Box: 6.25 };
const WALL_90 = 'wall 90 % is at least 80 % for Premium';
const OD_69 = 'box OD 6.9 in is at least 6.75 in for Premium';
const PIN_55 = 'pin tong space 5.5 in is at least the 4 in minimum';
const BOX_625 = 'box tong space 6.25 in is at least the 4.5 in minimum';

describe('classifyInspection on the body thresholds (80 and 70 %)', () => {
  it.each([
    [100, 'Premium', 'wall 100 % is at least 80 % for Premium'],
    [80, 'Premium', 'wall 80 % is at least 80 % for Premium'],
    [79.9, 'Class 2', 'wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2'],
    [70, 'Class 2', 'wall 70 % is under 80 % for Premium, at least 70 % for Class 2'],
    [69.9, 'Reject', 'wall 69.9 % is under 70 % for Class 2'],
    [0, 'Reject', 'wall 0 % is under 70 % for Class 2'],
  ] as const)('classes a wall of %s %% as %s', (wall, body, reason) => {
    const result = classifyInspection({ ...SOUND, Wall: wall }, LIMITS);
    expect(result.body).toBe(body);
    expect(result.overall).toBe(body);
    expect(result.reasons[0]).toBe(reason);
  });

  it('reads figures given as numeric strings', () => {
    const result = classifyInspection(
      { Wall: '79.90', OD_Box: '6.749', TS_Pin: ' 5.5 ', TS_Box: '6.25' },
      LIMITS,
    );
    expect(result).toEqual({
      overall: 'Class 2',
      body: 'Class 2',
      toolJoint: 'Class 2',
      noLimits: false,
      reasons: [
        'wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2',
        'box OD 6.749 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
        PIN_55,
        BOX_625,
      ],
    });
  });

  it('uses the provider’s thresholds when given (85 and 75 %)', () => {
    const thresholds = { premiumMinWall: 85, class2MinWall: 75 };
    expect(classifyInspection({ ...SOUND, Wall: 85 }, LIMITS, thresholds).body).toBe('Premium');
    expect(classifyInspection({ ...SOUND, Wall: 84.9 }, LIMITS, thresholds).reasons[0]).toBe(
      'wall 84.9 % is under 85 % for Premium, at least 75 % for Class 2',
    );
    expect(classifyInspection({ ...SOUND, Wall: 74.99 }, LIMITS, thresholds).reasons[0]).toBe(
      'wall 74.99 % is under 75 % for Class 2',
    );
  });

  it('refuses thresholds and limits that make no sense', () => {
    expect(() => classifyInspection(SOUND, LIMITS, { premiumMinWall: 70, class2MinWall: 80 })).toThrow(
      'The Premium wall threshold (70 %) is under the Class 2 one (80 %)',
    );
    expect(() => classifyInspection(SOUND, { ...LIMITS, TS_Box_Min: 0 })).toThrow(
      'Class limit TS_Box_Min must be a positive number of inches, got 0',
    );
  });
});

describe('classifyInspection on the tool-joint limits', () => {
  it.each([
    [{ OD_Box: 6.75 }, 'Premium', 'box OD 6.75 in is at least 6.75 in for Premium'],
    [
      { OD_Box: 6.749 },
      'Class 2',
      'box OD 6.749 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
    ],
    [{ OD_Box: 6.5 }, 'Class 2', 'box OD 6.5 in is under 6.75 in for Premium, at least 6.5 in for Class 2'],
    [{ OD_Box: 6.499 }, 'Reject', 'box OD 6.499 in is under 6.5 in for Class 2'],
  ] as const)('classes %o as %s', (change, toolJoint, reason) => {
    const result = classifyInspection({ ...SOUND, ...change }, LIMITS);
    expect(result.toolJoint).toBe(toolJoint);
    expect(result.overall).toBe(toolJoint);
    expect(result.reasons).toEqual([WALL_90, reason, PIN_55, BOX_625]);
  });

  it.each([
    [{ TS_Pin: 4 }, 'Premium', 1, 'pin tong space 4 in is at least the 4 in minimum'],
    [{ TS_Pin: 3.99 }, 'Reject', 1, 'pin tong space 3.99 in is under the 4 in minimum'],
    [{ TS_Box: 4.5 }, 'Premium', 2, 'box tong space 4.5 in is at least the 4.5 in minimum'],
    [{ TS_Box: 4.49 }, 'Reject', 2, 'box tong space 4.49 in is under the 4.5 in minimum'],
  ] as const)('classes tong space %o as %s', (change, toolJoint, at, reason) => {
    const result = classifyInspection({ ...SOUND, ...change }, LIMITS);
    expect(result.toolJoint).toBe(toolJoint);
    expect(result.reasons[at + 1]).toBe(reason);
  });

  it('takes the lower of body and tool joint', () => {
    expect(classifyInspection({ ...SOUND, Wall: 75, OD_Box: 6.6 }, LIMITS).overall).toBe('Class 2');
    expect(classifyInspection({ ...SOUND, Wall: 75, TS_Box: 4 }, LIMITS).overall).toBe('Reject');
    expect(classifyInspection({ ...SOUND, Wall: 65, OD_Box: 6.6 }, LIMITS).overall).toBe('Reject');
  });
});

describe('classifyInspection without limits', () => {
  it("leaves the tool joint unclassed and gives the body's class, saying so", () => {
    expect(classifyInspection({ ...SOUND, Wall: 79.9, OD_Box: 1 }, null)).toEqual({
      overall: 'Class 2',
      body: 'Class 2',
      toolJoint: null,
      noLimits: true,
      reasons: ['wall 79.9 % is under 80 % for Premium, at least 70 % for Class 2', NO_LIMITS_REASON],
    });
  });

  it('has no class at all without a wall figure either', () => {
    expect(classifyInspection({ ...SOUND, Wall: null }, null)).toEqual({
      overall: null,
      body: null,
      toolJoint: null,
      noLimits: true,
      reasons: ['no wall figure: the body is not classed', NO_LIMITS_REASON, NOT_CLASSED_REASON],
    });
  });
});

// A missing figure can only lower a class: a part is classed only when no missing figure could lower it
// (or when its known figures already make it Reject), and the joint only when both parts are (or one
// is Reject).
describe('classifyInspection with missing figures', () => {
  it.each([
    [
      'no wall',
      { Wall: null },
      [null, null, 'Premium'],
      ['no wall figure: the body is not classed', OD_69, PIN_55, BOX_625, NOT_CLASSED_REASON],
    ],
    [
      'an empty wall',
      { Wall: '' },
      [null, null, 'Premium'],
      ['no wall figure: the body is not classed', OD_69, PIN_55, BOX_625, NOT_CLASSED_REASON],
    ],
    [
      'a wall that is not a number',
      { Wall: 'n/a' },
      [null, null, 'Premium'],
      ['no wall figure: the body is not classed', OD_69, PIN_55, BOX_625, NOT_CLASSED_REASON],
    ],
    [
      'no box OD',
      { OD_Box: null },
      [null, 'Premium', null],
      [WALL_90, 'no box OD figure', PIN_55, BOX_625, NOT_CLASSED_REASON],
    ],
    [
      'no pin tong space',
      { TS_Pin: undefined },
      [null, 'Premium', null],
      [WALL_90, OD_69, 'no pin tong space figure', BOX_625, NOT_CLASSED_REASON],
    ],
    [
      'no box tong space, box OD Class 2',
      { TS_Box: null, OD_Box: 6.6 },
      [null, 'Premium', null],
      [
        WALL_90,
        'box OD 6.6 in is under 6.75 in for Premium, at least 6.5 in for Class 2',
        PIN_55,
        'no box tong space figure',
        NOT_CLASSED_REASON,
      ],
    ],
    [
      'no box OD but a pin under its minimum',
      { OD_Box: null, TS_Pin: 3.9 },
      ['Reject', 'Premium', 'Reject'],
      [WALL_90, 'no box OD figure', 'pin tong space 3.9 in is under the 4 in minimum', BOX_625],
    ],
    [
      'no tool-joint figure but a Reject wall',
      { Wall: 60, OD_Box: null, TS_Pin: null, TS_Box: null },
      ['Reject', 'Reject', null],
      [
        'wall 60 % is under 70 % for Class 2',
        'no box OD figure',
        'no pin tong space figure',
        'no box tong space figure',
      ],
    ],
    [
      'no wall but a Reject box OD',
      { Wall: null, OD_Box: 6.2 },
      ['Reject', null, 'Reject'],
      [
        'no wall figure: the body is not classed',
        'box OD 6.2 in is under 6.5 in for Class 2',
        PIN_55,
        BOX_625,
      ],
    ],
  ] as const)('with %s', (_, change, [overall, body, toolJoint], reasons) => {
    expect(classifyInspection({ ...SOUND, ...change }, LIMITS)).toEqual({
      overall,
      body,
      toolJoint,
      noLimits: false,
      reasons,
    });
  });
});
