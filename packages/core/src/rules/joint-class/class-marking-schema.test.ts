import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_MARKING } from './class-marking.js';
import { classMarkingSchema } from './class-marking-schema.js';

describe('the class marking schema', () => {
  it('accepts a provider’s marking and lower-cases its colours', () => {
    const marking = classMarkingSchema.parse({
      Premium: [{ colour: '#FFFFFF', name: ' white ' }],
      'Class 2': [{ colour: '#FFD600', name: 'yellow' }],
      Reject: [{ colour: '#000000', name: 'black' }],
    });
    expect(marking.Premium).toEqual([{ colour: '#ffffff', name: 'white' }]);
  });

  it('accepts a class with no bands, for a provider that leaves it unmarked', () => {
    const marking = classMarkingSchema.parse({ ...DEFAULT_CLASS_MARKING, Premium: [] });
    expect(marking.Premium).toEqual([]);
  });

  it('says what is wrong with a bad marking', () => {
    const white = { colour: '#ffffff', name: 'white' };
    const result = classMarkingSchema.safeParse({
      Premium: [white, white, white, white],
      'Class 2': [{ colour: 'yellow', name: 'yellow' }],
      Reject: [{ colour: '#d32f2f', name: '' }],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Premium', 'A class is marked with at most three bands'],
      ['Class 2.0.colour', 'A band colour is written #rrggbb, e.g. #ffd600'],
      ['Reject.0.name', 'A band needs the name of its colour, e.g. yellow'],
    ]);
  });
});
