// Which locations a report may cover (C16, G12): through the Reports task, the report level sets the
// reach: the location acted for (0), the customer (1), the chain (2); the operator's staff report on
// every customer.
import { hasReportAccess, isGlobalAdmin, isProviderStaff, OrganisationLevel, type AccessUser, type LocationScope } from '../access';
import { ReportLevel } from '../levels';

export function reportScope(user: AccessUser, customer: { id: number; chainId: number | null }, locationId: number): LocationScope | null {
  if (isGlobalAdmin(user) || (isProviderStaff(user) && hasReportAccess(user, 'location'))) return { kind: OrganisationLevel.Global };
  if (!hasReportAccess(user, 'location')) return null;
  if (user.reportLevelEx >= ReportLevel.Chain && customer.chainId !== null) return { kind: OrganisationLevel.Chain, chainId: customer.chainId };
  if (user.reportLevelEx >= ReportLevel.Customer) return { kind: OrganisationLevel.Customer, customerId: customer.id };
  return { kind: OrganisationLevel.Location, locationId };
}
