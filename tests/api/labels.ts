// A field as the server's errors name it inside a sentence: its label in the portal's catalogue
// (Norwegian), as the form shows it (issue 32).
import { messages } from '../../src/portal/i18n/messages';
import { inSentence } from '../../src/portal/i18n/inSentence';

type Fields = { fields: Record<string, string> };

export const labelOf = (resource: string, field: string): string =>
  ((messages['nb-NO'] as unknown as { resources: Record<string, Fields> }).resources[resource]?.fields[field]) ?? field;

export const inSentenceLabel = (resource: string, field: string) => inSentence(labelOf(resource, field));
