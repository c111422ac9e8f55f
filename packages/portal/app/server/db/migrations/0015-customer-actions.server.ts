import { type Kysely, PostgresAdapter } from 'kysely';
import type { Migration } from 'kysely/migration';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * What customers do in the portal and how it reaches the system of record:
 * - `action_permissions`: who of a customer's users may request and who may approve (no row: may request,
 *   may not approve).
 * - `requests` with their joints and tools (`request_items`), their dated status history
 *   (`request_events`) and attachments (`request_attachments`); `client_key` makes a resubmitted form
 *   find the request it created.
 * - `approvals`: a quote on a request, or a report or pre-invoice put to the customer, with the SHA-256 of
 *   the exact document and who decided what and when; a new version supersedes the one before.
 * - `ncr_decisions`: a customer's disposition of a non-conformance report.
 * - `outbox_events`: every action as an event, numbered in commit order (`seq` is the reader's cursor).
 * - `integration_keys`: machine keys (stored hashed) that read the outbox and answer request statuses.
 * - `webhook_endpoints` and `webhook_deliveries`: outbound webhooks and each delivery's attempts.
 *
 * @example
 * const migrations = { '0015-customer-actions': customerActionsMigration };
 */
export const customerActionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('action_permissions')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('may_request', 'integer', (col) => col.notNull())
      .addColumn('may_approve', 'integer', (col) => col.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('pipe_type', 'text', (col) => col.notNull())
      .addColumn('asset', 'text')
      .addColumn('needed_by', 'text')
      .addColumn('destination', 'text')
      .addColumn('contact', 'text')
      .addColumn('inspection_spec', 'text')
      .addColumn('notes', 'text')
      .addColumn('decline_reason', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('client_key', 'text', (col) => col.notNull())
      .addUniqueConstraint('requests_client_key_unique', ['created_by', 'client_key'])
      .execute();
    await db.schema
      .createIndex('requests_customer_idx')
      .on('requests')
      .columns(['Customer', 'created_at'])
      .execute();
    await db.schema
      .createIndex('requests_status_idx')
      .on('requests')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createTable('request_items')
      .addColumn('request_id', 'text', (col) => col.notNull().references('requests.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('serial', 'text', (col) => col.notNull())
      .addColumn('item_no', 'text')
      .addColumn('asset', 'text')
      .addPrimaryKeyConstraint('request_items_pkey', ['request_id', 'position'])
      .execute();
    await db.schema.createIndex('request_items_serial_idx').on('request_items').column('serial').execute();
    await db.schema
      .createTable('request_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('request_id', 'text', (col) => col.notNull().references('requests.id').onDelete('cascade'))
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (col) => col.notNull())
      .addColumn('comment', 'text')
      .addColumn('actor_user_id', 'text')
      .addColumn('actor_key', 'text')
      .execute();
    await db.schema
      .createIndex('request_events_request_idx')
      .on('request_events')
      .columns(['request_id', 'at'])
      .execute();
    await db.schema
      .createTable('request_attachments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('request_id', 'text', (col) => col.notNull().references('requests.id').onDelete('cascade'))
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('uploaded_by', 'text')
      .addColumn('uploaded_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('approvals')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull().unique())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('request_id', 'text', (col) => col.references('requests.id'))
      .addColumn('subject_ref', 'text')
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('amount', 'text')
      .addColumn('currency', 'text')
      .addColumn('valid_until', 'text')
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('supersedes_id', 'text', (col) => col.references('approvals.id'))
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('sha256', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('asked_by', 'text')
      .addColumn('asked_at', 'text', (col) => col.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_name', 'text')
      .addColumn('decided_email', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decided_at_local', 'text')
      .addColumn('decision_comment', 'text')
      .execute();
    await db.schema
      .createIndex('approvals_customer_idx')
      .on('approvals')
      .columns(['Customer', 'asked_at'])
      .execute();

    await db.schema
      .createTable('ncr_decisions')
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('NCR_No', 'text', (col) => col.notNull())
      .addColumn('decision', 'text', (col) => col.notNull())
      .addColumn('comment', 'text')
      .addColumn('decided_by', 'text', (col) => col.notNull())
      .addColumn('decided_name', 'text')
      .addColumn('decided_email', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text', (col) => col.notNull())
      .addColumn('decided_at_local', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ncr_decisions_pkey', ['Customer', 'NCR_No'])
      .execute();

    await db.schema
      .createTable('outbox_events')
      .addColumn('seq', isPostgres(db) ? 'bigserial' : 'integer', (col) =>
        isPostgres(db) ? col.primaryKey() : col.primaryKey().autoIncrement(),
      )
      .addColumn('id', 'text', (col) => col.notNull().unique())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('occurred_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('integration_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();

    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('after_seq', 'integer', (col) => col.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('disabled_at', 'text')
      .execute();
    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('endpoint_id', 'text', (col) =>
        col.notNull().references('webhook_endpoints.id').onDelete('cascade'),
      )
      .addColumn('event_id', 'text', (col) => col.notNull())
      .addColumn('event_seq', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'text')
      .addColumn('lease_holder', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('delivered_at', 'text')
      .addUniqueConstraint('webhook_deliveries_event_unique', ['endpoint_id', 'event_id'])
      .execute();
    await db.schema
      .createIndex('webhook_deliveries_due_idx')
      .on('webhook_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'webhook_deliveries',
      'webhook_endpoints',
      'integration_keys',
      'outbox_events',
      'ncr_decisions',
      'approvals',
      'request_attachments',
      'request_events',
      'request_items',
      'requests',
      'action_permissions',
    ])
      await db.schema.dropTable(table).execute();
  },
};
