// Inventory's texts (section F, O28), in the caller's language; merged into the server's texts.
export const inventoryTexts = {
  countNotFound: { 'nb-NO': 'Fant ikke tellingen.', 'en-US': 'The count was not found.' },
  countModified: { 'nb-NO': 'Tellingen er endret av en annen bruker. Last den inn på nytt.', 'en-US': 'The count was modified by another user. Reload it.' },
  countClosed: { 'nb-NO': 'Tellingen er levert og kan ikke endres her.', 'en-US': 'The count has been handed in and cannot be changed here.' },
  countEmpty: { 'nb-NO': 'Tell minst ett produkt før du leverer tellingen.', 'en-US': 'Count at least one product before handing in the count.' },
  countDayOutside: { 'nb-NO': 'Telledatoen kan ikke være etter i dag.', 'en-US': 'The count date cannot be after today.' },
  noActivePeriod: { 'nb-NO': 'Det er ingen aktiv telleperiode.', 'en-US': 'There is no active counting period.' },
  periodForbids: { 'nb-NO': 'Telleperioden tillater ikke dette.', 'en-US': 'The counting period does not allow this.' },
  mainCountExists: { 'nb-NO': 'Lokasjonen har allerede en hovedtelling i denne perioden.', 'en-US': 'The location already has a main count in this period.' },
  mainCountStep: { 'nb-NO': 'Hovedtellingen kan ikke {step} nå.', 'en-US': 'The main count cannot be {step} now.' },
  claimNeedsComment: { 'nb-NO': 'Skriv hva du reklamerer på.', 'en-US': 'Write what your claim is about.' },
  inventoryNeedsBalance: { 'nb-NO': 'Telling registreres bare for lokasjoner med egen saldo.', 'en-US': 'Counts are registered only at locations that keep their own balance.' },
  correctionNeedsNonBalance: { 'nb-NO': 'Korreksjonsordre gjelder bare lokasjoner uten egen saldo.', 'en-US': 'Correction orders are only for locations without their own balance.' },
  notACorrectionOrder: { 'nb-NO': 'Ordren er ikke en korreksjonsordre.', 'en-US': 'The order is not a correction order.' },
} as const;
