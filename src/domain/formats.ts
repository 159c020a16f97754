// The pool's own identifier formats for the schemas ("format": "gln", "org-number"): one definition
// for the server's validation and the portal's precompiled form validators.
import { isValidGln, isValidOrgNumber } from './identifiers';

export const identifierFormats = { gln: isValidGln, 'org-number': isValidOrgNumber } as const;

export type IdentifierFormat = keyof typeof identifierFormats;
