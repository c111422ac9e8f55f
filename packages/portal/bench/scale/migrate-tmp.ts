import { openDatabase } from '../../app/server/db/database.server.js';
import { migrateToLatest } from '../../app/server/db/migrations/migrate.server.js';

const h = openDatabase(
  { kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' },
  { schema: 'rigready_scale' },
);
const t = performance.now();
await migrateToLatest(h.db);
console.log(`migrated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
await h.close();
