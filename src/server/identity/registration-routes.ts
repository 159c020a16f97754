// New-customer registration (A21–A24, N20, N25): the GLN register search and the request itself,
// both reachable without a session and limited per client address.
import type { FastifyInstance } from 'fastify';
import type { RegistrationRequest } from '../../../generated/entities.js';
import { isValidOrgNumber } from '../../domain/identifiers.js';
import { registerCustomer } from './registration.js';
import { refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { glnRegisterFor } from '../gln/index.js';
import { ApiError } from '../http/errors.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import { languageOf } from '../i18n/texts.js';
import { mailerFor } from '../mail/index.js';

export function registrationRoutes(app: FastifyInstance, { db, config }: RouteDeps): void {
  const mailer = mailerFor(db);
  const register = glnRegisterFor(db);
  const tooMany = () => new ApiError(429, 'too-many-requests', 'tooManyRequests');
  const perAddress = app.rateLimit({ max: config.loginLimitPerAddress, timeWindow: '1 minute', errorResponseBuilder: tooMany });

  addRoute(app, 'GET', '/api/gs1', async (request) => {
    const { entries, total } = await register.search((request.query as { q: string }).q);
    return { data: entries, total };
  }, { public: true, onRequest: [perAddress] });

  addRoute(app, 'POST', '/api/customerregrequest', async (request) => {
    const input = request.body as RegistrationRequest;
    refuseReadOnlyChanges(input, 'registration-request.schema.json');
    // The schema takes any of the three countries' numbers; the request names its country (issue 14).
    if (!isValidOrgNumber(input.orgNumber, input.countryCode)) throw new ApiError(400, 'invalid-org-number', `invalidOrgNumber${input.countryCode}` as const, { field: 'orgNumber' });
    const { request: stored, mailId } = await registerCustomer(db, mailer, input, languageOf(request.headers['accept-language']));
    void mailer.deliver([{ id: mailId }]);
    return { data: stored };
  }, { public: true, onRequest: [perAddress] });
}
