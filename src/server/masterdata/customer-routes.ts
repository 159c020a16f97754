// Customers (J01, J02, N20, N57): the list every picker reads, scoped by C41, and the logo of the
// own company (customerlogo). One customer and its update are served by the generic routes
// (resources/company.ts).
import type { FastifyInstance } from 'fastify';
import { company, mayEditCustomer } from '../../../resources/company.js';
import { customerScopeOf } from '../../domain/access.js';
import { recordWrite } from '../system/audit.js';
import { listCustomers, type CustomerQuery } from './customer-list.js';
import type { Database } from '../db/database.js';
import { checkFile } from '../generic/content.js';
import { readOne, storedModel } from '../generic/stored-routes.js';
import { nextVersion } from '../generic/versions.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

const companyModel = storedModel(company);

/** The customer the caller may change the logo of (J01, J02). */
async function editableCustomer(db: Database, call: CallContext, id: number) {
  const customer = await readOne(db, companyModel, call, id);
  if (!customer) throw new ApiError(404, 'not-found', 'notFound');
  if (!mayEditCustomer({ user: call.user, customer: call.customer, location: call.location }, customer as { id: number })) throw forbidden();
  return customer;
}

async function storeLogo(db: Database, call: CallContext, id: number, image: string | null) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ image, version: nextVersion() }).where('id', '=', id).execute();
    await recordWrite(trx, call, { entity: 'customer', entityId: id, action: image ? 'logo uploaded' : 'logo deleted' });
  });
}

export function customerRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/customers', async (request) => {
    const call = callOf(request);
    return listCustomers(db, customerScopeOf(call.user, call.scope), request.query as CustomerQuery);
  });

  addRoute(app, 'POST', '/api/customerlogo', async (request) => {
    const call = callOf(request);
    const { id, data } = request.body as { id: number; data: string };
    await editableCustomer(db, call, id);
    checkFile('data', data);
    if (!data.startsWith('data:image/')) throw new ApiError(400, 'invalid-file', 'fileNotImage', { field: 'data' });
    await storeLogo(db, call, id, data);
    return { data: null };
  }, { files: true });

  addRoute(app, 'DELETE', '/api/customerlogo/:id', async (request) => {
    const call = callOf(request);
    const { id } = request.params as { id: number };
    await editableCustomer(db, call, id);
    await storeLogo(db, call, id, null).catch(() => { throw new ApiError(500, 'logo-delete-failed', 'logoDeleteFailed'); });
    return { data: null };
  });
}
