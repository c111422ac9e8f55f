import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './change-password-schema.js';
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
