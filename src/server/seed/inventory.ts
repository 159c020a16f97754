// Demo inventory (section F): last year's finished period, and an active one around the day the demo
// is made, from the first of its month to the end of the next (periods are the operator's, opened for
// the days customers count in), in which Fjellmeieriet's balance locations count and its main approver
// registers the main count; and a correction order the operator proposed at Gjøvik (booked to Hamar)
// today, waiting for the customer's answer (B33).
import type { Database } from '../db/database.js';
import { addDays } from '../../domain/dates.js';
import { monthStart } from '../../domain/stock/indicator.js';
import { accountOfLocation } from '../../domain/ledger/accounts.js';
import { TransactionStatus } from '../../domain/ledger/statuses.js';
import { TransactionType } from '../../domain/ledger/types.js';
import type { DemoCalendar } from './ledger-world.js';

export async function seedInventory(db: Database, { today }: DemoCalendar): Promise<void> {
  const lastOfNextMonth = addDays(monthStart(today, -2), -1);
  const lastYear = Number(today.slice(0, 4)) - 1;
  await db.insertInto('inventoryPeriods').values([
    { name: `Varetelling ${lastYear}`, controlFrom: `${lastYear}-11-17`, controlTo: `${lastYear}-12-12`, status: 'Finished', canMaster: true, canClaim: true, canResponse: true, isVisible: true },
    { name: `Varetelling ${today.slice(0, 4)}`, controlFrom: monthStart(today), controlTo: lastOfNextMonth, status: 'Active', canMaster: true, canClaim: true, canResponse: true, isVisible: true },
  ]).execute();

  const place = (name: string) => db.selectFrom('locations').select(['id', 'customerId', 'isBalance', 'locationIdInventEx']).where('name', '=', name).executeTakeFirstOrThrow();
  const [gjovik, depot, admin] = await Promise.all([
    place('Fjellmeieriet Gjøvik'),
    place('Lastbærerpoolen Hovedlager'),
    db.selectFrom('users').select('id').where('loginName', '=', 'admin').executeTakeFirstOrThrow(),
  ]);
  const { id } = await db.insertInto('transactions').values({
    type: TransactionType.Inventory, status: TransactionStatus.Sent, source: 'Inventory',
    locationIdFrom: depot.id, locationIdTo: gjovik.id, accountFrom: accountOfLocation(depot), accountTo: accountOfLocation(gjovik),
    customerIdFrom: depot.customerId, customerIdTo: gjovik.customerId, senderReference: null, receiverReference: null,
    transactionDate: today, processBy: null, truckTypeId: null, sentAt: new Date(),
    createdByUserId: admin.id, createdByLoginUserId: admin.id, updatedByUserId: admin.id, updatedByLoginUserId: admin.id,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('transactionLines').values({ transactionId: id, productId: 1001, qtyOrdered: 12 }).execute();
  await db.insertInto('transactionComments').values({
    transactionId: id, userId: admin.id, loginUserId: admin.id,
    text: 'Ved kontroll på Gjøvik fant vi 12 helpaller mer enn det som er registrert. Vi foreslår å korrigere saldoen.',
  }).execute();
}
