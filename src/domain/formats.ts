// The pool's own identifier formats for the schemas ("format": "gln", "org-number"): one definition
// for the server's validation and the portal's precompiled form validators.
import { isValidGln, isValidOrgNumber } from './identifiers';

// A format is called with the value alone: any of the three countries' numbers (the country is checked
// where a write names one).
export const identifierFormats = { gln: isValidGln, 'org-number': (value: string) => isValidOrgNumber(value) } as const;

export type IdentifierFormat = keyof typeof identifierFormats;

/** What a value that is not of the format is told, the same by the form and by the server (issue 32). */
export const identifierFormatMessages: Record<IdentifierFormat, Record<'nb-NO' | 'en-US', string>> = {
  gln: {
    'nb-NO': 'Ugyldig GLN: 13 siffer der det siste er kontrollsifferet',
    'en-US': 'Invalid GLN: 13 digits, the last one the check digit',
  },
  'org-number': {
    'nb-NO': 'Ugyldig organisasjonsnummer: norsk (9 siffer), svensk (NNNNNN-NNNN) eller dansk (8 siffer), med riktig kontrollsiffer',
    'en-US': 'Invalid organisation number: Norwegian (9 digits), Swedish (NNNNNN-NNNN) or Danish (8 digits), with the right check digit',
  },
};
