// A read that shares its query with a wider entity answers with the fields of its own schema only: an
// external order (external-order.schema.json) or a shop transaction (shop-transaction.schema.json) is
// read as a ledger order, whose truck, process-by and answer fields the API does not give it (issue 30).
import { schemaById } from './schemas.js';

const namesBySchema = new Map<string, ReadonlySet<string>>();

/** The row without the properties the schema (by its $id) does not list. */
export function schemaFieldsOf<Row extends object>(schemaId: string, row: Row): Partial<Row> {
  let names = namesBySchema.get(schemaId);
  if (!names) {
    names = new Set(Object.keys(schemaById(schemaId).properties ?? {}));
    namesBySchema.set(schemaId, names);
  }
  return Object.fromEntries(Object.entries(row).filter(([name]) => names.has(name))) as Partial<Row>;
}
