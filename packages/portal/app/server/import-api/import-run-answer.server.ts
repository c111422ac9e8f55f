import type { ImportRun } from '../importer/import-runs.server.js';

/**
 * Where a pushed import's status is read: `GET /api/import/<id>`.
 *
 * @example
 * importRunPath('0b7c...'); // '/api/import/0b7c...'
 */
export function importRunPath(runId: string): string {
  return `/api/import/${encodeURIComponent(runId)}`;
}

/**
 * A pushed import as `GET /api/import/<id>` answers it: where it stands (`checking`, `applying`,
 * `succeeded`, `refused`, `failed`), the file being read while it runs, what it did to each entity once it
 * succeeded, and its problems (`file:row field: reason`, the first thousand; `problemCount` is exact).
 *
 * @example
 * return apiJson(importRunAnswer(run, env.origin));
 */
export function importRunAnswer(run: ImportRun, origin: string) {
  return {
    id: run.id,
    url: `${origin}${importRunPath(run.id)}`,
    status: run.status,
    finished: run.finishedAt !== null,
    source: run.source,
    actor: run.actor,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.durationMs,
    progress: run.progress,
    summary: run.summary,
    problemCount: run.problemCount,
    problems: run.problems,
  };
}
