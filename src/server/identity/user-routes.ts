// Users (J03–J08, N18, N19, N57): the list the admin page and the pickers read, scoped by C43, and
// the dialog's helpers: which fields the caller may change (usereditable), which tasks they may give
// (webtaskuserassignable) and where a user works (userlocations). One user, its creation and its
// update are served by the generic routes with the rules of src/server/resources/users.ts.
import type { FastifyInstance } from 'fastify';
import { users } from '../../../resources/users.js';
import { storedProperties } from '../../../resources/store-shape.js';
import { isLocationAdmin, userScopeOf } from '../../domain/access.js';
import { assignableTasks, lockedUserFields } from '../../domain/users.js';
import { listUsers, type UserQuery } from './user-list.js';
import { schemaById } from '../generic/schemas.js';
import { readOne, storedModel } from '../generic/stored-routes.js';
import { ApiError, forbidden } from '../http/errors.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

const userModel = storedModel(users);
const writable = storedProperties(users, schemaById).filter((property) => !property.readOnly).map((property) => property.name);

export function userRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/users', async (request) => {
    const call = callOf(request);
    return listUsers(db, userScopeOf(call.user, call.scope), request.query as UserQuery);
  });

  addRoute(app, 'GET', '/api/usereditable', async (request) => {
    const call = callOf(request);
    if (!isLocationAdmin(call.user)) throw forbidden();
    const { userId } = request.query as { userId?: number };
    const target = userId === undefined ? undefined : await readOne(db, userModel, call, userId);
    if (userId !== undefined && !target) throw new ApiError(404, 'not-found', 'notFound');
    const locked = new Set<string>(lockedUserFields(call.user, target as never));
    return { data: writable.filter((field) => !locked.has(field)) };
  });

  addRoute(app, 'GET', '/api/webtaskuserassignable', async (request) => {
    const call = callOf(request);
    if (!isLocationAdmin(call.user)) throw forbidden();
    return { data: assignableTasks(call.user) };
  });

  addRoute(app, 'GET', '/api/userlocations', async (request) => {
    const call = callOf(request);
    const { userId } = request.query as { userId: number };
    const user = await readOne(db, userModel, call, userId);
    if (!user) throw new ApiError(404, 'not-found', 'notFound');
    const ids = [user.locationId as number, ...(user.locationIds as number[])];
    const rows = await db.selectFrom('locations').select(['id', 'name']).where('id', 'in', ids).execute();
    return { data: ids.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined).map((row) => ({ ...row, isOwn: row.id === user.locationId })) };
  });
}
