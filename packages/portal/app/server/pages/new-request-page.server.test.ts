import { describe, expect, it } from 'vitest';
import { serialsTyped } from './new-request-page.server.js';

describe('serialsTyped', () => {
  it('should read serials one a line or between commas, semicolons and spaces', () => {
    expect(serialsTyped('NW-0001\r\nNW-0002, NW-0003;NW-0004  NW-0005\n\n')).toEqual([
      'NW-0001',
      'NW-0002',
      'NW-0003',
      'NW-0004',
      'NW-0005',
    ]);
    expect(serialsTyped('  ')).toEqual([]);
  });
});
