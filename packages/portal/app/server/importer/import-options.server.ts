import type { FileProgress } from './import-progress.server.js';

/** The share of an entity's rows a snapshot may delete unless forced (PORTAL_IMPORT_MAX_DELETE_SHARE). */
export const DEFAULT_MAX_DELETE_SHARE = 0.1;

/** Options of importFolder and runImport. */
export interface ImportOptions {
  /** Called as each file has been read and checked. */
  onFile?: (progress: FileProgress) => void;
  /** Called while a file is read, every few thousand rows: the run's progress and lease go with it. */
  onRows?: (progress: { file: string; rows: number }) => Promise<void>;
  /** Continue this run, recorded already with startImportRun (the import API records it before unpacking). */
  runId?: string;
  /** Let a snapshot delete more than {@link maxDeleteShare} of an entity's rows. */
  force?: boolean;
  /** The share of an entity's rows (within the snapshot's reach) a snapshot may delete; 0.1 = 10 %. */
  maxDeleteShare?: number;
}
