// Reports' texts (section G), in the caller's language; merged into the server's texts.
export const reportTexts = {
  reportNeedsScope: { 'nb-NO': 'Velg kunde eller lokasjon for rapporten.', 'en-US': 'Choose a customer or location for the report.' },
  reportNeedsDates: { 'nb-NO': 'Velg fra- og til-dato.', 'en-US': 'Choose the from and to dates.' },
  unknownReport: { 'nb-NO': 'Ukjent rapport.', 'en-US': 'Unknown report.' },
} as const;
