// Service accounts' and webhooks' texts (issue 30), in the caller's language; merged into the server's texts.
export const integrationTexts = {
  integrationsForCustomers: {
    'nb-NO': 'Tjenestekontoer og webhooker hører til en kunde. Bytt til kunden de skal gjelde for.',
    'en-US': 'Service accounts and webhooks belong to a customer. Switch to the customer they are for.',
  },
  serviceAccountNotFound: { 'nb-NO': 'Fant ikke tjenestekontoen.', 'en-US': 'The service account was not found.' },
  serviceAccountLocations: {
    'nb-NO': 'Velg bare lokasjoner hos denne kunden som du selv har tilgang til.',
    'en-US': 'Choose only locations of this customer that you have access to yourself.',
  },
  serviceAccountAdminLevel: {
    'nb-NO': 'En tjenestekonto kan høyst være lokasjonsadministrator, og aldri mer enn deg selv.',
    'en-US': 'A service account can at most be a location admin, and never more than yourself.',
  },
  webhookNotFound: { 'nb-NO': 'Fant ikke webhooken.', 'en-US': 'The webhook was not found.' },
  webhookDeliveryNotFound: { 'nb-NO': 'Fant ikke leveransen.', 'en-US': 'The delivery was not found.' },
  webhookUrlNotHttps: { 'nb-NO': 'Adressen må begynne med https://.', 'en-US': 'The address must begin with https://.' },
  webhookUrlInvalid: { 'nb-NO': 'Ugyldig adresse.', 'en-US': 'Invalid address.' },
  webhookUrlCredentials: { 'nb-NO': 'Adressen kan ikke inneholde brukernavn eller passord.', 'en-US': 'The address cannot contain a user name or password.' },
  webhookUrlFragment: { 'nb-NO': 'Adressen kan ikke inneholde #.', 'en-US': 'The address cannot contain #.' },
} as const;
