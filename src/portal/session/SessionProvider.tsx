// The session context for React: the acting user, customer and location as access rules need them.
import { createContext, useContext, type ReactNode } from 'react';
import type { AccessContext } from '../../domain/access';
import type { SessionContext } from './session';

interface Session { context: SessionContext; access: AccessContext }

const SessionReact = createContext<Session | null>(null);

/** The parts of the session context that access rules read (section C). */
export function accessContextOf(context: SessionContext): AccessContext {
  const { user, customer, location } = context;
  return {
    user: {
      id: user.id!,
      adminLevelEx: user.adminLevelEx ?? 0,
      reportLevelEx: user.reportLevelEx ?? -1,
      inventoryLevelEx: user.inventoryLevelEx ?? 0,
      tasksAllowed: user.tasksAllowed ?? [],
      isNlp: user.isNlp ?? false,
      isFinancial: user.isFinancial ?? false,
      employeeId: user.employeeId,
      customerId: user.customerId,
      locationId: user.locationId,
      active: user.active,
    },
    customer: { id: customer.id!, hasShopTransactions: customer.hasShopTransactions ?? false, chainId: customer.chainId ?? null, type: customer.type },
    location: { id: location.id!, customerId: location.customerId, isBalance: location.isBalance ?? false, statusId: location.statusId },
  };
}

export function SessionProvider({ context, children }: { context: SessionContext; children: ReactNode }) {
  return <SessionReact.Provider value={{ context, access: accessContextOf(context) }}>{children}</SessionReact.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionReact);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
