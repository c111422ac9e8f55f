// build/bin/manifest.js: checks the Node version, then runs build/bin/manifest-main.js (see node-version.server.ts).
import { runOnSupportedNode } from '../app/server/runtime/node-version.server.js';

await runOnSupportedNode(import.meta.url, './manifest-main.js');
