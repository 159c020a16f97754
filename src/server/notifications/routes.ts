// B38: the acting user's notification options, and the notices written for them (the bell reads them).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { noticeRoute, type NoticeOptions } from '../../domain/notifications.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

export function noticeRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  addRoute(app, 'GET', '/api/noticeoptions', async (request) => {
    const { user } = callOf(request);
    const row = await db.selectFrom('users').select('noticeOptions').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { data: row.noticeOptions };
  });

  addRoute(app, 'PUT', '/api/noticeoptions', async (request) => {
    const { user } = callOf(request);
    const options = request.body as NoticeOptions;
    await db.updateTable('users').set({ noticeOptions: JSON.stringify(options) }).where('id', '=', user.id).execute();
    return { data: options };
  });

  addRoute(app, 'GET', '/api/notices', async (request) => {
    const { user } = callOf(request);
    const { index = 0, count = 100, read } = request.query as { index?: number; count?: number; read?: boolean };
    const mine = db.selectFrom('notices').where('notices.userId', '=', user.id)
      .$if(read !== undefined, (query) => query.where('notices.readAt', read ? 'is not' : 'is', null));
    const [rows, total] = await Promise.all([
      mine.leftJoin('locations', 'locations.id', 'notices.locationId').leftJoin('customers', 'customers.id', 'notices.customerId')
        .leftJoin('transactions', 'transactions.id', 'notices.transactionId')
        .select(['transactions.type as transactionType', sql<boolean>`transactions.location_id_to = notices.location_id`.as('atReceiver'), 'notices.id', 'notices.event', 'notices.kind', 'notices.locationId', 'locations.name as locationName', 'notices.customerId', 'customers.name as customerName',
          'notices.transactionId', 'notices.ticketId', 'notices.createdAt', sql<boolean>`notices.read_at is not null`.as('read')])
        .orderBy('notices.id', 'desc').offset(index).limit(count).execute(),
      mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      data: rows.map(({ createdAt, transactionType, atReceiver, ...row }) => ({ ...row, created: new Date(createdAt).toISOString(), route: noticeRoute({ ...row, transactionType, atReceiver }) })),
      total: Number(total.total),
    };
  });

  addRoute(app, 'POST', '/api/noticesread', async (request) => {
    const { user } = callOf(request);
    const { ids } = request.body as { ids?: number[] };
    if (ids?.length === 0) return { data: null };
    await db.updateTable('notices').set({ readAt: new Date() }).where('userId', '=', user.id).where('readAt', 'is', null)
      .$if(ids !== undefined, (query) => query.where('id', 'in', ids!)).execute();
    return { data: null };
  });
}
