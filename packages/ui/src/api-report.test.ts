import { it } from 'vitest';
import { checkApiReport } from '../../../scripts/api-report.ts';

// It throws, listing the names added and removed, when the build's exports differ from the report.
it('exports from its build the names and kinds that packages/ui/api-report.md records', async () => {
  await checkApiReport('ui');
});
