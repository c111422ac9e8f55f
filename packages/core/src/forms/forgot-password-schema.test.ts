import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './forgot-password-schema.js';

const message = (email: unknown) => forgotPasswordSchema.safeParse({ email }).error?.issues[0]?.message;

describe('forgotPasswordSchema', () => {
  it('accepts text@text, trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' a@b ' })).toEqual({ email: 'a@b' });
    expect(forgotPasswordSchema.safeParse({ email: 'ola.nordmann@rig.no' }).success).toBe(true);
  });

  it('requires the e-mail', () => {
    expect(message('')).toBe('E-mail is required');
    expect(message('   ')).toBe('E-mail is required');
    expect(message(undefined)).toBe('E-mail is required');
  });

  it.each([['ab'], ['a@'], ['@b'], ['a b@c'], ['a@b@c']])('rejects %j as not valid', (email) => {
    expect(message(email)).toBe('E-mail must be valid');
  });
});
