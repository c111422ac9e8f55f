import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import type { DatabaseHandle } from '../db/database.server.js';
import type { DocumentStore } from '../document-store/document-store.server.js';
import { finishImportRun, type ImportRunOrigin, readImportRun } from '../importer/import-runs.server.js';
import { runImport } from '../importer/run-import.server.js';
import { logger } from '../observability/logger.server.js';

/** An import recorded already (startImportRun) and waiting to run over an unpacked data set. */
export interface ImportJob {
  runId: string;
  origin: ImportRunOrigin;
  /** The data set's folder. */
  folder: string;
  /** The private folder the archive was unpacked in: removed once the import ended, however it ended. */
  workFolder: string;
}

/** Where and how an import job runs. */
export interface ImportPlace {
  handle: DatabaseHandle;
  store: DocumentStore;
  /** The compiled import command, run as a process of its own; null: in this process. */
  importCommand: string | null;
  /** PORTAL_IMPORT_MAX_DELETE_SHARE, for an import in this process (the command reads it itself). */
  maxDeleteShare: number;
}

/** The child's scheduling priority: below the portal's, so pages keep their share of the CPU. */
const CHILD_NICENESS = 10;
/** How much of the child's error output a failed run keeps. */
const STDERR_KEPT = 4000;

/**
 * Ends a run the import could not end itself. The key's holder reads its problems: what went wrong (which
 * may name server paths) goes to the server log, the run says the process ended and where to look.
 */
async function failUnfinished(handle: DatabaseHandle, job: ImportJob, reason: string, startedMs: number) {
  const run = await readImportRun(handle, job.runId);
  if (!run || run.finishedAt !== null) return;
  logger.error(`import ${job.runId} failed: ${reason}`);
  const problem = {
    file: '(data set)',
    row: 0,
    field: '(import)',
    reason: `the import failed on the server; the error is in the server log (run ${job.runId})`,
  };
  await finishImportRun(
    handle,
    job.runId,
    { status: 'failed', summary: null, problems: [problem], durationMs: performance.now() - startedMs },
    new Date(),
  );
}

function runInChild(command: string, job: ImportJob): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const options = ['--run-id', job.runId];
    const child = spawn(process.execPath, [command, job.folder, ...options], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logger.info(`import ${job.runId}: ${line}`);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    child.once('spawn', () => {
      try {
        if (child.pid) setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not allowed to lower a child's priority here (a container without the capability): it runs as is.
      }
    });
    child.once('error', (error) => resolve({ code: null, stderr: error.message }));
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * Runs an import job to its end, exactly as `npm run import -- <folder> --run-id <id>` does: with the
 * compiled command, as a child process (its own CPU and database connection, at a lower priority, so the
 * portal keeps answering); without one (tests, the development server), in this process. A run the import
 * could not end itself (the process crashed or was killed) is ended `failed` with what it said, and the
 * work folder is removed either way. Never rejects: it runs after the answer went out.
 *
 * @example
 * void launchImport(job, { handle, store, importCommand: '/srv/portal/build/bin/import.js' });
 */
export async function launchImport(job: ImportJob, place: ImportPlace): Promise<void> {
  const started = performance.now();
  try {
    if (place.importCommand) {
      const { code, stderr } = await runInChild(place.importCommand, job);
      // Exit 1 with the run ended `refused` is an import that found problems: only an unended run failed.
      await failUnfinished(
        place.handle,
        job,
        `The import process ended with code ${code}: ${stderr.trim()}`,
        started,
      );
    } else {
      await runImport(place.handle, place.store, job.folder, job.origin, {
        runId: job.runId,
        maxDeleteShare: place.maxDeleteShare,
      });
    }
  } catch (error) {
    logger.error({ err: error }, `import ${job.runId} failed`);
    await failUnfinished(place.handle, job, (error as Error).message, started).catch((failure: unknown) =>
      logger.error({ err: failure }, `import ${job.runId}: the failure could not be recorded`),
    );
  } finally {
    await rm(job.workFolder, { recursive: true, force: true });
  }
}
