// Invoices' texts (G06), in the caller's language; merged into the server's texts.
export const invoiceTexts = {
  invoiceNotFound: { 'nb-NO': 'Fant ikke fakturaen.', 'en-US': 'The invoice was not found.' },
  priceProduct: { 'nb-NO': 'En leiepris gjelder ett produkt; et gebyr gjelder ingen produkter.', 'en-US': 'A hire price is for one product; a fee is for none.' },
  dateOrder: { 'nb-NO': 'Til-datoen kan ikke være før fra-datoen.', 'en-US': 'The to date cannot be before the from date.' },
  monthNotOver: { 'nb-NO': 'En måned faktureres først når den er over.', 'en-US': 'A month is invoiced only once it is over.' },
} as const;
