import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordProblem } from './password-policy.server.js';

const TOO_SHORT = 'New password must be minimum 8 characters';
const TOO_COMMON = 'New password is too common. Choose one that is harder to guess';

describe('newPasswordProblem', () => {
  it.each([
    ['', TOO_SHORT],
    ['abc123', TOO_SHORT],
    ['7chars!', TOO_SHORT],
    ['🛢️🛢️🛢️', TOO_SHORT],
    ['8 chars!', null],
    ['password', TOO_COMMON],
    ['Password123', TOO_COMMON],
    ['12345678', TOO_COMMON],
    ['Summer2024!', TOO_COMMON],
    ['RIGREADY123', TOO_COMMON],
    ['qwertyuiop', TOO_COMMON],
    ['tubular-sandpiper-41', null],
  ])('should judge %j as %j', (password, problem) => {
    expect(newPasswordProblem(password)).toBe(problem);
  });
});

describe('isCommonPassword', () => {
  it('should know the common list without letter case and pass a long random passphrase', () => {
    expect(isCommonPassword('LetMeIn')).toBe(true);
    expect(isCommonPassword('winter2019')).toBe(true);
    expect(isCommonPassword('rigready-demo')).toBe(true);
    expect(isCommonPassword('correct horse battery staple on the rig')).toBe(false);
  });
});
