// The business rules of information items: users read the published ones; the operator all; a change
// is dated.
import { isGlobalAdmin } from '../../domain/access.js';
import type { StoredRules } from '../generic/rules.js';

export const informationRules: StoredRules = {
  scope: (call) => (eb) => (isGlobalAdmin(call.user) ? eb.val(true) : eb('informationItems.published', '=', true)) as never,
  beforeWrite: async ({ input }) => ({ ...input, updatedAt: new Date() }),
  extraColumns: ['updatedAt'],
};
