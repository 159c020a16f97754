// The environment badge (B04, B05, P27): which environment the portal runs in, shown only to a client
// on the local network and to provider staff, who need to tell test from production; everyone else
// works in one environment and is not shown it.
import { Environment } from './levels';

export { Environment };
export type EnvironmentCode = (typeof Environment)[keyof typeof Environment];

/** B04 */
export const showsEnvironmentBadge = (context: { clientIsLocalNet?: boolean | null; loginUser: { isNlp?: boolean | null } }) =>
  Boolean(context.clientIsLocalNet) || Boolean(context.loginUser.isNlp);
