import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PORTAL = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A page module: a screen's route (not an /api/* resource route) or a page's server helper. */
const PAGE_MODULES = ['app/routes/!api/', 'app/server/pages/'];

/**
 * The directions the portal's rooms keep: no file under `from` imports a file under `to`. A folder ends
 * with '/'; `app/routes/!api/` is every route module outside the `api/` folder.
 */
const FORBIDDEN: { from: readonly string[]; to: string; because: string }[] = [
  {
    from: ['app/server/services/', 'app/server/documents/', 'app/server/joint-history/'],
    to: 'app/server/api/',
    because: 'the /api face calls services and documents, never the reverse',
  },
  {
    from: ['app/server/joint-history/'],
    to: 'app/server/pages/',
    because: "a joint's or tool's life is read through the scoped db the page hands it, like a service",
  },
  {
    from: PAGE_MODULES,
    to: 'app/server/api/',
    because: 'pages reach services through pageScope, not through an API handler',
  },
  {
    from: [
      'app/server/api/',
      'app/server/pages/',
      'app/server/services/',
      'app/server/documents/',
      'app/server/joint-history/',
    ],
    to: 'app/server/public/',
    because: 'the public report is a face of its own over the services',
  },
  {
    from: ['app/server/public/'],
    to: 'app/server/api/',
    because: 'the public report is a face of its own over the services',
  },
  {
    from: ['app/server/documents/content/', 'app/server/documents/selection/'],
    to: 'app/server/db/database.server',
    because: 'what a document holds is read through the scoped db, as every service reads',
  },
  {
    from: ['app/server/auth/'],
    to: 'app/server/access/',
    because: 'access builds the identity from what auth signs in; auth knows nothing of access',
  },
  {
    from: ['app/server/runtime/'],
    to: 'app/server/auth/',
    because: 'the runtime is built from configuration alone, and auth and access both read it',
  },
  {
    from: ['app/server/runtime/'],
    to: 'app/server/access/',
    because: 'the runtime is built from configuration alone, and auth and access both read it',
  },
  {
    from: ['app/server/notifications/', 'app/server/jobs/'],
    to: 'app/server/pages/',
    because: 'the notification job is no face: the pages read its bells and settings, never the reverse',
  },
  {
    from: ['app/server/notifications/', 'app/server/jobs/'],
    to: 'app/server/api/',
    because: 'the notification job is no face: the pages read its bells and settings, never the reverse',
  },
  {
    from: ['app/server/'],
    to: 'app/routes/',
    because: 'route modules are the top: server code never imports one',
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(PORTAL, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name).split('\\').join('/'));
}

const FILES = [...sourceFiles('app/server'), ...sourceFiles('app/routes')];

function inPlace(file: string, place: string): boolean {
  const [folder, notPrefix] = place.split('!');
  if (!file.startsWith(folder ?? place)) return false;
  return notPrefix === undefined || !file.slice(folder?.length).startsWith(notPrefix);
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The files of this package that `file` imports by a relative path, as paths from the package root. */
function importedFiles(file: string): string[] {
  const text = readFileSync(join(PORTAL, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((match) =>
    relative(PORTAL, resolve(PORTAL, dirname(file), match[1] ?? ''))
      .split('\\')
      .join('/'),
  );
}

describe('import directions of the portal', () => {
  it('should read the imports of the files it judges', () => {
    expect(importedFiles('app/server/pages/page-scope.server.ts')).toContain(
      'app/server/scoping/scoped-db.server.js',
    );
  });

  it.each(FORBIDDEN)('should find no import from $from to $to ($because)', ({ from, to }) => {
    for (const place of from)
      expect(
        FILES.some((file) => inPlace(file, place)),
        place,
      ).toBe(true);
    const edges = FILES.filter((file) => from.some((place) => inPlace(file, place))).flatMap((file) =>
      importedFiles(file)
        .filter((target) => inPlace(target, to))
        .map((target) => `${file} -> ${target}`),
    );
    expect(edges).toEqual([]);
  });

  it("should build a page's scoped db in pageScope alone", () => {
    const builders = FILES.filter((file) => PAGE_MODULES.some((place) => inPlace(file, place)))
      .filter((file) => file !== 'app/server/pages/page-scope.server.ts')
      .filter((file) => readFileSync(join(PORTAL, file), 'utf8').includes('createScopedDb('));
    expect(builders).toEqual([]);
  });
});
