import { describe, expect, it } from 'vitest';
import { fieldPathOfDataRequest, isFieldPath } from './field-pages.js';

describe('the field screens the service worker keeps', () => {
  it('should count the three field paths and nothing beside them', () => {
    expect(['/scan', '/scan/rack', '/scan/delivery'].map(isFieldPath)).toEqual([true, true, true]);
    expect(['/scan/', '/scanner', '/scan/rack/R-12', '/counts', '/', '/login'].map(isFieldPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("should name the field page of a single-fetch data URL, and no other page's", () => {
    expect(fieldPathOfDataRequest('/scan.data')).toBe('/scan');
    expect(fieldPathOfDataRequest('/scan/rack.data')).toBe('/scan/rack');
    expect(fieldPathOfDataRequest('/scan/delivery.data')).toBe('/scan/delivery');
    expect(fieldPathOfDataRequest('/scan')).toBeNull();
    expect(fieldPathOfDataRequest('/orders.data')).toBeNull();
    expect(fieldPathOfDataRequest('/_root.data')).toBeNull();
    expect(fieldPathOfDataRequest('/api/field/copy.data')).toBeNull();
  });
});
