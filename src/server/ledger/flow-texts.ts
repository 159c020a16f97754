// The texts of the ledger types with a flow of their own (flow.ts), in the caller's language.
export const flowTexts = {
  versionRequired: { 'nb-NO': 'Send med versjonen du leste for å endre en lagret ordre.', 'en-US': 'Send the version you read to change a stored order.' },
  onlyPreregDeleted: { 'nb-NO': 'Bare preregistrerte ordre kan slettes.', 'en-US': 'Only preregistered orders can be deleted.' },
} as const;
