import { sql, type Kysely } from 'kysely';

// The Excel import of deliveries (E10–E12, docs/decisions.md "Excel import"): an uploaded file of a
// user at the location it is sent from, its validation's progress and result, and the rows it read,
// kept until the file is approved (registered in one database transaction) or rejected.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('import_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // The owner (the acting user) and the context location, which is the sender of every delivery.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('login_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // The file as uploaded; dropped once it is approved or rejected.
    .addColumn('content', 'bytea')
    .addColumn('first_row_is_header', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('uploaded')
      .check(sql`status in ('uploaded', 'validating', 'valid', 'invalid', 'approved', 'rejected')`))
    // Each validation run has its number: a run that was superseded (validated again, deleted) stops writing.
    .addColumn('validation_run', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_expected', 'integer')
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warning_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The first errors and warnings: { row, column, key, values }, worded in the reader's language.
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('order_count', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Touched by a validation as it goes: a validation not touched for a while was interrupted.
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('validated_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('import_files_owner_idx').on('import_files').columns(['user_id', 'location_id', 'id desc']).execute();

  // The rows of a valid file, as read: the deliveries they make are numbered in the order of the file.
  await db.schema.createTable('import_rows')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('import_files.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('delivery_no', 'integer', (c) => c.notNull())
    .addColumn('location_id_to', 'integer', (c) => c.notNull())
    .addColumn('transaction_date', 'date', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull())
    .addColumn('sender_reference', 'text')
    .addColumn('receiver_reference', 'text')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_rows_pk', ['file_id', 'row_no'])
    .execute();
  await db.schema.createIndex('import_rows_delivery_idx').on('import_rows').columns(['file_id', 'delivery_no', 'row_no']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rows').execute();
  await db.schema.dropTable('import_files').execute();
}
