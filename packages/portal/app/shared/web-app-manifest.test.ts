import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_APP_MANIFEST } from './web-app-manifest.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the web app manifest', () => {
  it('should be what scripts/render-app-icons.ts last wrote to public/manifest.webmanifest', () => {
    expect(JSON.parse(read('../../public/manifest.webmanifest'))).toEqual(WEB_APP_MANIFEST);
  });

  it("should take its colours from the ui kit's primary and background tokens", () => {
    const tokens = read('../../../ui/src/styles/tokens.css');
    expect(tokens).toContain('--rr-color-primary: #0b4f8a;');
    expect(tokens).toContain('--rr-color-bg: #ffffff;');
    expect(WEB_APP_MANIFEST.theme_color).toBe('#0b4f8a');
    expect(WEB_APP_MANIFEST.background_color).toBe('#ffffff');
  });
});
