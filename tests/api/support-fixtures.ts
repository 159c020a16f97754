// Shared helpers of the support API tests: logins, calls and counts on the test server's database.
import type { LoggedIn, TestServer } from './harness';
import { withCurrentVersion } from './record-version-fixture';

export type Tables = 'supportTickets' | 'supportEvents' | 'supportAttachments' | 'logs' | 'settings' | 'supportImages';

export function supportCalls(server: TestServer) {
  // A PUT carries the version the ticket has now (O25), unless it names one.
  const call = async (who: LoggedIn | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    server.call({ method, url, headers: { ...(who?.headers ?? {}), ...extra }, ...(payload === undefined ? {} : { payload: method === 'PUT' ? await withCurrentVersion(server.db, url, payload as object) : payload as object }) });
  const count = async (table: Tables) =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Logs in as an active user of another customer than the demo customer (2). */
  const otherCustomerUser = async () => {
    const user = await server.db.selectFrom('users').innerJoin('customers', 'customers.id', 'users.customerId')
      .select('users.loginName').where('users.customerId', 'not in', [1, 2]).where('users.active', '=', true).where('customers.statusId', '=', 1)
      .orderBy('users.id').executeTakeFirstOrThrow();
    return server.login(user.loginName);
  };
  return { call, count, otherCustomerUser };
}

/** A base64 text of the given number of bytes. */
export const base64Of = (bytes: number, fill = 0x41) => Buffer.alloc(bytes, fill).toString('base64');

/** The demo ticket of bruker that is Pending with an internal note (seed/support.ts). */
export const PENDING_DEMO_TITLE = 'Pallene kom uten følgeseddel';
