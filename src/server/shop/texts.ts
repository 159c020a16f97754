// The texts of shop transactions (E09, H01–H05), in the caller's language; merged into the server's texts.
export const shopTexts = {
  notAShopPair: {
    'nb-NO': 'En butikktransaksjon går mellom en butikk og en grossist som begge har butikktransaksjoner.',
    'en-US': 'A shop transaction goes between a shop and a wholesaler that both have shop transactions.',
  },
  shopStatusUnknown: {
    'nb-NO': 'Status -1 (ukjent) kan ikke registreres.',
    'en-US': 'Status -1 (unknown) cannot be registered.',
  },
} as const;
