import { ASVS_PASSWORD_MESSAGES } from '@rigready/core';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordProblem } from './password-policy.server.js';

describe('newPasswordProblem', () => {
  it.each([
    ['', ASVS_PASSWORD_MESSAGES.tooShort],
    ['abc123', ASVS_PASSWORD_MESSAGES.tooShort],
    ['7chars!', ASVS_PASSWORD_MESSAGES.tooShort],
    ['🛢️🛢️🛢️', ASVS_PASSWORD_MESSAGES.tooShort],
    ['8 chars!', null],
    ['password', ASVS_PASSWORD_MESSAGES.tooCommon],
    ['Password123', ASVS_PASSWORD_MESSAGES.tooCommon],
    ['12345678', ASVS_PASSWORD_MESSAGES.tooCommon],
    ['Summer2024!', ASVS_PASSWORD_MESSAGES.tooCommon],
    ['RIGREADY123', ASVS_PASSWORD_MESSAGES.tooCommon],
    ['qwertyuiop', ASVS_PASSWORD_MESSAGES.tooCommon],
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
