// The session context the portal keeps (A09–A11, N10): acting and login user, customer, location,
// chain with their admin contacts (D10), versions and the local-network flag (B04).
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { CallContext } from '../http/call-context.js';
import { loadChain, loadCustomer } from '../masterdata/customers.js';
import { getLocation } from '../masterdata/locations.js';

export const SERVER_VERSION = '0.10.26';

export function isLocalNetwork(config: ServerConfig, ip: string): boolean {
  const address = ip.replace(/^::ffff:/, '');
  return config.localNetworks.some((prefix) => address.startsWith(prefix));
}

export async function sessionContext(db: Database, config: ServerConfig, call: Pick<CallContext, 'user' | 'loginUser'> & { locationId: number }, request: FastifyRequest) {
  const location = await getLocation(db, { kind: 'all' }, call.locationId);
  const customer = location && (await loadCustomer(db, location.customerId, true));
  // B20: the terms warning for an impersonated user shows until the login user dismisses it.
  const impersonating = call.user.id !== call.loginUser.id;
  const dismissedGdprWarning = impersonating && !call.user.confirmedGdpr
    ? Boolean(await db.selectFrom('gdprDismissals').select('userId').where('userId', '=', call.user.id).where('dismissedByUserId', '=', call.loginUser.id).executeTakeFirst())
    : false;
  return {
    buildCommit: config.buildCommit,
    serverVersion: SERVER_VERSION,
    environment: config.environment,
    clientIsLocalNet: isLocalNetwork(config, request.ip),
    chain: await loadChain(db, customer?.chainId ?? null),
    customer,
    location,
    user: call.user,
    loginUser: call.loginUser,
    dismissedGdprWarning,
  };
}
