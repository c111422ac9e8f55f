import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One-time upload codes (stored hashed, 30 minutes, single use) that let a technician's phone add photos
 * and PDFs to one order without signing in, and the documents those uploads added to orders. Uploads are
 * portal data, not the data contract: a re-import of the order leaves them in place.
 *
 * @example
 * const migrations = { '0003-upload-codes': uploadCodesMigration };
 */
export const uploadCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('upload_codes')
      .addColumn('code_hash', 'text', (col) => col.primaryKey())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('Order_No', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createTable('order_uploads')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('Customer', 'text', (col) => col.notNull())
      .addColumn('Order_No', 'text', (col) => col.notNull())
      .addColumn('file_key', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('uploaded_at', 'text', (col) => col.notNull())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('order_uploads_order')
      .on('order_uploads')
      .columns(['Customer', 'Order_No'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('order_uploads').execute();
    await db.schema.dropTable('upload_codes').execute();
  },
};
