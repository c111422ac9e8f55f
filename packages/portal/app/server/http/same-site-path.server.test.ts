import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.server.js';

describe('sameSitePath', () => {
  it('should keep a path of this site with its query and fragment', () => {
    expect(sameSitePath('/inventory', '/home')).toBe('/inventory');
    expect(sameSitePath('/inventory?view=racks&q=a%20b#top', '/home')).toBe(
      '/inventory?view=racks&q=a%20b#top',
    );
    expect(sameSitePath('/a/../dashboard', '/home')).toBe('/dashboard');
  });

  it('should fall back for another site, however it is written', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'HTTPS://evil.example/home',
      'javascript:alert(1)',
      'evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%E0%A4%A',
      '',
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example',
      '/a/b/../..//evil.example',
    ]) {
      expect(sameSitePath(target, '/home'), JSON.stringify(target)).toBe('/home');
    }
  });

  it('should fall back for a target that is not text', () => {
    expect(sameSitePath(null, '/home')).toBe('/home');
    expect(sameSitePath(new Blob(['/x']), '/home')).toBe('/home');
  });
});
