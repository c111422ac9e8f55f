import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { dataFiles, fileSha256, MANIFEST_FILE, type SnapshotScope } from './read-manifest.server.js';

/** The manifest an exporter writes beside its files, as the importer reads it. */
export interface WrittenManifest {
  files: Record<string, { rows: number; sha256: string }>;
  snapshot?: Record<string, SnapshotScope>;
}

async function rowsOf(path: string, file: string): Promise<number> {
  if (file.endsWith('.ndjson')) {
    let rows = 0;
    for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity }))
      if (line.trim() !== '') rows += 1;
    return rows;
  }
  const value: unknown = JSON.parse(await readFile(path, 'utf8'));
  // certificates.json maps names to files; every other JSON file is an array of rows.
  return Array.isArray(value) ? value.length : Object.keys(value as object).length;
}

/**
 * Writes `manifest.json` into a data-set folder: each data file's rows and SHA-256 as they are now, and
 * the snapshot declarations given, so the importer refuses the set if a file is later cut or changed.
 * Answers what it wrote.
 *
 * @example
 * await writeManifest('/exports/2026-11-26', { serials: 'all' });
 */
export async function writeManifest(
  folder: string,
  snapshot: Record<string, SnapshotScope> = {},
): Promise<WrittenManifest> {
  const files: WrittenManifest['files'] = {};
  for (const file of dataFiles(folder).sort()) {
    const path = join(folder, file);
    files[file] = { rows: await rowsOf(path, file), sha256: await fileSha256(path) };
  }
  const manifest: WrittenManifest = {
    files,
    ...(Object.keys(snapshot).length > 0 ? { snapshot } : {}),
  };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
