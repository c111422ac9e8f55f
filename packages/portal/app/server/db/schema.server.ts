import type { Generated } from 'kysely';
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
  /** When the account was disabled; null while it may sign in. */
  disabled_at: string | null;
  /** 1: administers the users of its own customer (never set on a provider admin). */
  customer_admin: Generated<number>;
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
  /** The browser's User-Agent at sign-in; null for sessions older than the column. */
  user_agent: string | null;
  /** The address at sign-in, as rate limits count it; null for sessions older than the column. */
  address: string | null;
}

/** One document served to someone: who, for which customer, what, how and from where. */
export interface DocumentAccessTable {
  id: string;
  at: string;
  /** Null for a public serial-history report, which anyone holding the link opens. */
  user_id: string | null;
  email: string | null;
  /** The customer whose document it is (null for a provider document read without a customer). */
  Customer: string | null;
  /** 'inspection-report', 'certificate', 'ncr', 'delivery', 'pre-invoice' or 'other' (see DOCUMENT_KINDS). */
  kind: string;
  reference: string;
  file_name: string;
  /** 'open' (shown inline) or 'download' (saved as a file). */
  mode: string;
  address: string;
  user_agent: string | null;
  /** 'page', 'api' or 'public'. */
  via: string;
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
 * A customer administrator's pending invitation of a new user, one per address (`email_key`, lower case).
 * The mailed token is stored as its SHA-256; the row is deleted when accepted. Lists are JSON text.
 */
export interface UserInvitationsTable {
  email_key: string;
  email: string;
  name: string;
  Customer: string;
  token_hash: string;
  assets: string;
  routes_list: string;
  may_request: number;
  may_approve: number;
  invited_by: string;
  created_at: string;
  expires_at: string;
}

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

/**
 * What a user hears of: one kind of event derived from the import history, the calendar or the outbox of
 * customer actions (see notification-kinds).
 */
export type NotificationKindName =
  | 'order-completed'
  | 'delivery-issued'
  | 'goods-received'
  | 'ncr-opened'
  | 'ncr-closed'
  | 'inspection-report'
  | 'inspection-due'
  | 'inspection-overdue'
  | 'joint-downgraded'
  | 'request-acknowledged'
  | 'request-declined'
  | 'request-done'
  | 'quote-posted'
  | 'approval-asked';

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

/** The class one of a customer's assets requires of its joints (`Premium` or `Class 2`). */
export interface AssetRequiredClassesTable {
  Customer: string;
  Asset: string;
  required_class: 'Premium' | 'Class 2';
  /** The user who set it last. */
  updated_by: string | null;
  updated_at: string;
}

/**
 * A customer's median tong space per recut on one connection, worked out from its recut inspections and
 * kept while the tallies and items stand as they were (`inputs_generation`, their write counters).
 */
export interface RecutFiguresTable {
  Customer: string;
  /** The connection as class limits match it: lower case, spaces folded ('nc50'). */
  Connection: string;
  /** Inches per recut on the pin; null with no recut measured there. */
  pin_per_recut: number | null;
  pin_recuts: number;
  box_per_recut: number | null;
  box_recuts: number;
  /** The write counters of tallies and items the figures were worked out at. */
  inputs_generation: string;
}

/** What a customer asks the provider to do with joints or tools. */
export type RequestKind = 'inspection' | 'recut' | 'hardbanding' | 'shipment' | 'pick-up';

/** Where a request stands: forward from submitted to done, or declined (with a reason) on the way. */
export type RequestStatus = 'submitted' | 'acknowledged' | 'in-progress' | 'done' | 'declined';

/** Who of a customer's users may act: without a row a user may request and may not approve. */
export interface ActionPermissionsTable {
  user_id: string;
  may_request: number;
  may_approve: number;
  updated_by: string | null;
  updated_at: string;
}

/** A customer's request, numbered `RQ-<year>-<nnnn>`; its joints and tools are in `request_items`. */
export interface RequestsTable {
  id: string;
  number: string;
  Customer: string;
  kind: RequestKind;
  status: RequestStatus;
  pipe_type: 'Tubular' | 'BHA';
  /** The asset a shipment goes to or a pick-up is from. */
  asset: string | null;
  /** The date (YYYY-MM-DD) the customer needs it done or delivered by. */
  needed_by: string | null;
  destination: string | null;
  contact: string | null;
  /** The inspection specification asked for (e.g. DS-1 Category 4). */
  inspection_spec: string | null;
  notes: string | null;
  decline_reason: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** The form's own key: the same form submitted again finds this request instead of adding one. */
  client_key: string;
}

/** One joint (tubular serial) or tool (BHA serial) a request names, in the order it was ticked. */
export interface RequestItemsTable {
  request_id: string;
  position: number;
  kind: 'joint' | 'tool';
  serial: string;
  item_no: string | null;
  asset: string | null;
}

/** One dated status change of a request; the first row is its submission (`from_status` null). */
export interface RequestEventsTable {
  id: string;
  request_id: string;
  at: string;
  from_status: RequestStatus | null;
  to_status: RequestStatus;
  comment: string | null;
  /** The portal user who changed it, or null when an integration key did (`actor_key` its name). */
  actor_user_id: string | null;
  actor_key: string | null;
}

/** A file attached to a request, kept in the document store under `file_key`. */
export interface RequestAttachmentsTable {
  id: string;
  request_id: string;
  file_key: string;
  name: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** What an approval is about. */
export type ApprovalSubject = 'quote' | 'report' | 'pre-invoice';

/** Where an approval stands; an approval a newer version replaced is `superseded`. */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'superseded';

/**
 * A document put to a customer for approval: a quote on a request (amount, currency, valid until), a
 * report or a pre-invoice. `sha256` is of the exact bytes stored under `file_key`; a decided approval is
 * never changed, only superseded by a new version (`supersedes_id`) that needs its own decision.
 */
export interface ApprovalsTable {
  id: string;
  number: string;
  Customer: string;
  subject: ApprovalSubject;
  request_id: string | null;
  /** The order number or report id a report or pre-invoice approval is about. */
  subject_ref: string | null;
  /** What is approved, in words: 'Quote for RQ-2026-0001: inspection of 12 joints'. */
  title: string;
  /** A decimal amount as text ('12500.00'), so no rounding happens on the way. */
  amount: string | null;
  currency: string | null;
  valid_until: string | null;
  version: number;
  supersedes_id: string | null;
  file_key: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  status: ApprovalStatus;
  asked_by: string | null;
  asked_at: string;
  decided_by: string | null;
  decided_name: string | null;
  decided_email: string | null;
  decided_at: string | null;
  /** The decision's instant on the provider's clock, as the record shows it: '26.11.2026 08:14 (Europe/Oslo)'. */
  decided_at_local: string | null;
  decision_comment: string | null;
}

/** A customer's disposition of a non-conformance report. */
export type NcrDecision = 'accept' | 'repair' | 'reject' | 'accept-with-deviation';

/** One NCR's disposition by an approver of its customer; an NCR is decided once. */
export interface NcrDecisionsTable {
  Customer: string;
  NCR_No: string;
  decision: NcrDecision;
  comment: string | null;
  decided_by: string;
  decided_name: string | null;
  decided_email: string;
  decided_at: string;
  decided_at_local: string;
}

/**
 * An action as the system of record reads it: `seq` numbers events in commit order (writers take the
 * outbox lock), so a reader's cursor never skips one; `payload` is the event's JSON.
 */
export interface OutboxEventsTable {
  /** PostgreSQL answers it as a string (bigint): read it through Number. */
  seq: Generated<number | string>;
  id: string;
  type: string;
  Customer: string;
  /** The request number, approval number or NCR number the event is about. */
  subject: string;
  payload: string;
  occurred_at: string;
}

/** A machine key (stored hashed) that may read the outbox and answer request statuses, nothing else. */
export type IntegrationKeysTable = ImportKeysTable;

/** An outbound webhook: events after `after_seq` are delivered to `url`, signed with `secret`. */
export interface WebhookEndpointsTable {
  id: string;
  name: string;
  url: string;
  /** The Standard Webhooks signing secret, `whsec_<base64>`. */
  secret: string;
  after_seq: number;
  created_by: string | null;
  created_at: string;
  disabled_at: string | null;
}

/** A customer's own OpenID Connect provider (one per customer); see docs/customer-sign-in.md. */
export interface CustomerConnectionsTable {
  id: string;
  customer_id: string;
  issuer: string;
  client_id: string;
  /** The client secret, AES-256-GCM with a key derived from the token key (never stored in clear). */
  client_secret_sealed: string;
  /** The secret's last 4 characters, the only part shown back. */
  client_secret_hint: string;
  /** 1: a plain-http issuer is accepted (a test or lab provider). */
  allow_http: number;
  /** 1: an unknown address of the connection's domains becomes a user at its first sign-in. */
  create_users: number;
  /** 1: the customer's users sign in only through the connection (no password, link or reset). */
  required: number;
  /** JSON array of the route names a user created at first sign-in gets. */
  new_user_routes: string;
  created_at: string;
  updated_at: string;
}

/** An e-mail domain routed to a connection; the domain is the key, so it belongs to one connection. */
export interface CustomerConnectionDomainsTable {
  domain: string;
  connection_id: string;
}

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to deliver to one endpoint, retried with backoff until delivered or given up (`failed`). */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_seq: number;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_status_code: number | null;
  last_error: string | null;
  lease_holder: string | null;
  lease_until: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** One attempt of a webhook delivery: when, for how long, and the receiver's HTTP status or why none. */
export interface WebhookAttemptsTable {
  delivery_id: string;
  /** 1 for the first attempt, counting as `webhook_deliveries.attempts` does. */
  attempt: number;
  started_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
}

/** What a field count is of: one rack at a site, or one delivery ticket. */
export type FieldCountKind = 'rack' | 'delivery';

/**
 * A verdict on one serial of a field count. `not-expected` is the server's word for a serial the device
 * listed as missing that the rack or ticket no longer holds.
 */
export type FieldOutcome = 'found' | 'missing' | 'unexpected' | 'other-rack' | 'extra' | 'not-expected';

/** One rack count or delivery check, numbered `FC-<year>-<nnnn>`; its serials are in `field_count_lines`. */
export interface FieldCountsTable {
  id: string;
  number: string;
  Customer: string;
  kind: FieldCountKind;
  site: string | null;
  rack: string | null;
  dt_no: string | null;
  /** The device's key for the count: the same key from the same user finds this row. */
  client_key: string;
  counted_by: string;
  /** SHA-256 (hex) of the count as read, to tell a repeat from another count under a reused key. */
  body_sha256: string;
  started_at: string;
  finished_at: string;
  /** When the device's copy was taken: a verdict it gave is as of then. */
  copy_taken_at: string;
  received_at: string;
  found: number;
  missing: number;
  unexpected: number;
  other_rack: number;
  extra: number;
  conflicts: number;
}

/** One serial of a field count: the server's verdict, the device's, and where the server found it now. */
export interface FieldCountLinesTable {
  count_id: string;
  position: number;
  serial: string;
  /** Null for a serial that is not the counting customer's (unknown or another customer's). */
  item_kind: 'joint' | 'tool' | null;
  /** When it was scanned; null for a missing one. */
  scanned_at: string | null;
  outcome: FieldOutcome;
  /** What the device said; null when the device said nothing of the serial. */
  device_outcome: FieldOutcome | null;
  /** 1 when the two verdicts differ, else 0. */
  conflict: number;
  now_site: string | null;
  now_rack: string | null;
  /** A joint's position in its rack, or a tool's slot (`12C`). */
  now_position: string | null;
}

/** A user's authenticator-app (TOTP) secret, sealed; unconfirmed until a code from the app is entered. */
export interface TotpFactorsTable {
  user_id: string;
  /** The secret sealed by factor-secret.server.ts (AES-256-GCM), never the secret itself. */
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** The 30-second step of the last code taken; a code of this step or before is refused. */
  last_step: number | null;
}

/** One of a user's one-time recovery codes, as a keyed hash. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A user's passkey (WebAuthn credential), under the name the user gave it. */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at the last use (0 for authenticators that keep none). */
  counter: number;
  /** JSON array of the transports the authenticator named. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** A customer whose users must have a second factor (`required` 1). */
export interface CustomerSecondFactorTable {
  customer: string;
  required: number;
  updated_at: string;
}

/**
 * Every table of the portal database, for Kysely.
 *
 * @example
 * const db = new Kysely<Database>({ dialect });
 */
export interface Database extends ContractRows {
  users: UsersTable;
  sessions: SessionsTable;
  document_access: DocumentAccessTable;
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
  user_invitations: UserInvitationsTable;
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
  recut_figures: RecutFiguresTable;
  action_permissions: ActionPermissionsTable;
  requests: RequestsTable;
  request_items: RequestItemsTable;
  request_events: RequestEventsTable;
  request_attachments: RequestAttachmentsTable;
  approvals: ApprovalsTable;
  ncr_decisions: NcrDecisionsTable;
  outbox_events: OutboxEventsTable;
  integration_keys: IntegrationKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  customer_connections: CustomerConnectionsTable;
  customer_connection_domains: CustomerConnectionDomainsTable;
  field_counts: FieldCountsTable;
  field_count_lines: FieldCountLinesTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  customer_second_factor: CustomerSecondFactorTable;
}
