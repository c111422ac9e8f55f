// build/bin/import.js: checks the Node version, then runs build/bin/import-main.js (see node-version.server.ts).
import { runOnSupportedNode } from '../app/server/runtime/node-version.server.js';

await runOnSupportedNode(import.meta.url, './import-main.js');
