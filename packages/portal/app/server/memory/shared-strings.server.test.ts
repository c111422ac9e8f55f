import { describe, expect, it } from 'vitest';
import { sharedStrings } from './shared-strings.server.js';

describe('sharedStrings', () => {
  it('answers every string as it was given and null as null', () => {
    const shared = sharedStrings();
    const first = ['Kestrel', 'Drilling'].join(' ');
    expect(shared(first)).toBe('Kestrel Drilling');
    expect(shared(['Kestrel', 'Drilling'].join(' '))).toBe('Kestrel Drilling');
    expect(shared('Osprey Energy')).toBe('Osprey Energy');
    expect(shared(null)).toBeNull();
  });
});
