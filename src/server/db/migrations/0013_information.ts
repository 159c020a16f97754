import { type Kysely, sql } from 'kysely';

// Information (L01–L06, issue 13, docs/decisions.md): the operator's articles, guides and videos,
// written by its staff in rich text and read by every user under support/information.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('information_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('article', 'guide', 'video')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'text')
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('information_items_kind_idx').on('information_items').columns(['kind', 'title']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('information_items').execute();
}
