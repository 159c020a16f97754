// C17: invoices and the money of reports are for users with financial access and the Reports task
// (global admins have everything, C03).
import { hasTask, isGlobalAdmin, type AccessUser } from '../access';

export const isFinancialReader = (user: AccessUser) => isGlobalAdmin(user) || (user.isFinancial && hasTask(user, 'Reports'));
