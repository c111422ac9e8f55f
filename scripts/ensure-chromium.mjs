#!/usr/bin/env node
// Browser tests use Debian's Chromium (never a browser downloaded by a test tool). On a fresh machine it is
// installed from Debian's packages, which needs root; otherwise this says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromiumPath)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `[rigready] ${chromiumPath} is missing: install Debian's chromium package (apt-get install -y chromium)`,
  );
  process.exit(1);
}

console.log('[rigready] installing Debian chromium for the browser tests');
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(chromiumPath)) {
  console.error(`[rigready] apt-get installed chromium but ${chromiumPath} is still missing`);
  process.exit(1);
}
