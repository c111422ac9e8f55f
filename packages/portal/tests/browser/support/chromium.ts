import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium: nothing is downloaded at install or run time. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out, and this machine has no network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium the way every browser test and benchmark of the project does; `extraArgs`
 * adds switches (e.g. `--host-resolver-rules` to reach the portal by another name).
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * Launches headless Chromium with the project's switches on a profile kept in `userDataDir`, for what a
 * browser does only outside incognito, such as saying that a web app is installable (every context of
 * {@link launchChromium} is an incognito one).
 *
 * @example
 * const context = await launchChromiumProfile(await mkdtemp(join(tmpdir(), 'rigready-profile-')));
 */
export function launchChromiumProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}
