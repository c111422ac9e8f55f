import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { routeStylesheets, StylesheetsFirst } from './stylesheets-first.server.js';

describe('routeStylesheets', () => {
  it("should list the matched routes' stylesheets in route order, each once, and skip routes without", () => {
    const context = {
      manifest: {
        routes: {
          root: { css: ['/assets/root.css'] },
          shell: {},
          inventory: { css: ['/assets/inventory.css', '/assets/root.css', '/assets/dialog.css'] },
        },
      },
      staticHandlerContext: {
        matches: [{ route: { id: 'root' } }, { route: { id: 'shell' } }, { route: { id: 'inventory' } }],
      },
    } as unknown as Parameters<typeof routeStylesheets>[0];
    expect(routeStylesheets(context)).toEqual([
      '/assets/root.css',
      '/assets/inventory.css',
      '/assets/dialog.css',
    ]);
  });

  it('should stop at the route whose error boundary the page shows, as <Links> does', () => {
    const context = {
      manifest: {
        routes: {
          root: { css: ['/assets/root.css'] },
          shell: { css: ['/assets/shell.css'] },
          inventory: { css: ['/assets/inventory.css'] },
        },
      },
      staticHandlerContext: {
        matches: [{ route: { id: 'root' } }, { route: { id: 'shell' } }, { route: { id: 'inventory' } }],
        errors: { shell: new Response(null, { status: 403 }) },
      },
    } as unknown as Parameters<typeof routeStylesheets>[0];
    expect(routeStylesheets(context)).toEqual(['/assets/root.css', '/assets/shell.css']);
  });
});

describe('StylesheetsFirst', () => {
  it('should have the page ask for its stylesheets before the module preloads React hoists above them', () => {
    const html = renderToString(
      <StylesheetsFirst hrefs={['/assets/root.css', '/assets/inventory.css']}>
        <html lang="en">
          <head>
            <link rel="stylesheet" href="/assets/root.css" />
            <link rel="stylesheet" href="/assets/inventory.css" />
          </head>
          <body>
            <link rel="modulepreload" href="/assets/entry.js" />
          </body>
        </html>
      </StylesheetsFirst>,
    );
    const links = [...html.matchAll(/<link rel="([a-z]+)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(links).toEqual([
      'preload /assets/root.css',
      'preload /assets/inventory.css',
      'modulepreload /assets/entry.js',
      'stylesheet /assets/root.css',
      'stylesheet /assets/inventory.css',
    ]);
  });
});
