#!/usr/bin/env node
// Builds the packages and the portal only when their sources changed since the last build: `npm start`,
// `npm run import` and the deploy folder reuse a current build instead of rebuilding at every start.
// The build is current when the SHA-256 of every build input (the sources of core, ui and the portal, the
// manifests, the lockfile and the configs) equals the one recorded in packages/portal/build/ after it.
//
//   node scripts/build-current.mjs          # builds if stale, else says the build is current
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'packages', 'portal', 'build', 'inputs.sha256');
const PACKAGES = ['packages/core', 'packages/ui', 'packages/portal'];
const ROOT_FILES = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.base.json', '.nvmrc'];
// Outputs, local data and what the build never reads (tests, stories, benchmarks).
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'data', '.react-router', 'tests', 'bench']);
const SKIPPED_FILES = /\.(test|stories|e2e)\.[cm]?[jt]sx?$|\.md$|\.tsbuildinfo$/;

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* files(path);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) {
      yield path;
    }
  }
}

function inputsHash() {
  const paths = [
    ...ROOT_FILES.map((file) => join(root, file)),
    ...PACKAGES.flatMap((p) => [...files(join(root, p))]),
  ];
  const hash = createHash('sha256');
  for (const path of paths.sort()) {
    hash.update(`${relative(root, path)}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const started = performance.now();
const current = inputsHash();
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === current) {
  const ms = Math.round(performance.now() - started);
  console.log(`[rigready] the build is current (sources unchanged, checked in ${ms} ms)`);
  process.exit(0);
}
console.log('[rigready] sources changed since the last build: building the packages and the portal');
// The build's own output (hundreds of lines) is shown only when it fails, or with RIGREADY_BUILD_LOG=on.
const verbose = process.env.RIGREADY_BUILD_LOG === 'on';
for (const script of ['build:packages', 'build:portal']) {
  const result = spawnSync('pnpm', ['run', script], {
    stdio: verbose ? 'inherit' : 'pipe',
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`[rigready] ${script} failed (its output is above)`);
    process.exit(result.status ?? 1);
  }
}
writeFileSync(stampFile, `${current}\n`);
console.log(`[rigready] built in ${Math.round((performance.now() - started) / 1000)} s`);
