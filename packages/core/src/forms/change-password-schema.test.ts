import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  newPasswordSchema,
  portalChangePasswordSchema,
} from './change-password-schema.js';
import { PASSWORD_MIN_LENGTH } from './messages.js';

const issues = (values: Record<string, string>) =>
  (changePasswordSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]);

describe('changePasswordSchema', () => {
  it('accepts a new password of exactly 6 characters that differs and is confirmed', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(issues({ oldPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });

  it('requires every field, once each', () => {
    expect(issues({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      ['oldPassword', 'This field is required'],
      ['newPassword', 'This field is required'],
      ['confirmPassword', 'This field is required'],
    ]);
  });

  it('rejects a new password of 5 characters', () => {
    expect(issues({ oldPassword: 'old', newPassword: 'abcde', confirmPassword: 'abcde' })).toEqual([
      ['newPassword', 'New password must be minimum 6 characters'],
    ]);
  });

  it('rejects a new password equal to the old one', () => {
    expect(issues({ oldPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([
      ['newPassword', 'New password cannot be same as old password'],
    ]);
  });

  it('rejects a confirmation that does not match, spaces included', () => {
    expect(issues({ oldPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef ' })).toEqual([
      ['confirmPassword', 'New passwords do not match'],
    ]);
  });
});

describe('portalChangePasswordSchema', () => {
  const portalIssues = (values: Record<string, string>) =>
    (portalChangePasswordSchema.safeParse(values).error?.issues ?? []).map((i) => [i.path[0], i.message]);

  it.each(['abcdef', 'abc1234', '🛢️🛢️🛢️'])('rejects %j, shorter than 8 characters', (password) => {
    expect(portalIssues({ oldPassword: 'old', newPassword: password, confirmPassword: password })).toEqual([
      ['newPassword', 'New password must be minimum 8 characters'],
    ]);
  });

  it('accepts 8 characters, counting an emoji as one', () => {
    expect(
      portalIssues({ oldPassword: 'old', newPassword: 'abcd1234', confirmPassword: 'abcd1234' }),
    ).toEqual([]);
    expect(
      portalIssues({ oldPassword: 'old', newPassword: 'abcdefg🛢', confirmPassword: 'abcdefg🛢' }),
    ).toEqual([]);
  });

  it('keeps the form rules of the spec: required, different from the old one, confirmed', () => {
    expect(portalIssues({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      ['oldPassword', 'This field is required'],
      ['newPassword', 'This field is required'],
      ['confirmPassword', 'This field is required'],
    ]);
    expect(
      portalIssues({ oldPassword: 'abcd1234', newPassword: 'abcd1234', confirmPassword: 'abcd1235' }),
    ).toEqual([
      ['newPassword', 'New password cannot be same as old password'],
      ['confirmPassword', 'New passwords do not match'],
    ]);
  });
});

describe('newPasswordSchema', () => {
  it("answers the portal's length message for 7 characters and nothing for 8", () => {
    expect(newPasswordSchema.safeParse('abc1234').error?.issues.map((i) => i.message)).toEqual([
      'New password must be minimum 8 characters',
    ]);
    expect(newPasswordSchema.safeParse('abcd1234').success).toBe(true);
  });
});
