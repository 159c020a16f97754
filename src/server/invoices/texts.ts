// Invoices' texts (G06), in the caller's language; merged into the server's texts.
export const invoiceTexts = {
  invoiceNotFound: { 'nb-NO': 'Fant ikke fakturaen.', 'en-US': 'The invoice was not found.' },
  priceProduct: { 'nb-NO': 'En leiepris gjelder ett produkt; et gebyr gjelder ingen produkter.', 'en-US': 'A hire price is for one product; a fee is for none.' },
  dateOrder: { 'nb-NO': 'Til-datoen kan ikke være før fra-datoen.', 'en-US': 'The to date cannot be before the from date.' },
  priceCharged: {
    'nb-NO': 'Prisen er brukt på utstedte fakturaer og kan ikke endres eller slettes. Legg inn en ny pris fra en dato i stedet.',
    'en-US': 'The price has been charged on issued invoices and cannot be changed or deleted. Add a new price from a date instead.',
  },
  priceInvoiced: {
    'nb-NO': 'Det er fakturert til og med {last}, og en pris som er fakturert endres ikke. La prisen gjelde fra {day} eller senere.',
    'en-US': 'Invoices are issued up to and including {last}, and a price that has been charged never changes. Let the price apply from {day} or later.',
  },
  priceSameDay: {
    'nb-NO': 'Det finnes allerede en pris av denne typen fra {day}. Endre den, eller velg en annen dato.',
    'en-US': 'There is already a price of this kind from {day}. Change that one, or choose another date.',
  },
  monthNotOver: { 'nb-NO': 'En måned faktureres først når den er over.', 'en-US': 'A month is invoiced only once it is over.' },
} as const;
