// The orders list (N27) as the JSON texts of its rows, written by PostgreSQL (db/json-rows.ts): each
// head with its lines, with the keys, order and values the API answers (queries.ts withLines writes
// the same for one order). The page's keys and order are queries.ts's.
import { sql } from 'kysely';
import { answerByOf } from '../../domain/ledger/missing.js';
import { groupedBy } from '../../domain/grouping.js';
import { lineQuantity } from '../../domain/ledger/rules.js';
import { READ_ONLY } from '../../domain/ledger/statuses.js';
import type { Database } from '../db/database.js';
import { isoInstant, jsonFields, rowJson } from '../db/json-rows.js';
import { preparedQuery } from '../db/prepared.js';
import { oneOf } from '../generic/paging.js';
import { headFields } from './head-fields.js';

/**
 * Heads, one row each: `json`, the head as the list answers it up to its lines (withLineTexts), and
 * the columns its answerBy is counted from. Select from it with a page's where and order.
 */
export function orderRows(db: Database, language: string) {
  return db.selectFrom('transactions')
    .crossJoinLateral((eb) => jsonFields({
      ...headFields(eb, language),
      created: isoInstant(eb.ref('transactions.createdAt')),
      updated: isoInstant(eb.ref('transactions.updatedAt')),
      answerBy: sql`null::text`,
      readOnly: eb('transactions.status', 'in', READ_ONLY),
    }, 'head'))
    .select(['transactions.id', 'transactions.type', 'transactions.status', 'transactions.sentAt', rowJson('head').as('json')]);
}

/**
 * The heads' lines, in order: each with its quantities and its text. One read for the page, as
 * aggregating per head in SQL cost the database more.
 */
const lineTextsOf = preparedQuery('order-line-texts', (db: Database, value) => db.selectFrom('transactionLines')
  .innerJoin('products', 'products.id', 'transactionLines.productId')
  .crossJoinLateral((eb) => jsonFields({
    productId: eb.ref('transactionLines.productId'),
    productName: eb.ref('products.name'),
    qtyOrdered: eb.ref('transactionLines.qtyOrdered'),
    qtyPicked: eb.ref('transactionLines.qtyPicked'),
    qtyReceived: eb.ref('transactionLines.qtyReceived'),
  }, 'line'))
  .select(['transactionLines.transactionId', 'transactionLines.qtyOrdered', 'transactionLines.qtyPicked', 'transactionLines.qtyReceived', rowJson('line').as('json')])
  // The page's ids as one array: a list of a hundred parameters cost PostgreSQL 1.2 ms to plan, 0.3 ms as one.
  .where(oneOf('transactionLines.transactionId', value<number[]>('ids'))).orderBy('transactionLines.id'));

export async function lineTexts(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return lineTextsOf(db, { ids });
}

type HeadRow = { id: number; type: number; status: number; sentAt: Date | string | null; json: string };
type LineRow = { transactionId: number; qtyOrdered: number; qtyPicked: number | null; qtyReceived: number | null; json: string };

/**
 * Each head's text with its qtyTotal and lines after its last field, and its answerBy (E07: an
 * unanswered missing registration shows the sender's deadline, in working days, counted here; rare,
 * so that text is parsed and written again, in the same key order).
 */
export function withLineTexts(heads: HeadRow[], lines: LineRow[]): string[] {
  const byHead = groupedBy(lines, (line) => line.transactionId);
  return heads.map((head) => {
    const own = byHead.get(head.id) ?? [];
    const qtyTotal = own.reduce((sum, line) => sum + lineQuantity(line), 0);
    // row_to_json's text ends with the object's closing brace.
    const text = `${head.json.slice(0, -1)},"qtyTotal":${qtyTotal},"lines":[${own.map((line) => line.json).join(',')}]}`;
    const due = answerByOf(head);
    return due ? JSON.stringify({ ...JSON.parse(text), answerBy: due }) : text;
  });
}
