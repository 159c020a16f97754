// The pool's own identifier formats for the schemas ("format": "gln", "org-number"): one definition
// for the server's validation and the portal's precompiled form validators.
import { isValidGln, isValidOrgNumber } from './identifiers';

// A format is called with the value alone: any of the three countries' numbers (the country is checked
// where a write names one).
export const identifierFormats = { gln: isValidGln, 'org-number': (value: string) => isValidOrgNumber(value) } as const;

export type IdentifierFormat = keyof typeof identifierFormats;
