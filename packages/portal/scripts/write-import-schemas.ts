// Runs at the end of the build: the data-set JSON Schemas beside the server, so the deploy folder carries
// what /api/import/schemas/ serves (for exporters that check files where the portal is not reachable).
import { join } from 'node:path';
import { writeImportSchemas } from '../app/server/importer/import-json-schemas.server.js';

const folder = join(import.meta.dirname, '..', 'build', 'import-schemas');
const files = await writeImportSchemas(folder);
console.log(`[rigready] wrote ${files.length} data-set schemas into ${folder}`);
