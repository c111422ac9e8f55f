import type { RowOf } from './contract-fields.server.js';
import type { ContractTableName, contractTables } from './contract-tables.server.js';

type ContractRows = { [T in ContractTableName]: RowOf<(typeof contractTables)[T]['fields']> };

/** A portal account; imported from users.json or created by an admin. Booleans are 0/1. */
export interface UsersTable {
  id: string;
  /** The e-mail as written; `email_key` is its lower-case form, unique, for case-insensitive sign-in. */
  email: string;
  email_key: string;
  name: string | null;
  phone: string | null;
  Customer: string | null;
  is_admin: number;
  /** JSON arrays / objects as text, the same on SQLite and PostgreSQL. */
  routes_list: string;
  assets: string;
  excluded_assets: string;
  flags: string;
  /** argon2id PHC string, or null until the user sets a password through a reset e-mail. */
  password_hash: string | null;
  created_at: string;
}

/** A server-side session; the cookie holds a random token whose SHA-256 is `id_hash`. */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** Rolling expiry, pushed forward on each navigation, never past `absolute_expires_at`. */
  expires_at: string;
  absolute_expires_at: string;
  /** The customer an admin is viewing the portal as, or null. */
  acting_customer: string | null;
  /** The asset or 'Fleet Inventory' chosen on this session; null until the user chooses. */
  current_asset: string | null;
  /** 'Tubular' or 'BHA' as chosen on this session; null means the default, Tubular. */
  pipe_type: string | null;
}

/** A single-use password-reset token (stored hashed). */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A one-time sign-in link mailed on request (stored hashed, single use). Same shape as a reset token. */
export type SignInLinksTable = PasswordResetTokensTable;

/**
 * Failed sign-ins of one account or address (`account:<e-mail>`, `address:<ip>`) and the earliest time the
 * next attempt may run, both in epoch ms (PostgreSQL answers bigint as a string: read through Number).
 */
export interface SignInFailuresTable {
  key: string;
  failures: number;
  next_attempt_ms: number | string;
  last_failure_ms: number | string;
}

/** A key every instance on the database shares (the bearer-token key), base64url, by name. */
export interface PortalSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A provider setting edited on an admin screen (the class marking): its JSON value, by name. */
export interface ProviderSettingsTable {
  name: string;
  value: string;
  changed_at: string;
  /** The admin's user id; null once that user is deleted, or for a value no admin set. */
  changed_by: string | null;
}

/** A short-lived bearer token for API clients (stored hashed). */
export interface ApiTokensTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** The inventory columns a user chose to see, in order (JSON array of legacy column names). */
export interface UserInventoryHeadersTable {
  user_id: string;
  pipe_type: string;
  headers: string;
}

/** Who did what: sign-ins, admin changes, view-as, imports. */
export interface AuditLogTable {
  /** Random UUID, so both databases assign it the same way. */
  id: string;
  at: string;
  actor_user_id: string | null;
  action: string;
  /** The customer the action concerned, if any. */
  Customer: string | null;
  details: string | null;
}

/** Fixed-window rate-limit counters shared by every instance of the server. */
export interface RateLimitsTable {
  bucket: string;
  window_start: string;
  hits: number;
}

/** The provider-wide certificates (certificates.json): NTO, ISO, JQS, each a document path. */
export interface ProviderCertificatesTable {
  name: string;
  file: string;
}

/** A one-time upload code for one order (stored hashed); `used_at` is set by the one upload it allows. */
export interface UploadCodesTable {
  code_hash: string;
  Customer: string;
  Order_No: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A document a technician added to an order through an upload code; the file is in the DocumentStore. */
export interface OrderUploadsTable {
  id: string;
  Customer: string;
  Order_No: string;
  file_key: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_at: string;
  code_hash: string;
}

/**
 * A write counter per table whose rows feed /api answers, bumped by a trigger on every write (migration
 * 0004). Read through readDataGeneration.
 */
export interface DataGenerationsTable {
  table_name: string;
  /** A number on SQLite, a numeric string on PostgreSQL (bigint). */
  generation: number | string;
}

/** A machine key that may push imports (`POST /api/import`), stored as its SHA-256; revoked keys stay listed. */
export interface ImportKeysTable {
  id: string;
  name: string;
  key_hash: string;
  /** The admin who created it. */
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Where an import came from. */
export type ImportSource = 'command' | 'api' | 'start';

/**
 * Where a run stands: `checking` reads and checks the files, `applying` writes them, then it ended
 * `succeeded`, `refused` (problems; nothing written) or `failed` (an error, or its process ended: the
 * transactions it had committed stay, each with its record_changes, and the next import completes them).
 */
export type ImportRunStatus = 'checking' | 'applying' | 'succeeded' | 'refused' | 'failed';

/** One import run. JSON columns are text, the same on SQLite and PostgreSQL. */
export interface ImportRunsTable {
  id: string;
  source: ImportSource;
  /** Who ran it: `<user>@<host>` for the command, the key's name for the API, `portal` for the demo. */
  actor: string;
  import_key_id: string | null;
  status: ImportRunStatus;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  /** The data set's manifest.json as read, or null without one. */
  manifest: string | null;
  /** JSON `{ file, rows }` of the file being read, while the run is under way. */
  progress: string | null;
  /** JSON `{ [entity]: { file, rows, added, changed, deleted } }` once the run ended. */
  summary: string | null;
  problem_count: number;
  /** JSON array of ImportProblem (the first thousand). */
  problems: string | null;
  /**
   * While set and in the future, this run holds the import lease: no other import checks or applies. The
   * run renews it as it works; one whose lease lapsed while checking or applying has died.
   */
  lease_until: string | null;
}

/** What an import did to one record, or to one field of it. */
export type RecordChangeKind = 'added' | 'changed' | 'deleted';

/**
 * One change an import run made to a customer record: `kind` added or deleted (field `''`), or changed
 * with the field's old and new value (as stored: text, numbers as text, JSON as text).
 */
export interface RecordChangesTable {
  run_id: string;
  /** The contract table, e.g. `serials`, `orders`. */
  entity: string;
  customer: string;
  /** The key columns after `Customer`, as a JSON array: `["S-1001"]`, `["O-1","550DP.12"]`. */
  record_key: string;
  field: string;
  kind: RecordChangeKind;
  /** The record's asset after the change (before it, for a deletion), for asset scoping. */
  asset: string | null;
  old_value: string | null;
  new_value: string | null;
  /** When the run applied it (ISO). */
  at: string;
}

/** What a user hears of: one kind of event derived from the import history (see notification-kinds). */
export type NotificationKindName =
  | 'order-completed'
  | 'delivery-issued'
  | 'goods-received'
  | 'ncr-opened'
  | 'ncr-closed'
  | 'inspection-report'
  | 'inspection-due'
  | 'inspection-overdue'
  | 'joint-downgraded';

/** How a user gets notifications by mail: not at all (the bell only), one mail each, or a daily digest. */
export type NotificationEmail = 'none' | 'immediate' | 'digest';

/**
 * Something that happened to a customer's records, derived once from an import run (or, for inspection
 * reminders, from the calendar). The id is deterministic, so deriving it again adds nothing.
 */
export interface NotificationEventsTable {
  id: string;
  kind: NotificationKindName;
  customer: string;
  /** The records' asset; null for tables without one (NCR, tallies, chiksan). */
  asset: string | null;
  /** The contract table the records belong to. */
  entity: string;
  /** The event's record key as JSON (e.g. `["DT-1"]`): the order, ticket, NCR or due day it is about. */
  record_key: string;
  /** One line a customer reads: 'Order NW-1 completed'. */
  title: string;
  /** The portal path that shows the record. */
  link: string;
  run_id: string | null;
  occurred_at: string;
}

/** An import run whose changes have been turned into events (the job's cursor over import_runs). */
export interface NotificationDerivedRunsTable {
  run_id: string;
  derived_at: string;
  event_count: number;
}

/** Small named values of the notification job (the last day inspection reminders were looked for). */
export interface NotificationStateTable {
  name: string;
  value: string;
}

/** A user's own choice; without a row the customer's defaults apply. JSON arrays as text. */
export interface NotificationSettingsTable {
  user_id: string;
  kinds: string;
  /** The assets the user hears of, or null for all the user may see. */
  assets: string | null;
  email: NotificationEmail;
  /** The hour (0-23, the provider's time zone) the daily digest goes out. */
  digest_hour: number;
  updated_at: string;
}

/** An admin's defaults for one customer's users. */
export interface NotificationDefaultsTable {
  customer: string;
  kinds: string;
  email: NotificationEmail;
  digest_hour: number;
  updated_at: string;
}

/** One event in one user's bell, with how it is mailed and the mail that carries it. */
export interface NotificationInboxTable {
  user_id: string;
  event_id: string;
  created_at: string;
  read_at: string | null;
  email: NotificationEmail;
  mail_id: string | null;
}

/** Where a notification mail stands (see docs/decisions/034). */
export type NotificationMailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'uncertain' | 'dropped';

/** A notification mail to send: a durable job with an idempotency key (user+event or user+digest day). */
export interface NotificationMailsTable {
  id: string;
  idempotency_key: string;
  user_id: string;
  kind: 'event' | 'digest';
  event_id: string | null;
  /** The digest's day (YYYY-MM-DD, the provider's time zone). */
  digest_day: string | null;
  status: NotificationMailStatus;
  attempts: number;
  next_attempt_at: string;
  lease_holder: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Which process runs a job until when; taken over by another once expired. */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/**
 * Every table of the portal database, for Kysely.
 *
 * @example
 * const db = new Kysely<Database>({ dialect });
 */
/** The class one of a customer's assets requires of its joints (`Premium` or `Class 2`). */
export interface AssetRequiredClassesTable {
  Customer: string;
  Asset: string;
  required_class: 'Premium' | 'Class 2';
  /** The user who set it last. */
  updated_by: string | null;
  updated_at: string;
}

export interface Database extends ContractRows {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  api_tokens: ApiTokensTable;
  user_inventory_headers: UserInventoryHeadersTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  provider_certificates: ProviderCertificatesTable;
  upload_codes: UploadCodesTable;
  order_uploads: OrderUploadsTable;
  data_generations: DataGenerationsTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_links: SignInLinksTable;
  portal_secrets: PortalSecretsTable;
  import_keys: ImportKeysTable;
  import_runs: ImportRunsTable;
  record_changes: RecordChangesTable;
  notification_events: NotificationEventsTable;
  notification_derived_runs: NotificationDerivedRunsTable;
  notification_state: NotificationStateTable;
  notification_settings: NotificationSettingsTable;
  notification_defaults: NotificationDefaultsTable;
  notification_inbox: NotificationInboxTable;
  notification_mails: NotificationMailsTable;
  job_leases: JobLeasesTable;
  provider_settings: ProviderSettingsTable;
  asset_required_classes: AssetRequiredClassesTable;
}
