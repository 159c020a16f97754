// GET inventory (N38): a balance location's counts, newest first, each line with its status (F08) and
// markers (F09) from the one rule in src/domain/inventory/lines.ts. A handed-in count also lists the
// products the location holds that it left out, as not counted.
import type { Kysely } from 'kysely';
import { lineMarkers, lineStatus } from '../../domain/inventory/lines.js';
import type { Tables } from '../db/tables.js';
import { inventoryProducts } from './products.js';

export interface CountFilter { id?: number; periodId?: number; type?: string[] }

/** The counts shown at most: the newest of a location. */
const COUNTS_SHOWN = 50;
const MAIN_TYPES = ['MainReg', 'MainClaim', 'MainApprove'];

export async function readCounts(db: Kysely<Tables>, locationId: number, filter: CountFilter = {}) {
  const counts = await db.selectFrom('inventoryCounts')
    .leftJoin('inventoryPeriods', 'inventoryPeriods.id', 'inventoryCounts.periodId')
    .innerJoin('users', 'users.id', 'inventoryCounts.createdByUserId')
    .select(['inventoryCounts.id', 'inventoryCounts.periodId', 'inventoryCounts.locationId', 'inventoryCounts.type', 'inventoryCounts.status',
      'inventoryCounts.countedOn', 'inventoryCounts.claimComment', 'inventoryCounts.createdAt', 'inventoryCounts.submittedAt', 'inventoryCounts.approvedAt',
      'inventoryCounts.version', 'users.name as createdBy', 'inventoryPeriods.name as periodName', 'inventoryPeriods.controlFrom', 'inventoryPeriods.controlTo'])
    .where('inventoryCounts.locationId', '=', locationId)
    .$if(filter.id !== undefined, (qb) => qb.where('inventoryCounts.id', '=', filter.id!))
    .$if(filter.periodId !== undefined, (qb) => qb.where('inventoryCounts.periodId', '=', filter.periodId!))
    .$if(filter.type !== undefined, (qb) => qb.where('inventoryCounts.type', 'in', filter.type!))
    .orderBy('inventoryCounts.createdAt', 'desc').orderBy('inventoryCounts.id', 'desc').limit(COUNTS_SHOWN).execute();
  if (counts.length === 0) return [];
  const ids = counts.map((count) => count.id);
  const periodIds = [...new Set(counts.map((count) => count.periodId).filter((id): id is number => id !== null))];
  const [lines, mains, expected] = await Promise.all([
    db.selectFrom('inventoryCountLines').innerJoin('products', 'products.id', 'inventoryCountLines.productId')
      .select(['inventoryCountLines.countId', 'inventoryCountLines.productId', 'products.name as productName', 'inventoryCountLines.quantity',
        'inventoryCountLines.booked', 'inventoryCountLines.claimed', 'inventoryCountLines.countedOn', 'inventoryCountLines.correctedBy',
        'inventoryCountLines.canceled', 'inventoryCountLines.updatedAt'])
      .where('inventoryCountLines.countId', 'in', ids).orderBy('products.productTypeId').orderBy('inventoryCountLines.productId').execute(),
    periodIds.length === 0 ? Promise.resolve([]) : db.selectFrom('inventoryCounts').select(['periodId', 'countedOn'])
      .where('locationId', '=', locationId).where('periodId', 'in', periodIds).where('type', 'in', MAIN_TYPES).where('status', '<>', 'NotInUse').execute(),
    counts.some((count) => count.status !== 'Active') ? inventoryProducts(db, locationId) : Promise.resolve([]),
  ]);
  const mainCountOn = new Map(mains.map((main) => [main.periodId, main.countedOn]));
  return counts.map(({ controlFrom, controlTo, ...count }) => {
    const period = count.periodId === null ? null : { controlFrom: controlFrom!, controlTo: controlTo! };
    const facts = { countStatus: count.status, countType: count.type, period, mainCountOn: count.periodId === null ? undefined : mainCountOn.get(count.periodId) };
    const own = lines.filter((line) => line.countId === count.id);
    const counted = own.map(({ countId: _countId, canceled, correctedBy, ...line }) => ({
      ...line,
      difference: line.quantity - line.booked,
      status: lineStatus({ countStatus: count.status, canceled }),
      markers: lineMarkers({ ...facts, countedOn: line.countedOn, canceled, correctedBy: correctedBy as 'own' | 'provider' | null }),
    }));
    const left = count.status === 'Active' || count.status === 'NotInUse' ? [] : expected.filter((product) => !own.some((line) => line.productId === product.productId))
      .map((product) => ({
        productId: product.productId, productName: product.productName, quantity: null, booked: product.booked, claimed: null, countedOn: null,
        updatedAt: null, difference: null, status: lineStatus({ countStatus: count.status }), markers: lineMarkers({ ...facts, countedOn: undefined }),
      }));
    return { ...count, period: count.periodId === null ? null : { id: count.periodId, name: count.periodName, controlFrom, controlTo }, lines: [...counted, ...left] };
  });
}
