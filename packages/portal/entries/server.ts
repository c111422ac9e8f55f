// build/bin/server.js: checks the Node version, then runs build/bin/server-main.js (see node-version.server.ts).
import { runOnSupportedNode } from '../app/server/runtime/node-version.server.js';

await runOnSupportedNode(import.meta.url, './server-main.js');
