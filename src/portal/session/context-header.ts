import type { ContextIds } from './storage';

/** N03, M10: the context header of every call. */
export const contextHeader = (context: ContextIds) =>
  `locationId=${context.locationId};userId=${context.userId};loginUserId=${context.loginUserId}`;
