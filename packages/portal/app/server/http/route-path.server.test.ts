import { describe, expect, it } from 'vitest';
import { routePath } from './route-path.server.js';

describe('routePath', () => {
  it('should name the route of a data request and of a path with a trailing slash', () => {
    expect(routePath('/mobile-upload/files')).toBe('/mobile-upload/files');
    expect(routePath('/mobile-upload/files.data')).toBe('/mobile-upload/files');
    expect(routePath('/mobile-upload/files/')).toBe('/mobile-upload/files');
    expect(routePath('/_root.data')).toBe('/');
    expect(routePath('/')).toBe('/');
    expect(routePath('//')).toBe('/');
  });
});
