import { sql, type Kysely } from 'kysely';

// Master data around the foundation: the code lists the session context holds (A10), postal codes
// (J12, J13), external locations (J15, J16), favorites (J18), users' work areas (J05, J06), an id for
// location products (E33), and the indexes the user and location lists page through.

const codeList = (db: Kysely<any>, name: string, idType: 'smallint' | 'text') =>
  db.schema.createTable(name)
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .execute();

type Code = [id: number | string, code: string, name: string, nameEn: string];
const rows = (codes: Code[]) => codes.map(([id, code, name, nameEn]) => ({ id, code, name, name_en: nameEn }));

/** E18 */
const TRANSACTION_STATUSES: Code[] = [
  [-1, 'Unknown', 'Ukjent', 'Unknown'],
  [0, 'Web', 'Kladd', 'Draft'],
  [1, 'Ordered', 'Bestilt', 'Ordered'],
  [2, 'ConfirmedNLP', 'Bekreftet av Lastbærerpoolen', 'Confirmed by the pool'],
  [3, 'Picked', 'Plukket', 'Picked'],
  [4, 'Sent', 'Sendt', 'Sent'],
  [5, 'Confirmed', 'Mottatt', 'Received'],
  [6, 'NotAgreed', 'Ikke enig', 'Not agreed'],
  [7, 'CancelledNLP', 'Kansellert av Lastbærerpoolen', 'Cancelled by the pool'],
  [8, 'Replaced', 'Erstattet', 'Replaced'],
  [9, 'WaitForSort', 'Venter på sortering', 'Waiting for sorting'],
];

/** P23 (there is no 15) */
const TRANSACTION_TYPES: Code[] = [
  [1, 'Order', 'Lastbærerordre', 'Load carrier order'],
  [2, 'Pickup', 'Henting', 'Pickup'],
  [3, 'Transfer', 'Overføring', 'Transfer'],
  [4, 'Available', 'Tilgjengelig', 'Available'],
  [5, 'Return', 'Retur', 'Return'],
  [6, 'TransferOrder', 'Overføringsordre', 'Transfer order'],
  [7, 'IndustryOrder', 'Industriordre', 'Industry order'],
  [8, 'StockSettlement', 'Lageroppgjør', 'Stock settlement'],
  [9, 'TransferUnknownCustomer', 'Overføring til ukjent kunde', 'Transfer to unknown customer'],
  [10, 'Shop', 'Butikk', 'Shop'],
  [11, 'WholesaleOrder', 'Grossistordre', 'Wholesale order'],
  [12, 'Missing', 'Manglende registrering', 'Missing registration'],
  [13, 'Regrouping', 'Omgruppering (EPS)', 'Regrouping (EPS)'],
  [14, 'Inventory', 'Varetelling', 'Inventory'],
  [16, 'TransferWholesaler', 'Overføring grossist', 'Transfer wholesaler'],
];

/** F04 */
const INVENTORY_LEVELS: Code[] = [
  [0, 'None', 'Ingen', 'None'],
  [1, 'MainApprove', 'Godkjenne hovedtelling', 'Approve main count'],
  [2, 'ControlReg', 'Kontrollregistrering', 'Control registration'],
];

/** C10 */
const REPORT_LEVELS: Code[] = [
  [-1, 'None', 'Ingen', 'None'],
  [0, 'Location', 'Lokasjon', 'Location'],
  [1, 'Customer', 'Kunde', 'Customer'],
  [2, 'Chain', 'Kjede', 'Chain'],
];

/** P25 */
const COUNTRIES: Code[] = [
  ['NOR', 'NOR', 'Norge', 'Norway'],
  ['SWE', 'SWE', 'Sverige', 'Sweden'],
  ['DNK', 'DNK', 'Danmark', 'Denmark'],
];

/** P06 */
const LANGUAGES: Code[] = [
  ['nb-NO', 'nb-NO', 'Norsk (bokmål)', 'Norwegian (Bokmål)'],
  ['en-US', 'en-US', 'Engelsk', 'English'],
];

/** J06 */
const WORK_AREAS: Code[] = [
  ['warehouse', 'warehouse', 'Lager', 'Warehouse'],
  ['reception', 'reception', 'Mottak', 'Reception'],
  ['delivery', 'delivery', 'Levering', 'Delivery'],
  ['pickup', 'pickup', 'Henting', 'Pickup'],
  ['inventory', 'inventory', 'Varetelling', 'Inventory'],
  ['reporting', 'reporting', 'Rapportering', 'Reporting'],
  ['shopAccounting', 'shopAccounting', 'Butikkregnskap', 'Shop accounting'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, idType, codes] of [
    ['transaction_statuses', 'smallint', TRANSACTION_STATUSES],
    ['transaction_types', 'smallint', TRANSACTION_TYPES],
    ['inventory_levels', 'smallint', INVENTORY_LEVELS],
    ['report_levels', 'smallint', REPORT_LEVELS],
    ['countries', 'text', COUNTRIES],
    ['languages', 'text', LANGUAGES],
    ['work_areas', 'text', WORK_AREAS],
  ] as const) {
    await codeList(db, table, idType);
    await db.insertInto(table).values(rows(codes as unknown as Code[])).execute();
  }

  await db.schema.alterTable('product_types').addColumn('name_en', 'text').execute();
  await db.schema.alterTable('products').addColumn('description', 'text').execute();

  await db.schema.createTable('postal_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addUniqueConstraint('postal_codes_country_code_postal_code_key', ['country_code', 'postal_code'])
    .execute();

  await db.schema.createTable('external_locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gln', 'text', (c) => c.unique())
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.id'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('external_locations_customer_idx').on('external_locations').columns(['customer_id', 'name']).execute();

  for (const [table, column, target] of [['favorite_locations', 'location_id', 'locations.id'], ['favorite_products', 'product_id', 'products.id']] as const) {
    await db.schema.createTable(table)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', column])
      .execute();
  }

  await db.schema.alterTable('users').addColumn('work_area', 'text', (c) => c.references('work_areas.id')).execute();
  await db.schema.alterTable('location_products').addColumn('id', 'serial', (c) => c.unique()).execute();

  // The user and location lists sort by name within a scope (customer, location) or over everything.
  await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
  await db.schema.createIndex('users_customer_name_idx').on('users').columns(['customer_id', 'name', 'id']).execute();
  await db.schema.createIndex('users_location_name_idx').on('users').columns(['location_id', 'name', 'id']).execute();
  await db.schema.createIndex('locations_customer_name_idx').on('locations').columns(['customer_id', 'name', 'id']).execute();
  await db.schema.createIndex('locations_name_id_idx').on('locations').columns(['name', 'id']).execute();
  await sql`create index locations_status_name_idx on locations (status_id, name, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['users_name_idx', 'users_customer_name_idx', 'users_location_name_idx', 'locations_customer_name_idx', 'locations_name_id_idx', 'locations_status_name_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('location_products').dropColumn('id').execute();
  await db.schema.alterTable('users').dropColumn('work_area').execute();
  for (const table of ['favorite_products', 'favorite_locations', 'external_locations', 'postal_codes']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('products').dropColumn('description').execute();
  await db.schema.alterTable('product_types').dropColumn('name_en').execute();
  for (const table of ['work_areas', 'languages', 'countries', 'report_levels', 'inventory_levels', 'transaction_types', 'transaction_statuses']) {
    await db.schema.dropTable(table).execute();
  }
}
