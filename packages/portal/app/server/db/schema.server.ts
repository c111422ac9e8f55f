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

/**
 * Every table of the portal database, for Kysely.
 *
 * @example
 * const db = new Kysely<Database>({ dialect });
 */
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
}
