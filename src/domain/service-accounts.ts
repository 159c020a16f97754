// Service accounts (issue 30, DESIGN "Integrations"): a customer's integration calls the API with a key
// of its own, as a user of its own, bound to the locations and rights its creator chose. The creator
// gives nothing they do not have (the same rule as for people, src/domain/users.ts), and a key works
// at its chosen locations only: its admin level stops at Location, as Customer and above would reach
// every location of the customer (C05).
import { isCustomerAdmin, type AccessUser } from './access';
import { AdminLevel } from './levels';
import { rightsBeyondGiver, type GrantedRights, type GrantField } from './users';

/** What the creator asks for the key. */
export interface ServiceAccountRights extends GrantedRights {
  adminLevel: number;
  locationIds: readonly number[];
}

/** The highest admin level a key may have: Location, and never above its creator's. */
export const highestServiceAccountLevel = (creator: AccessUser) => Math.min(AdminLevel.Location, creator.adminLevelEx);

/** The first right in `wanted` that the key may not have, or undefined. */
export function serviceAccountRightBeyond(creator: AccessUser, wanted: ServiceAccountRights): GrantField | undefined {
  if (wanted.adminLevel > highestServiceAccountLevel(creator)) return 'adminLevel';
  return rightsBeyondGiver(creator, wanted)[0];
}

/**
 * Who keeps a customer's service accounts and webhooks: the customer's administrators (and above,
 * C03, C05), for a customer other than the operator itself; never a service account.
 */
export function mayManageIntegrations(user: AccessUser & { isServiceAccount?: boolean }, customer: { type: string }): boolean {
  return isCustomerAdmin(user) && !user.isServiceAccount && customer.type !== 'provider';
}
