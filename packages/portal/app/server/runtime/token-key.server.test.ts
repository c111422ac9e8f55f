import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestDatabase } from '../../../tests/helpers/test-database.js';
import { shareTokenKey } from './token-key.server.js';

describe.each(DIALECTS)('the bearer-token key on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('should be made once and then be the same for every instance, whatever its data folder', async () => {
    const { handle } = database();
    const [first, second] = await Promise.all([
      shareTokenKey(handle, '/nonexistent/host-a'),
      shareTokenKey(handle, '/nonexistent/host-b'),
    ]);
    expect(first).toHaveLength(32);
    expect(Buffer.from(second ?? []).equals(Buffer.from(first ?? []))).toBe(true);
    expect(Buffer.from(await shareTokenKey(handle, '/nonexistent/host-c')).equals(Buffer.from(first))).toBe(
      true,
    );
  });

  it('should adopt the key a data folder kept from before, so tokens and links already out stay valid', async () => {
    const { handle, dataDir } = database();
    const kept = Buffer.alloc(32, 7);
    writeFileSync(join(dataDir, 'auth-token.key'), kept.toString('base64url'));
    expect(Buffer.from(await shareTokenKey(handle, dataDir)).equals(kept)).toBe(true);
    expect(Buffer.from(await shareTokenKey(handle, '/nonexistent/other-host')).equals(kept)).toBe(true);
  });
});
