import { describe, expect, it } from 'vitest';
import { bandsText, DEFAULT_CLASS_MARKING } from './class-marking.js';

describe('the class marking', () => {
  it('is two white bands for Premium, one yellow for Class 2, one red for Reject by default', () => {
    expect(DEFAULT_CLASS_MARKING).toEqual({
      Premium: [
        { colour: '#ffffff', name: 'white' },
        { colour: '#ffffff', name: 'white' },
      ],
      'Class 2': [{ colour: '#ffd600', name: 'yellow' }],
      Reject: [{ colour: '#d32f2f', name: 'red' }],
    });
    expect(bandsText(DEFAULT_CLASS_MARKING.Premium)).toBe('two white bands');
    expect(bandsText(DEFAULT_CLASS_MARKING['Class 2'])).toBe('one yellow band');
  });

  it('tells mixed bands in words', () => {
    expect(
      bandsText([
        { colour: '#ffffff', name: 'white' },
        { colour: '#1565c0', name: 'blue' },
        { colour: '#1565c0', name: 'blue' },
      ]),
    ).toBe('one white band and two blue bands');
    expect(bandsText([])).toBe('no bands');
  });
});
