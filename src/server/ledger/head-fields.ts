// A transaction head's fields as every answer shows them (N26, N27): one list of names and columns
// for the read of one order (selected as columns) and for the lists (written as JSON by PostgreSQL,
// list-json.ts), so the two cannot drift apart.
import type { AliasableExpression, ExpressionBuilder } from 'kysely';

/**
 * A name by id, as a scalar subquery: each is planned on its own. Joined, the seven name tables made
 * the planner weigh every join order against the ledger's many indexes (15–20 ms of planning per
 * call at national scale, more than the query ran).
 */
export const nameOf = (eb: ExpressionBuilder<any, any>, table: string, column: string, id: string) =>
  eb.selectFrom(table).select(`${table}.${column}`).whereRef(`${table}.id`, '=', id).limit(1);

/** The head's fields by the names the API gives them, in the answer's order; names in the caller's language. */
export function headFields(eb: ExpressionBuilder<any, any>, language: string): Record<string, AliasableExpression<unknown>> {
  const english = language === 'en-US';
  return {
    id: eb.ref('transactions.id'),
    type: eb.ref('transactions.type'),
    status: eb.ref('transactions.status'),
    source: eb.ref('transactions.source'),
    locationIdFrom: eb.ref('transactions.locationIdFrom'),
    locationNameFrom: nameOf(eb, 'locations', 'name', 'transactions.locationIdFrom'),
    customerNameFrom: nameOf(eb, 'customers', 'name', 'transactions.customerIdFrom'),
    locationIdTo: eb.ref('transactions.locationIdTo'),
    locationNameTo: nameOf(eb, 'locations', 'name', 'transactions.locationIdTo'),
    customerNameTo: nameOf(eb, 'customers', 'name', 'transactions.customerIdTo'),
    senderReference: eb.ref('transactions.senderReference'),
    receiverReference: eb.ref('transactions.receiverReference'),
    transactionDate: eb.ref('transactions.transactionDate'),
    processBy: eb.ref('transactions.processBy'),
    truckTypeId: eb.ref('transactions.truckTypeId'),
    version: eb.ref('transactions.version'),
    created: eb.ref('transactions.createdAt'),
    updated: eb.ref('transactions.updatedAt'),
    createdByUserName: nameOf(eb, 'users', 'name', 'transactions.createdByUserId'),
    typeName: nameOf(eb, 'transactionTypes', english ? 'nameEn' : 'name', 'transactions.type'),
    statusName: nameOf(eb, 'transactionStatuses', english ? 'nameEn' : 'name', 'transactions.status'),
  };
}
