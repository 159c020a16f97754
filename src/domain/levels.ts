// Numeric levels of the spec, named once (C02, C10, F04, J19, K08).
import type { AdminLevel as AdminLevelValue, InventoryLevel as InventoryLevelValue, ReportLevel as ReportLevelValue } from '../../generated/entities';

export const AdminLevel = { None: 0, Location: 1, Customer: 2, Chain: 3, Global: 4, System: 5 } as const satisfies Record<string, AdminLevelValue>;
export const ReportLevel = { None: -1, Location: 0, Customer: 1, Chain: 2 } as const satisfies Record<string, ReportLevelValue>;
export const InventoryLevel = { None: 0, MainApprove: 1, ControlReg: 2 } as const satisfies Record<string, InventoryLevelValue>;
export const OrgStatus = { New: 0, Active: 1, Blocked: 2, Finished: 3 } as const;
/**
 * P29: level scopes. The report levels (C10) are this scope from None to Chain; no master data groups
 * chains, so nothing is scoped to a Group. It would be the reach of a report above the chain.
 */
export const LevelScope = {
  None: 'None', Location: 'Location', Customer: 'Customer', Chain: 'Chain', Group: 'Group',
} as const satisfies Record<keyof typeof ReportLevel | 'Group', string>;
/**
 * P44: the simple status. Users, addresses, external locations, service accounts and webhooks keep it
 * as their boolean `active`, customers and locations have OrgStatus's four, so nothing reads these names.
 */
export const SimpleStatus = { Inactive: false, Active: true } as const;
export const SessionState = { Unknown: 0, Active: 1, Inactive: 2, Expired: 3, Removed: 4 } as const;
export const Environment = { Local: 0, Dev: 1, Stage: 2, Prod: 3, QA: 4, Unknown: 5 } as const;
