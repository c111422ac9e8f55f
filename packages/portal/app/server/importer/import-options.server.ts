import type { FileProgress } from './import-progress.server.js';

/** Options of importFolder and runImport. */
export interface ImportOptions {
  /** Called as each file has been read and checked. */
  onFile?: (progress: FileProgress) => void;
  /** Called while a file is read, every few thousand rows: the run's progress and lease go with it. */
  onRows?: (progress: { file: string; rows: number }) => Promise<void>;
  /** Continue this run, recorded already with startImportRun (the import API records it before unpacking). */
  runId?: string;
  /** The data set was pushed with an import key: it may hold only what a key may carry (keyReachProblems). */
  pushedWithKey?: boolean;
  /** Let a snapshot delete more than {@link maxDeleteShare} of an entity's rows. */
  force?: boolean;
  /** The share of an entity's rows (within the snapshot's reach) a snapshot may delete; default IMPORT_DEFAULTS. */
  maxDeleteShare?: number;
}
