import { describe, expect, it } from 'vitest';
import { readClassMarkingForm } from './class-marking-form.server.js';

const posted = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

describe('readClassMarkingForm', () => {
  it('should read each class’s bands, up to its count', () => {
    const marking = readClassMarkingForm(
      posted({
        'Premium.count': '2',
        'Premium.0.colour': '#FFFFFF',
        'Premium.0.name': 'white',
        'Premium.1.colour': '#ffffff',
        'Premium.1.name': 'white',
        'Class 2.count': '1',
        'Class 2.0.colour': '#1565c0',
        'Class 2.0.name': 'blue',
        'Class 2.1.colour': '#000000',
        'Class 2.1.name': 'beyond the count',
        'Reject.count': '0',
      }),
    );
    expect(marking).toEqual({
      Premium: [
        { colour: '#ffffff', name: 'white' },
        { colour: '#ffffff', name: 'white' },
      ],
      'Class 2': [{ colour: '#1565c0', name: 'blue' }],
      Reject: [],
    });
  });

  it('should name the class and band of every wrong field', () => {
    const read = () =>
      readClassMarkingForm(
        posted({
          'Premium.count': '4',
          'Class 2.count': '1',
          'Class 2.0.colour': 'yellow',
          'Class 2.0.name': 'yellow',
          'Reject.count': '1',
          'Reject.0.colour': '#d32f2f',
          'Reject.0.name': ' ',
        }),
      );
    expect(read).toThrow(
      expect.objectContaining({
        status: 400,
        fields: {
          'Premium.count': 'Premium: choose 0 to 3 bands (got "4")',
          'Class 2.0.colour': 'Class 2 band 1: A band colour is written #rrggbb, e.g. #ffd600',
          'Reject.0.name': 'Reject band 1: A band needs the name of its colour, e.g. yellow',
        },
      }),
    );
  });
});
