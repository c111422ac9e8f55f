// Runs after `react-router build`: a brotli and a gzip copy beside each text file of the client build, which
// the server sends by Accept-Encoding (see app/server/http/static-files.server.ts).
import { join } from 'node:path';
import { precompressFolder } from '../app/server/http/precompress.server.js';

const client = join(import.meta.dirname, '..', 'build', 'client');
const count = await precompressFolder(client);
console.log(`[rigready] precompressed ${count} files of ${client} (brotli and gzip)`);
