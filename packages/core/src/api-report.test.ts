import { it } from 'vitest';
import { checkApiReport } from '../../../scripts/api-report.js';

// It throws, listing the names added and removed, when the build's exports differ from the report.
it('exports from its build the names and kinds that packages/core/api-report.md records', async () => {
  await checkApiReport('core');
});
