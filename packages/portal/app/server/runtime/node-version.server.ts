/** The oldest Node the portal runs on (package.json engines): node:sqlite without a flag. */
const NEEDED = [24, 7] as const;

/**
 * Null when this Node is new enough, else what to say: the version needed and the one running. The entry
 * scripts check it before loading anything else, since an older Node fails while loading the portal with
 * `No such built-in module: node:sqlite`, which names no version.
 *
 * @example
 * nodeVersionProblem('20.20.2'); // 'rigready needs Node 24.7 or later; this is Node 20.20.2. …'
 */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1])) return null;
  return `rigready needs Node ${NEEDED.join('.')} or later; this is Node ${version}. Install Node 24 (.nvmrc in the repository names the tested release) and run the command with it.`;
}

/**
 * Stops the process with {@link nodeVersionProblem}'s message on an old Node, then loads the command
 * beside the calling entry (`server-main.js` for `server.js`): its imports are only read once the version
 * is known to be good.
 *
 * @example
 * await runOnSupportedNode(import.meta.url, './server-main.js');
 */
export async function runOnSupportedNode(entryUrl: string, command: string): Promise<void> {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  await import(new URL(command, entryUrl).href);
}
