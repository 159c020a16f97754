// The formats the precompiled validators (generated/validators.js) call: ajv-formats' and the pool's own.
import { fullFormats } from 'ajv-formats/dist/formats';
import { identifierFormats } from '../../domain/formats';

export const portalFormats = { ...fullFormats, ...identifierFormats };
