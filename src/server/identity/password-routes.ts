// Forgotten password and new password (A14–A19, R09, N16): userpasswordrequest, reset and
// validatepassword, reachable without a session.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { judgePassword } from '../../domain/password.js';
import { hashPassword } from '../auth/passwords.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { ApiError } from '../http/errors.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { languageOf, text } from '../i18n/texts.js';
import { mailerFor } from '../mail/index.js';

/** The request answers after at least this long, found or not, so timing does not tell (R09). */
export const PASSWORD_REQUEST_MIN_MS = 400;

const verdictText = { 'too-short': 'passwordTooShort', 'too-weak': 'passwordTooWeak', ok: 'passwordOk' } as const;

export function passwordRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const mailer = mailerFor(db);
  const tooMany = () => new ApiError(429, 'too-many-requests', 'tooManyRequests');
  const perAddress = app.rateLimit({ max: config.loginLimitPerAddress, timeWindow: '1 minute', errorResponseBuilder: tooMany });

  addRoute(app, 'POST', '/api/userpasswordrequest', async (request) => {
    const started = performance.now();
    const { userLoginName } = request.body as { userLoginName: string };
    const mail = await requestPasswordReset(db, mailer, userLoginName);
    await sleep(Math.max(0, PASSWORD_REQUEST_MIN_MS - (performance.now() - started)));
    // Over SMTP after the answer: neither its time nor its outcome reaches the caller.
    if (mail) void mailer.deliver([mail]);
    return { data: null };
  }, { public: true, onRequest: [perAddress] });

  addRoute(app, 'POST', '/api/reset', async (request) => {
    const { token, password } = request.body as { token: string; password: string };
    if (judgePassword(password) !== 'ok') throw new ApiError(400, 'weak-password', 'passwordTooWeak');
    if (!(await resetPassword(db, token, await hashPassword(password)))) throw new ApiError(400, 'reset-failed', 'resetFailed');
    return { data: null };
  }, { public: true, onRequest: [perAddress] });

  addRoute(app, 'POST', '/api/validatepassword', async (request) => {
    const verdict = judgePassword((request.body as { password: string }).password);
    return { data: { verdict, text: text(verdictText[verdict], languageOf(request.headers['accept-language'])) } };
  }, { public: true });
}
