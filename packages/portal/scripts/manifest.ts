// `npm run manifest -- <folder> [--snapshot <entity>[=<customer>,…]]…`: writes the data set's manifest.json
// (each file's rows and SHA-256, and the entities it holds completely) for an exporter, so that a cut or
// changed file refuses the import. `--snapshot serials` declares serials complete for all customers;
// `--snapshot "serials=Northwind Drilling"` for the customers named. Exit 0; 2 on a wrong command line.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SnapshotScope } from '../app/server/importer/read-manifest.server.js';
import { writeManifest } from '../app/server/importer/write-manifest.server.js';

const USAGE = 'usage: npm run manifest -- <data-set folder> [--snapshot <entity>[=<customer>,...]]...';

function parseCommandLine() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((argument) => argument !== '--'),
    options: { snapshot: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const [folder, ...rest] = positionals;
  if (!folder || rest.length > 0) return null;
  const snapshot: Record<string, SnapshotScope> = {};
  for (const declaration of values.snapshot ?? []) {
    const [entity = '', customers] = declaration.split('=', 2);
    snapshot[entity.trim()] =
      customers === undefined ? 'all' : customers.split(',').map((name) => name.trim());
  }
  return { folder, snapshot };
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine();
  } catch (error) {
    console.error((error as Error).message);
    parsed = null;
  }
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const folder = resolve(process.env.INIT_CWD ?? process.cwd(), parsed.folder);
  const manifest = await writeManifest(folder, parsed.snapshot);
  const files = Object.values(manifest.files);
  const rows = files.reduce((sum, file) => sum + file.rows, 0);
  console.log(
    `[rigready] wrote ${folder}/manifest.json: ${files.length} files, ${rows.toLocaleString('en-US')} rows`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
