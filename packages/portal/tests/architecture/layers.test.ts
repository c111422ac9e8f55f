import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Layer, readLayers, roomOf } from './portal-layers.js';
import { type SourceImport, sourceFiles, sourceImports } from './source-imports.js';

const PORTAL = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = readLayers(join(PORTAL, 'README.md'));
const TESTED = /\.(?:test|e2e)\.tsx?$/;
const FILES = sourceFiles(PORTAL, ['app', 'server.ts', 'entries', 'scripts']).filter(
  (file) => !TESTED.test(file) && !file.includes('/+types/'),
);
const IMPORTS = sourceImports(PORTAL, FILES);

function layerIndex(layers: readonly Layer[], room: string): number {
  return layers.findIndex((layer) => layer.rooms.includes(room));
}

/** The imports that run up a layer, or sideways into another room of the same layer, as `from -> to`. */
function wrongWayImports(layers: readonly Layer[], imports: readonly SourceImport[]): string[] {
  return imports
    .filter(({ from, to }) => {
      const fromRoom = roomOf(layers, from);
      const toRoom = roomOf(layers, to);
      if (fromRoom === null || toRoom === null || fromRoom === toRoom) return false;
      return layerIndex(layers, toRoom) >= layerIndex(layers, fromRoom);
    })
    .map(({ from, to }) => `${from} -> ${to}`);
}

describe('the layers of the portal', () => {
  it('should read the layer table of the README, bottom layer first', () => {
    expect(LAYERS.map((layer) => layer.name)).toEqual([
      'vocabulary',
      'settings',
      'instruments',
      'infrastructure',
      'platform',
      'gates',
      'identity',
      'domain',
      'joint class',
      'actions',
      'team',
      'reads',
      'documents',
      'faces',
      'screens',
      'routes',
      'commands',
      'entries',
    ]);
    expect(LAYERS[1]?.rooms).toEqual(['app/server/config/']);
  });

  it('should judge an import that runs up, or sideways within a layer, and pass one that runs down', () => {
    const imports = [
      { from: 'app/server/db/schema.server.ts', to: 'app/server/access/identity.server.ts', typeOnly: true },
      {
        from: 'app/server/auth/sign-in.server.ts',
        to: 'app/server/serial-history/x.server.ts',
        typeOnly: false,
      },
      { from: 'app/server/access/identity.server.ts', to: 'app/server/db/schema.server.ts', typeOnly: false },
    ];
    expect(wrongWayImports(LAYERS, imports)).toEqual([
      'app/server/db/schema.server.ts -> app/server/access/identity.server.ts',
      'app/server/auth/sign-in.server.ts -> app/server/serial-history/x.server.ts',
    ]);
  });

  it('should place every source file of the portal in a room of a layer', () => {
    expect(FILES.length).toBeGreaterThan(500);
    expect(FILES.filter((file) => roomOf(LAYERS, file) === null)).toEqual([]);
  });

  it('should name each folder of app/server as a room', () => {
    const folders = [
      ...new Set(FILES.filter((file) => file.startsWith('app/server/')).map((file) => file.split('/')[2])),
    ];
    const rooms = LAYERS.flatMap((layer) => layer.rooms);
    expect(folders.filter((folder) => !rooms.includes(`app/server/${folder}/`))).toEqual([]);
  });

  it.each(LAYERS.map((layer) => [layer.name, layer.rooms] as const))(
    'should find no import from the %s layer that runs up a layer or sideways into another room of it',
    (_name, rooms) => {
      const fromLayer = IMPORTS.filter(({ from }) => rooms.includes(roomOf(LAYERS, from) ?? ''));
      expect(wrongWayImports(LAYERS, fromLayer)).toEqual([]);
    },
  );

  it("should let the screens take the server's types only, never its code", () => {
    const code = IMPORTS.filter(
      ({ from, to, typeOnly }) =>
        from.startsWith('app/components/') && to.startsWith('app/server/') && !typeOnly,
    );
    expect(code.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('should keep the shared vocabulary free of React and of every other room', () => {
    const shared = FILES.filter((file) => file.startsWith('app/shared/'));
    expect(shared.length).toBeGreaterThan(5);
    const reaching = IMPORTS.filter(
      ({ from, to }) => from.startsWith('app/shared/') && !to.startsWith('app/shared/'),
    );
    expect(reaching).toEqual([]);
    const react = shared.filter((file) =>
      /from '(?:react|react-dom|react-router)'/.test(readFileSync(join(PORTAL, file), 'utf8')),
    );
    expect(react).toEqual([]);
  });

  it("should build a page's scoped db in pageScope alone (an /api route builds its own)", () => {
    const pageModules = FILES.filter(
      (file) =>
        (file.startsWith('app/routes/') && !/^app\/routes\/api[./]/.test(file)) ||
        file.startsWith('app/server/pages/'),
    );
    const builders = pageModules
      .filter((file) => file !== 'app/server/pages/page-scope.server.ts')
      .filter((file) => readFileSync(join(PORTAL, file), 'utf8').includes('createScopedDb('));
    expect(builders).toEqual([]);
  });
});
