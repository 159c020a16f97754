// Every error leaves the server as { error: { code, description } } with a 4xx/5xx status.
// Nothing else reaches a client: no stack traces, no SQL.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import ajvI18n from 'ajv-i18n';
import type { ErrorObject } from 'ajv';
import { MAX_FILE_BASE64_LENGTH } from '../../domain/files.js';
import { RECORD_VERSION } from '../../domain/versions.js';
import { languageOf, text, type TextKey } from '../i18n/texts.js';
import { BAD_CHARACTERS } from './validation.js';
import { fieldLabel } from './field-labels.js';
import { inSentence } from '../../portal/i18n/inSentence.js';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly key: TextKey,
    readonly values: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const notFound = () => new ApiError(404, 'not-found', 'notFound');
export const forbidden = () => new ApiError(403, 'forbidden', 'forbidden');

/**
 * Names the fields that failed, with ajv's own messages in the caller's language; `fields` gives the
 * same messages by field path (e.g. "addresses.0.street") so a form can put them on its fields.
 */
function describeValidation(errors: ErrorObject[], request: FastifyRequest, context?: string): { description: string; fields: Record<string, string> } {
  const language = languageOf(request.headers['accept-language']);
  // A PATCH's body (N18) too small: "fewer than 2 properties" says nothing. A versioned record's body
  // (at least 2: the version and a change) lacks the version it read, or it changes nothing.
  const sent = request.body && typeof request.body === 'object' ? request.body as Record<string, unknown> : {};
  const patchTooSmall = (error: ErrorObject) => context === 'body' && request.method === 'PATCH' && error.keyword === 'minProperties' && error.instancePath === '';
  const localized = errors.map((error): ErrorObject => (patchTooSmall(error) && !(RECORD_VERSION in sent) && (error.params as { limit: number }).limit > 1
    ? { ...error, keyword: 'required', params: { missingProperty: RECORD_VERSION } }
    : { ...error }));
  (language === 'nb-NO' ? ajvI18n.nb : ajvI18n.en)(localized);
  for (const error of localized) {
    if (error.keyword === 'required' && error.instancePath === '' && (error.params as { missingProperty: string }).missingProperty === RECORD_VERSION) error.message = text('recordVersionRequired', language);
    if (patchTooSmall(error)) error.message = text('nothingToChange', language);
    if (error.keyword === BAD_CHARACTERS) error.message = text('invalidCharacters', language);
    const format = error.keyword === 'format' ? (error.params as { format: string }).format : '';
    if (format === 'gln') error.message = text('invalidGln', language);
    if (format === 'org-number') error.message = text('invalidOrgNumber', language);
    if (error.keyword === 'additionalProperties') error.message = text('unknownField', language);
  }
  const fields: Record<string, string> = {};
  const parts = localized.map((error) => {
    // A missing or an unknown property is named by the object's path and its own name.
    const named = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty
      : error.keyword === 'additionalProperties' ? (error.params as { additionalProperty: string }).additionalProperty : '';
    const field = [error.instancePath.replace(/^\//, '').replace(/\//g, '.'), named].filter(Boolean).join('.');
    if (field) fields[field] ??= String(error.message);
    // A body's field by the label the form shows; a query parameter by its name, as the caller wrote it.
    return field ? `${context === 'body' ? fieldLabel(request, field, language) : field}: ${error.message}` : String(error.message);
  });
  return { description: `${text('invalidInput', language)}: ${parts.slice(0, 5).join('; ')}`, fields };
}

const fieldOf = (error: ErrorObject) => error.instancePath.replace(/^\//, '').replace(/\//g, '.');

/** A file over 5 MB (P02) gets the spec's message (O18) whether the schema or the handler finds it. */
function fileTooLargeIn(errors: ErrorObject[]): ApiError | undefined {
  const file = errors.find((error) => error.keyword === 'maxLength' && (error.params as { limit: number }).limit === MAX_FILE_BASE64_LENGTH);
  return file && new ApiError(400, 'file-too-large', 'fileTooLarge', { field: fieldOf(file) });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = languageOf(request.headers['accept-language']);
    // A body too large for a route that takes files is a file too large: its base64 did not fit.
    if (!(error instanceof ApiError) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config.files) {
      error = new ApiError(413, 'file-too-large', 'fileTooLarge');
    }
    if (!(error instanceof ApiError) && error.validation) error = fileTooLargeIn(error.validation as ErrorObject[]) ?? error;
    if (error instanceof ApiError) {
      const { field } = error.values;
      const description = text(error.key, language, typeof field === 'string' ? { ...error.values, field: inSentence(fieldLabel(request, field, language)) } : error.values);
      // An error about one field (values.field) is also given by field, for the form.
      const fields = typeof error.values.field === 'string' && error.values.field ? { fields: { [error.values.field]: description } } : {};
      return reply.status(error.statusCode).send({ error: { code: error.code, description, ...fields } });
    }
    if (error.validation) {
      return reply.status(400).send({ error: { code: 'invalid-input', ...describeValidation(error.validation as ErrorObject[], request, error.validationContext) } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'too-many-requests', description: text('tooManyRequests', language) } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large): keep the status, hide internals.
      return reply.status(error.statusCode).send({ error: { code: error.code ?? 'bad-request', description: text('invalidInput', language) } });
    }
    // Issue 16: a statement the database cancelled for its timeout (query_canceled).
    if ((error as { code?: string }).code === '57014') {
      request.log.warn({ url: request.url }, 'statement timeout');
      return reply.status(503).send({ error: { code: 'query-timeout', description: text('queryTimeout', language) } });
    }
    request.log.error(error);
    return reply.status(500).send({ error: { code: 'internal', description: text('generic', language) } });
  });
}
