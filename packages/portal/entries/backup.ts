// build/bin/backup.js: checks the Node version, then runs build/bin/backup-main.js (see node-version.server.ts).
import { runOnSupportedNode } from '../app/server/runtime/node-version.server.js';

await runOnSupportedNode(import.meta.url, './backup-main.js');
