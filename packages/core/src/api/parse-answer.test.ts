import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors.js';
import { formatIssuePath, parseAnswer } from './parse-answer.js';

describe('formatIssuePath', () => {
  it('should write keys with dots and list indexes in brackets', () => {
    expect(formatIssuePath(['data', 3, 'Rig_Ready'])).toBe('data[3].Rig_Ready');
    expect(formatIssuePath([0, 'Serial_No'])).toBe('[0].Serial_No');
    expect(formatIssuePath(['Multi', 0, 0])).toBe('Multi[0][0]');
  });

  it('should name the root when the answer itself is wrong', () => {
    expect(formatIssuePath([])).toBe('(root)');
  });
});

describe('parseAnswer', () => {
  const schema = z.array(z.looseObject({ Order_No: z.number() }));

  it('should return the parsed answer', () => {
    expect(parseAnswer('getdp', schema, [{ Order_No: 1, extra: true }])).toEqual([
      { Order_No: 1, extra: true },
    ]);
  });

  it('should throw a schema ApiError naming the call and the first mismatching field', () => {
    let error: unknown;
    try {
      parseAnswer('getdp', schema, [{ Order_No: 1 }, { Order_No: 'x' }, { Order_No: null }]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'schema', call: 'getdp', path: '[1].Order_No' });
    expect((error as ApiError).message).toMatch(
      /^getdp: the answer does not match its schema at \[1\]\.Order_No: /,
    );
  });

  it('should reject an answer of the wrong kind at the root', () => {
    expect(() => parseAnswer('getdp', schema, { rows: [] })).toThrow(/at \(root\)/);
  });
});
