// The terms of use (B19–B22, M11): who still has to answer them before using the portal.

/**
 * B19: a login user who has not accepted the terms meets the terms dialog first, and the server
 * answers nothing but the calls that dialog needs. Staff acting as such a user are only warned
 * (M11, B20): the rule looks at the login user, never at the user acted as.
 */
export const mustAcceptTerms = (loginUser: { confirmedGdpr?: boolean | null }) => !loginUser.confirmedGdpr;

/** What the portal calls before the terms are answered: the session, the answer, logging out, the language, telemetry. Every other call of a session answers 403 until then. */
export const TERMS_FLOW_CALLS = new Set([
  'GET /api/status', 'POST /api/usergdpr', 'POST /api/logout', 'GET /api/ping', 'POST /api/language', 'POST /api/telemetry',
]);
