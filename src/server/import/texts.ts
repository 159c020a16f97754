// The Excel import's texts (E10–E12, O12), in the caller's language; merged into the server's texts.
// A row's error or warning is stored as its key and values and worded when it is read.
export const importTexts = {
  importFileNotFound: { 'nb-NO': 'Fant ikke importfilen.', 'en-US': 'The import file was not found.' },
  importNotXlsx: { 'nb-NO': 'Filen er ikke en Excel-arbeidsbok (.xlsx). Lagre den som .xlsx og prøv igjen.', 'en-US': 'The file is not an Excel workbook (.xlsx). Save it as .xlsx and try again.' },
  importFileTooLarge: { 'nb-NO': 'Filen er større enn 5 MB. Del den i flere filer.', 'en-US': 'The file is larger than 5 MB. Split it into several files.' },
  importValidating: { 'nb-NO': 'Filen valideres allerede. Vent til valideringen er ferdig.', 'en-US': 'The file is being validated. Wait until the validation has finished.' },
  importNotValid: { 'nb-NO': 'Bare en fil som er validert uten feil, kan godkjennes.', 'en-US': 'Only a file validated without errors can be approved.' },
  importFinished: { 'nb-NO': 'Filen er allerede godkjent eller avvist.', 'en-US': 'The file has already been approved or rejected.' },
  // O12 ‹error approving file›: nothing of the file is registered.
  importApprovalFailed: { 'nb-NO': 'Feil ved godkjenning av fil. Ingen leveringer er registrert. Rad {row}: {reason}', 'en-US': 'Error approving the file. No deliveries were registered. Row {row}: {reason}' },
  importApprovalFailedGeneric: { 'nb-NO': 'Feil ved godkjenning av fil. Ingen leveringer er registrert. Prøv igjen om litt.', 'en-US': 'Error approving the file. No deliveries were registered. Please try again shortly.' },

  // The file as a whole.
  importUnreadable: { 'nb-NO': 'Filen kan ikke leses som Excel-arbeidsbok (.xlsx).', 'en-US': 'The file cannot be read as an Excel workbook (.xlsx).' },
  importNoRows: { 'nb-NO': 'Filen har ingen rader å importere.', 'en-US': 'The file has no rows to import.' },
  importTooManyRows: { 'nb-NO': 'Filen har mer enn {max} rader. Del den i flere filer.', 'en-US': 'The file has more than {max} rows. Split it into several files.' },
  // Read from the file as it is, or refused: never a cell taken for empty that is not.
  importMissingText: { 'nb-NO': 'Cellen viser til en tekst som ikke finnes i filen, så innholdet kan ikke leses. Filen kan være skadet: åpne den i Excel, lagre den på nytt som .xlsx og prøv igjen.', 'en-US': 'The cell refers to a text that is not in the file, so its content cannot be read. The file may be damaged: open it in Excel, save it again as .xlsx and try again.' },
  importFormulaWithoutValue: { 'nb-NO': 'Cellen har en formel uten lagret verdi (eller verdien er en feil, som #I/T), så innholdet kan ikke leses. Åpne filen i Excel, lagre den på nytt som .xlsx og prøv igjen, eller skriv inn verdien i stedet for formelen.', 'en-US': 'The cell holds a formula without a stored value (or its value is an error, such as #N/A), so its content cannot be read. Open the file in Excel, save it again as .xlsx and try again, or type the value instead of the formula.' },
  importInterrupted: { 'nb-NO': 'Valideringen ble avbrutt. Valider filen på nytt.', 'en-US': 'The validation was interrupted. Validate the file again.' },

  // A cell.
  importRequired: { 'nb-NO': 'Må fylles ut.', 'en-US': 'Required.' },
  importBadReceiver: { 'nb-NO': 'Skriv mottakerens lokasjonsnummer eller GLN (13 siffer), ikke «{value}».', 'en-US': 'Write the receiver\'s location number or GLN (13 digits), not "{value}".' },
  importUnknownReceiver: { 'nb-NO': 'Ingen lokasjon har nummer eller GLN {value}.', 'en-US': 'No location has the number or GLN {value}.' },
  importBadDate: { 'nb-NO': 'Ugyldig dato «{value}». Bruk en datocelle eller skriv dd.mm.åååå.', 'en-US': 'Invalid date "{value}". Use a date cell or write yyyy-mm-dd.' },
  importBadType: { 'nb-NO': 'Type må være en av leveringstypene {types}, ikke «{value}».', 'en-US': 'Type must be one of the delivery types {types}, not "{value}".' },
  importTooLong: { 'nb-NO': 'Høyst {max} tegn.', 'en-US': 'At most {max} characters.' },
  importBadProduct: { 'nb-NO': 'Skriv produktnummeret som et helt tall, ikke «{value}».', 'en-US': 'Write the product number as a whole number, not "{value}".' },
  importUnknownProduct: { 'nb-NO': 'Produkt {value} finnes ikke eller kan ikke lenger registreres.', 'en-US': 'Product {value} does not exist or can no longer be registered.' },
  importBadQuantity: { 'nb-NO': 'Antall må være et helt tall fra 0 til 1 000 000, ikke «{value}».', 'en-US': 'The quantity must be a whole number from 0 to 1,000,000, not "{value}".' },
  importConflict: { 'nb-NO': 'Samme Best.nr. som rad {row}, men annen verdi i «{heading}». Radene i én levering må ha samme mottaker, dato, type og følgenr.', 'en-US': 'The same order ref. as row {row}, but another value in "{heading}". The rows of one delivery must have the same receiver, date, type and delivery note no.' },
  importDuplicateProduct: { 'nb-NO': 'Produktet står allerede på rad {row} i samme levering. Hvert produkt kan bare stå på én linje.', 'en-US': 'The product is already on row {row} of the same delivery. Each product can only be on one line.' },
  importTooManyLines: { 'nb-NO': 'En levering kan ha høyst {max} linjer.', 'en-US': 'A delivery can have at most {max} lines.' },

  // Warnings: accepted, but worth a look before approving.
  importDateLongAgo: { 'nb-NO': 'Datoen er mer enn {days} dager tilbake i tid.', 'en-US': 'The date is more than {days} days ago.' },
  importDateAhead: { 'nb-NO': 'Datoen er mer enn {days} dager fram i tid.', 'en-US': 'The date is more than {days} days ahead.' },
  importAlreadyRegistered: { 'nb-NO': 'Best.nr. {reference} er allerede registrert fra denne lokasjonen (ordre {id}). Er filen importert før?', 'en-US': 'Order ref. {reference} is already registered from this location (order {id}). Was the file imported before?' },
  importAboveBalance: { 'nb-NO': 'Filen sender til sammen {total} av produkt {product}, mer enn lokasjonens saldo ({balance}).', 'en-US': 'The file sends {total} of product {product} in all, more than the location\'s balance ({balance}).' },
  importHeaderLooksLikeData: { 'nb-NO': 'Første rad er lest som overskrifter, men ser ut som en levering. Fjern haken for overskriftsrad hvis den skal importeres.', 'en-US': 'The first row was read as headings, but looks like a delivery. Untick the heading row if it is to be imported.' },
  importDataLooksLikeHeader: { 'nb-NO': 'Første rad ser ut som overskrifter. Kryss av for at første rad er overskrifter.', 'en-US': 'The first row looks like headings. Tick that the first row holds headings.' },

  // The template.
  importTemplateSheet: { 'nb-NO': 'Leveringer', 'en-US': 'Deliveries' },
  importTemplateHelpSheet: { 'nb-NO': 'Forklaring', 'en-US': 'Explanation' },
  importHelpReceiver: { 'nb-NO': 'Mottakerens lokasjonsnummer i portalen, eller lokasjonens GLN (13 siffer).', 'en-US': 'The receiver\'s location number in the portal, or the location\'s GLN (13 digits).' },
  importHelpDate: { 'nb-NO': 'Leveringsdatoen: en datocelle, eller dd.mm.åååå.', 'en-US': 'The delivery date: a date cell, or yyyy-mm-dd.' },
  importHelpType: { 'nb-NO': 'Leveringstypen: {types}.', 'en-US': 'The delivery type: {types}.' },
  importHelpSenderReference: { 'nb-NO': 'Avsenderens referanse (høyst 50 tegn). Rader med samme Best.nr. blir én levering med flere linjer; en rad uten Best.nr. er en levering alene.', 'en-US': 'The sender\'s reference (at most 50 characters). Rows with the same order ref. make one delivery of several lines; a row without one is a delivery of its own.' },
  importHelpReceiverReference: { 'nb-NO': 'Mottakerens referanse (høyst 50 tegn), valgfri.', 'en-US': 'The receiver\'s reference (at most 50 characters), optional.' },
  importHelpProduct: { 'nb-NO': 'Produktnummeret (for eksempel 1001).', 'en-US': 'The product number (for example 1001).' },
  importHelpQuantity: { 'nb-NO': 'Antall lastbærere, et helt tall fra 0 til 1 000 000.', 'en-US': 'The number of carriers, a whole number from 0 to 1,000,000.' },
  importHelpHeaderRow: { 'nb-NO': 'Behold overskriftsraden og kryss av for «Første rad er overskrifter» ved import, eller slett den.', 'en-US': 'Keep the heading row and tick "The first row holds headings" when importing, or delete it.' },
} as const;
