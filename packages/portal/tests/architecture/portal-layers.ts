import { readFileSync } from 'node:fs';

/** One row of the portal README's layer table: its name and the places (folders end with '/') it holds. */
export interface Layer {
  name: string;
  rooms: string[];
}

/**
 * The layers of the table under `## Layers` in a README, bottom layer first.
 *
 * @example
 * readLayers('packages/portal/README.md')[0]; // { name: 'vocabulary', rooms: ['app/shared/'] }
 */
export function readLayers(readmePath: string): Layer[] {
  const text = readFileSync(readmePath, 'utf8');
  const section = text.split(/^## Layers\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => /^\|\s*[a-z]/.test(line));
  return rows
    .map((row) => {
      const [name = '', rooms = ''] = row.split('|').slice(1, 3);
      return { name: name.trim(), rooms: [...rooms.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '') };
    })
    .reverse();
}

/**
 * The room a file is in: the longest place of the layers that holds it, or null when none does.
 *
 * @example
 * roomOf(layers, 'app/server/db/schema.server.ts'); // 'app/server/db/'
 */
export function roomOf(layers: readonly Layer[], file: string): string | null {
  const holding = layers
    .flatMap((layer) => layer.rooms)
    .filter((room) => (room.endsWith('/') ? file.startsWith(room) : file === room));
  return holding.sort((a, b) => b.length - a.length)[0] ?? null;
}
