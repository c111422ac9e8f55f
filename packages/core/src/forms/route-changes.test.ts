import { describe, expect, it } from 'vitest';
import { routeChanges } from './route-changes.js';

describe('routeChanges', () => {
  it('should name the routes taken away and the routes given', () => {
    expect(routeChanges(['dp', 'NCR'], ['dp', 'octg'])).toEqual({ removed: ['NCR'], added: ['octg'] });
  });

  it('should change nothing when the lists hold the same routes in another order', () => {
    expect(routeChanges(['dp', 'heavy'], ['heavy', 'dp'])).toEqual({ removed: [], added: [] });
  });

  it('should handle empty lists at either end (empty means every route)', () => {
    expect(routeChanges([], [])).toEqual({ removed: [], added: [] });
    expect(routeChanges([], ['NCR'])).toEqual({ removed: [], added: ['NCR'] });
    expect(routeChanges(['NCR', 'dp'], [])).toEqual({ removed: ['NCR', 'dp'], added: [] });
  });

  it('should list a repeated route once', () => {
    expect(routeChanges(['dp', 'dp'], ['octg', 'octg'])).toEqual({ removed: ['dp'], added: ['octg'] });
  });
});
