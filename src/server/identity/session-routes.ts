// Session and context calls (A03, A13, A20, B09, B21, B22, N08–N17).
import type { FastifyInstance } from 'fastify';
import { SessionState } from '../../domain/levels.js';
import { judgePassword } from '../../domain/password.js';
import { hashPassword, passwordMatches, spendDecoyVerification } from '../auth/passwords.js';
import {
  clearLoginFailures, clearPasswordChangeFailures, recordLoginFailure, recordPasswordChangeFailure, tooManyLoginFailures, tooManyPasswordChangeFailures,
} from '../auth/login-throttle.js';
import { endAllSessionsOf, endSession, startSession } from '../auth/sessions.js';
import { writeLog } from '../system/logs.js';
import { sessionContext } from './session-context.js';
import { endImpersonationOnLogout } from './switching.js';
import { findUserByLoginName } from './users.js';
import { ApiError } from '../http/errors.js';
import { nextVersion } from '../generic/versions.js';
import { forgetContexts } from '../http/context-cache.js';
import { callOf } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';

interface LoginBody { userLoginName: string; password: string; rememberMe?: boolean }

export function sessionRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const tooMany = () => new ApiError(429, 'too-many-logins', 'tooManyLogins');
  // Every attempt counts per address (argon2 is costly); failures count per user name and address
  // (guessing), so an attacker's failures never lock out the owner signing in from elsewhere.
  const perAddress = app.rateLimit({ max: config.loginLimitPerAddress, timeWindow: '1 minute', errorResponseBuilder: tooMany });

  addRoute(app, 'POST', '/api/login', async (request) => {
    const { userLoginName, password, rememberMe = false } = request.body as LoginBody;
    if (await tooManyLoginFailures(db, userLoginName, request.ip, config.loginLimitPerUser)) throw tooMany();
    const user = await findUserByLoginName(db, userLoginName);
    // A service account calls with its key and never signs in to the portal (issue 30): answered as an unknown name.
    if (!user || user.isServiceAccount) {
      await spendDecoyVerification(password);
      await recordLoginFailure(db, userLoginName, request.ip);
      throw new ApiError(401, 'login-failed', 'loginFailed');
    }
    if (!(await passwordMatches(user.passwordHash, password))) {
      await recordLoginFailure(db, userLoginName, request.ip);
      await writeLog(db, { level: 'Warning', category: 'login', message: `Failed login for ${user.loginName}`, loginUserId: user.id });
      throw new ApiError(401, 'login-failed', 'loginFailed');
    }
    await clearLoginFailures(db, userLoginName, request.ip);
    if (!user.active) throw new ApiError(403, 'user-inactive', 'userInactive');
    const token = await startSession(db, user.id, rememberMe, request.ip, request.headers['user-agent']);
    await writeLog(db, { level: 'Information', category: 'login', message: `${user.loginName} logged in`, loginUserId: user.id, userId: user.id });
    const { passwordHash: _hidden, isServiceAccount: _person, ...loginUser } = user;
    return {
      data: await sessionContext(db, config, { user: loginUser, loginUser, locationId: user.locationId }, request),
      auth: { token, isValid: true },
    };
  }, { public: true, onRequest: [perAddress] });

  addRoute(app, 'POST', '/api/logout', async (request) => {
    const call = callOf(request);
    await endImpersonationOnLogout(db, call.session.id, call.loginUser);
    await endSession(db, call.session.id, SessionState.Inactive);
    return { data: null };
  });

  addRoute(app, 'GET', '/api/status', async (request) => {
    const call = callOf(request);
    return { data: await sessionContext(db, config, { ...call, locationId: call.location.id }, request) };
  }, { freshContext: true });

  addRoute(app, 'GET', '/api/ping', async () => ({ data: { serverTime: new Date().toISOString() } }));

  addRoute(app, 'POST', '/api/language', async (request) => {
    const { language } = request.body as { language: string };
    await db.updateTable('users').set({ language, version: nextVersion() }).where('id', '=', callOf(request).loginUser.id).execute();
    forgetContexts({ userId: callOf(request).loginUser.id });
    return { data: null };
  });

  addRoute(app, 'POST', '/api/userpassword', async (request) => {
    const call = callOf(request);
    const { oldPassword, password } = request.body as { oldPassword: string; password: string };
    // A session alone does not buy unlimited guesses of the old password: they count per user.
    if (await tooManyPasswordChangeFailures(db, call.loginUser.id, config.loginLimitPerUser)) throw new ApiError(429, 'too-many-requests', 'tooManyRequests');
    if (judgePassword(password) !== 'ok') throw new ApiError(400, 'weak-password', 'passwordTooWeak');
    const stored = await db.selectFrom('users').select('passwordHash').where('id', '=', call.loginUser.id).executeTakeFirstOrThrow();
    if (!(await passwordMatches(stored.passwordHash, oldPassword))) {
      await recordPasswordChangeFailure(db, call.loginUser.id, request.ip);
      throw new ApiError(400, 'wrong-old-password', 'wrongOldPassword');
    }
    await clearPasswordChangeFailures(db, call.loginUser.id);
    await db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', call.loginUser.id).execute();
    // Other devices must log in again with the new password.
    await endAllSessionsOf(db, call.loginUser.id, call.session.id);
    await writeLog(db, { level: 'Information', category: 'password', message: `${call.loginUser.loginName} changed the password`, loginUserId: call.loginUser.id, userId: call.user.id });
    return { data: null };
  });

  addRoute(app, 'POST', '/api/usergdpr', async (request) => {
    const call = callOf(request);
    const { accept } = request.body as { accept: boolean };
    if (accept) {
      await db.updateTable('users').set({ confirmedGdpr: true }).where('id', '=', call.loginUser.id).execute();
      forgetContexts({ userId: call.loginUser.id });
      return { data: null };
    }
    // B22: denying the terms disables the user and ends every session.
    await db.updateTable('users').set({ active: false, version: nextVersion() }).where('id', '=', call.loginUser.id).execute();
    await endAllSessionsOf(db, call.loginUser.id);
    await writeLog(db, { level: 'Warning', category: 'gdpr', message: `${call.loginUser.loginName} denied the terms and was deactivated`, loginUserId: call.loginUser.id });
    return { data: null, auth: { token: '', isValid: false } };
  });
}
