import { describe, expect, it } from 'vitest';
import type { PipeType } from '../session/session.types.js';
import { isPipeTypeSwitchVisible, routeDataPath } from './data-path.js';
import { routeByName } from './route-table.js';

describe('isPipeTypeSwitchVisible', () => {
  it('is true on the flagged routes, with query or trailing slash', () => {
    for (const target of ['/inventory', '/preinvoice/', '/delivery?x=1', '/orderconfirm', '/ongoingorders']) {
      expect(isPipeTypeSwitchVisible(target), target).toBe(true);
    }
  });

  it('is false elsewhere and on unknown paths', () => {
    for (const target of ['/dp', '/received', '/home', '/login', '/', '/nowhere']) {
      expect(isPipeTypeSwitchVisible(target), target).toBe(false);
    }
  });
});

describe('routeDataPath', () => {
  it('follows the pipe type on switched routes', () => {
    expect(routeDataPath(routeByName('delivery'), 'Tubular')).toBe('/getDelivery');
    expect(routeDataPath(routeByName('delivery'), 'BHA')).toBe('/getDeliveryBHA');
    expect(routeDataPath(routeByName('inventory'), 'Tubular')).toBeNull();
  });

  it('keeps a switchless route’s list whatever pipe type was chosen elsewhere', () => {
    expect(routeDataPath(routeByName('received'), 'BHA')).toBe('/getReceived');
    expect(routeDataPath(routeByName('tcp'), 'Tubular')).toBe('/getTCP');
  });

  it('refuses a pipe type that is not Tubular or BHA', () => {
    expect(() => routeDataPath(routeByName('dp'), 'bha' as PipeType)).toThrow(
      'The pipe type must be Tubular or BHA, got "bha"',
    );
  });
});
