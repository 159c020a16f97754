// The request validators' compiler factory (src/server/http/validation.ts): Fastify asks it again
// for every route once shared schemas were added; the same schemas must get the same compiler, also
// as the copy Fastify makes of them for each server it builds.
import { describe, expect, it } from 'vitest';
import { strictValidatorCompiler } from '../../src/server/http/validation.js';

const address = { $id: 'address', type: 'object', properties: { city: { type: 'string' } }, additionalProperties: false };
const product = { $id: 'product', type: 'object', properties: { id: { type: 'integer' } } };
const options = { customOptions: {} };

describe('the validator compiler factory', () => {
  it('gives the same compiler for the same shared schemas and options, and a new one when they change', () => {
    const first = strictValidatorCompiler({ address }, options);
    expect(strictValidatorCompiler({ address }, options)).toBe(first);
    expect(strictValidatorCompiler({ address, product }, options)).not.toBe(first);
    expect(strictValidatorCompiler({ address }, { customOptions: { allErrors: true } })).not.toBe(first);
    // Another server's copies of the same schemas and options.
    expect(strictValidatorCompiler(structuredClone({ address }), { customOptions: {} })).toBe(first);
  });

  it('validates against the shared schemas it was made with', () => {
    const compile = strictValidatorCompiler({ address, product }, options);
    const validate = compile({ schema: { $ref: 'address#' } as never, httpPart: 'body' });
    expect(validate({ city: 'Hamar' })).toBe(true);
    expect(validate({ city: 7 })).toBe(false);
  });
});
