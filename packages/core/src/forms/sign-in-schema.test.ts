import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in-schema.js';

describe('signInSchema', () => {
  it('accepts any present e-mail and password', () => {
    expect(signInSchema.parse({ username: ' not-even-an-email ', password: ' ' })).toEqual({
      username: 'not-even-an-email',
      password: ' ',
    });
  });

  it('only asks that both are present', () => {
    const issues = signInSchema.safeParse({ username: '  ', password: '' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['username', 'This field is required'],
      ['password', 'This field is required'],
    ]);
  });
});
