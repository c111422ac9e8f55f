// build/bin/admin.js: checks the Node version, then runs build/bin/admin-main.js (see node-version.server.ts).
import { runOnSupportedNode } from '../app/server/runtime/node-version.server.js';

await runOnSupportedNode(import.meta.url, './admin-main.js');
