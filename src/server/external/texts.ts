// The texts of external orders (E08), in the caller's language; merged into the server's texts.
export const externalTexts = {
  externalLocationUnavailable: {
    'nb-NO': 'Velg en aktiv ekstern lokasjon som tilhører avsenderens kunde.',
    'en-US': 'Choose an active external location of the sending customer.',
  },
  externalStatusUnknown: {
    'nb-NO': 'Status Ukjent kan ikke registreres.',
    'en-US': 'Status Unknown cannot be registered.',
  },
  notACustomerLocation: {
    'nb-NO': 'Avsenderen må være en aktiv lokasjon hos en aktiv kunde.',
    'en-US': 'The sender must be an active location of an active customer.',
  },
} as const;
