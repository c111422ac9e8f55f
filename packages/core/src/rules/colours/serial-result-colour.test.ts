import { describe, expect, it } from 'vitest';
import { serialResultColour } from './serial-result-colour.js';

describe('serialResultColour', () => {
  it('is green for Accepted, whatever the case and spacing', () => {
    expect(serialResultColour('Accepted')).toBe('green');
    expect(serialResultColour(' accepted ')).toBe('green');
  });

  it('is red for anything else, including nothing', () => {
    expect(serialResultColour('Rejected')).toBe('red');
    expect(serialResultColour('Accepted with remarks')).toBe('red');
    expect(serialResultColour('')).toBe('red');
    expect(serialResultColour(null)).toBe('red');
    expect(serialResultColour(undefined)).toBe('red');
  });
});
