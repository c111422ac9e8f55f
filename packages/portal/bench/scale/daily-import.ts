// The hourly import on a day when one joint in a hundred moved: a copy of the data set whose serials
// differ in 1 % of the joints, imported by `npm run import`'s command in a process of its own while the
// portal's own writes go on beside it, then the notification pass over that run.
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import type { DatabaseHandle } from '../../app/server/db/database.server.js';
import { deriveImportRuns } from '../../app/server/notifications/derive-runs.server.js';
import { IMPORT_SCRIPT, runImportScript } from '../support/import-command.js';
import { type LiveWriteFigures, startLiveWrites } from '../support/live-writes.js';

/** Where a moved joint goes: both lie in the yard's racks, so its rack position stays valid. */
const MOVED = { 'Rig Ready': 'Booked', Booked: 'Rig Ready' } as Record<string, string>;

/** What the day's import and its notification pass took. */
export interface DailyImportFigures {
  jointsMoved: number;
  importSeconds: number;
  liveWrites: LiveWriteFigures;
  notificationSeconds: number;
  notificationEvents: number;
}

/**
 * Writes the day's data set to `target`: every file of `source` linked, except serials.ndjson, where
 * every hundredth joint (from the first) that lies Rig Ready or Booked has moved to the other. Answers
 * how many moved.
 *
 * @example
 * await writeDailyDiff('/tmp/scale/data', '/tmp/scale/day'); // 13214
 */
export async function writeDailyDiff(source: string, target: string): Promise<number> {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry !== 'serials.ndjson') await symlink(join(source, entry), join(target, entry));
  }
  const out = createWriteStream(join(target, 'serials.ndjson'));
  let index = 0;
  let moved = 0;
  for await (const line of createInterface({ input: createReadStream(join(source, 'serials.ndjson')) })) {
    const row = JSON.parse(line) as { Current_Location: string };
    const to = index % 100 === 0 ? MOVED[row.Current_Location] : undefined;
    index += 1;
    if (to) moved += 1;
    const text = to ? JSON.stringify({ ...row, Current_Location: to }) : line;
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return moved;
}

/** Runs `npm run import`'s command on `folder` in a process of its own; answers the seconds it took. */
async function runImportCommand(folder: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  await runImportScript(IMPORT_SCRIPT, folder, env);
  return (performance.now() - started) / 1000;
}

/**
 * Imports the day's data set beside live writes as `userId` (a session and a preference every 20 ms),
 * then times the notification pass, then imports the data set itself again (unmeasured), so the next run
 * starts from the same data.
 *
 * @example
 * const figures = await measureDailyImport(handle, env, dataFolder, dayFolder, userId);
 */
export async function measureDailyImport(
  handle: DatabaseHandle,
  env: NodeJS.ProcessEnv,
  dataFolder: string,
  dayFolder: string,
  userId: string,
): Promise<DailyImportFigures> {
  const jointsMoved = await writeDailyDiff(dataFolder, dayFolder);
  const live = startLiveWrites(handle, userId, 20);
  const imported = await runImportCommand(dayFolder, env).then(
    (seconds) => ({ seconds }),
    (error: unknown) => ({ error }),
  );
  const liveWrites = await live.stop();
  if ('error' in imported) throw imported.error;
  const importSeconds = imported.seconds;
  const started = performance.now();
  const notificationEvents = await deriveImportRuns(handle, new Date());
  const notificationSeconds = (performance.now() - started) / 1000;
  await runImportCommand(dataFolder, env);
  await deriveImportRuns(handle, new Date());
  await rm(dayFolder, { recursive: true, force: true });
  return { jointsMoved, importSeconds, liveWrites, notificationSeconds, notificationEvents };
}
