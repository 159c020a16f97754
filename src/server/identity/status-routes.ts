// Switch location and impersonation (M01–M11, N11, N12): the dialog's options, POST status, and
// the terms warning for an impersonated user (M11, B20). GET status stays in session.ts.
import type { FastifyInstance } from 'fastify';
import { mayLoginWhenSwitching, mayTakeContext, worksAtOwnLocations, type SwitchingLogin } from '../../domain/switching.js';
import { endAllSessionsOf } from '../auth/sessions.js';
import { recordWrite } from '../system/audit.js';
import { writeLog } from '../system/logs.js';
import { loadLocationWithCustomer } from '../masterdata/locations.js';
import { sessionContext } from './session-context.js';
import { assignedLocationIds, recordSwitch, statusCustomers, statusLocations, statusUsers } from './switching.js';
import { loadUserWithCustomer } from './users.js';
import { nextVersion } from '../generic/versions.js';
import { ApiError } from '../http/errors.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

interface StatusBody { customerId: number; locationId: number; userId?: number; withLogin?: boolean }

export function statusRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const switchingLogin = async (call: CallContext): Promise<SwitchingLogin> => ({
    user: call.loginUser,
    customer: call.loginCustomer,
    assignedLocationIds: worksAtOwnLocations(call.loginUser) ? await assignedLocationIds(db, call.loginUser.id) : [],
  });

  addRoute(app, 'GET', '/api/statuscustomers', async (request) =>
    statusCustomers(db, callOf(request).loginUser, request.query as { q?: string; index?: number; count?: number }));

  addRoute(app, 'GET', '/api/statuslocations', async (request) =>
    statusLocations(db, await switchingLogin(callOf(request)), request.query as { customerId: number; q?: string }));

  addRoute(app, 'GET', '/api/statususers', async (request) =>
    statusUsers(db, await switchingLogin(callOf(request)), request.query as { customerId: number; locationId: number; q?: string; count?: number }));

  // M07: the wanted context passes the same rule as every call's X-Context; the login user stays.
  addRoute(app, 'POST', '/api/status', async (request) => {
    const call = callOf(request);
    const { customerId, locationId, userId = call.loginUser.id, withLogin = false } = request.body as StatusBody;
    if (withLogin && !mayLoginWhenSwitching(call.loginUser)) throw new ApiError(403, 'login-when-switch-refused', 'loginWhenSwitchRefused');
    const [acting, place, login] = await Promise.all([
      userId === call.loginUser.id ? { user: call.loginUser, customer: call.loginCustomer } : loadUserWithCustomer(db, userId),
      loadLocationWithCustomer(db, locationId),
      switchingLogin(call),
    ]);
    if (!place) throw new ApiError(400, 'location-not-found', 'locationNotFound');
    if (place.location.customerId !== customerId) throw new ApiError(400, 'location-not-of-customer', 'locationNotOfCustomer');
    if (!acting) throw new ApiError(400, 'user-not-found', 'userNotFound');
    if (!mayTakeContext(login, acting.user, place.location, place.location.chainId)) throw new ApiError(403, 'context-refused', 'contextRefused');
    await recordSwitch(db, { sessionId: call.session.id, loginUser: call.loginUser, user: acting.user, locationId, withLogin });
    return { data: await sessionContext(db, config, { user: acting.user, loginUser: call.loginUser, locationId }, request) };
  });

  // M11, B20: continue as a user who has not accepted the terms (the warning is dismissed for good
  // for this login user), or reject, which deactivates that user.
  addRoute(app, 'POST', '/api/usergdprwarning', async (request) => {
    const call = callOf(request);
    const { accept } = request.body as { accept: boolean };
    if (call.user.id === call.loginUser.id) throw new ApiError(409, 'not-impersonating', 'notImpersonating');
    if (call.user.confirmedGdpr) throw new ApiError(409, 'terms-accepted', 'termsAlreadyAccepted');
    await db.transaction().execute(async (trx) => {
      if (accept) {
        await trx.insertInto('gdprDismissals').values({ userId: call.user.id, dismissedByUserId: call.loginUser.id })
          .onConflict((oc) => oc.columns(['userId', 'dismissedByUserId']).doNothing()).execute();
        await recordWrite(trx, call, { entity: 'usergdprwarning', entityId: call.user.id, action: 'dismiss', summary: call.user.loginName });
        return;
      }
      await trx.updateTable('users').set({ active: false, version: nextVersion() }).where('id', '=', call.user.id).execute();
      await endAllSessionsOf(trx, call.user.id);
      await recordWrite(trx, call, { entity: 'user', entityId: call.user.id, action: 'deactivate', summary: `${call.user.loginName}: terms not accepted` });
      await writeLog(trx, {
        level: 'Warning', category: 'gdpr', loginUserId: call.loginUser.id, userId: call.user.id,
        message: `${call.loginUser.loginName} rejected ${call.user.loginName}, who had not accepted the terms; the user is deactivated`,
      });
    });
    return { data: null };
  });
}
