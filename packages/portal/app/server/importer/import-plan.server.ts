import type { Database } from '../db/schema.server.js';
import type { PlannedWrite, StoredRow } from './plan-rows.server.js';

/** How an entity's records are named in record_changes; entities without it keep no history. */
export interface HistoryColumns {
  /** The column holding the customer's name (`Customer`, or `customer` in customers). */
  customer: string;
  /** The key columns after the customer, in key order: the record_key. */
  recordKey: readonly string[];
  asset?: string;
}

/** What the check phase found to do to one entity (one file): only the rows that differ. */
export interface EntityPlan {
  /** `serials`, `users`, `certificates`…: the summary's key. */
  entity: string;
  table: keyof Database;
  file: string;
  key: readonly string[];
  history: HistoryColumns | null;
  /** Rows the file held. */
  rows: number;
  writes: PlannedWrite[];
  /** Stored rows a snapshot removes, as they were read. */
  deletes: StoredRow[];
}

/** Every entity's plan in import order, and the documents the data set refers to. */
export interface ImportPlan {
  entities: EntityPlan[];
  /** Data-set document paths referred to by the rows read: copied into the store before anything is applied. */
  documents: Set<string>;
  /** Stored documents that only deleted rows referred to: removed from the store once the deletes are applied. */
  orphanCandidates: Set<string>;
}
