// The server's own texts, in the caller's language (DESIGN: errors are described in the caller's language).
import { identifierFormatMessages } from '../../domain/formats.js';
import { inventoryTexts } from '../inventory/texts.js';
import { invoiceTexts } from '../invoices/texts.js';
import { reportTexts } from '../reports/texts.js';
import { ledgerTexts } from '../ledger/texts.js';
import { flowTexts } from '../ledger/flow-texts.js';
import { externalTexts } from '../external/texts.js';
import { shopTexts } from '../shop/texts.js';
import { importTexts } from '../import/texts.js';
import { integrationTexts } from '../integrations/texts.js';
export type ServerLanguage = 'nb-NO' | 'en-US';

const texts = {
  generic: { 'nb-NO': 'En uventet feil oppstod, vennligst prøv igjen om litt.', 'en-US': 'An unexpected error occurred, please try again shortly.' },
  loginFailed: { 'nb-NO': 'Feil brukernavn eller passord!', 'en-US': 'Wrong user name or password!' },
  userInactive: { 'nb-NO': 'Brukeren er deaktivert. Kontakt din administrator.', 'en-US': 'The user is deactivated. Contact your administrator.' },
  tooManyLogins: { 'nb-NO': 'For mange innloggingsforsøk. Vent litt og prøv igjen.', 'en-US': 'Too many login attempts. Wait a little and try again.' },
  tooManyRequests: { 'nb-NO': 'For mange forespørsler. Vent litt og prøv igjen.', 'en-US': 'Too many requests. Wait a little and try again.' },
  notLoggedIn: { 'nb-NO': 'Du er ikke logget inn, eller økten er utløpt. Logg inn på nytt.', 'en-US': 'You are not logged in, or the session has expired. Please log in again.' },
  contextRefused: { 'nb-NO': 'Du har ikke tilgang til å handle for denne brukeren eller lokasjonen.', 'en-US': 'You may not act for this user or location.' },
  badContext: { 'nb-NO': 'Ugyldig kontekst i forespørselen.', 'en-US': 'The request carries an invalid context.' },
  forbidden: { 'nb-NO': 'Du har ikke tilgang til dette.', 'en-US': 'You do not have access to this.' },
  notFound: { 'nb-NO': 'Fant ikke det du ba om.', 'en-US': 'What you asked for was not found.' },
  // O25 for every editable record (the spec words it for orders; the ledger keeps its own text).
  recordModified: { 'nb-NO': 'Posten er endret av en annen bruker. Last den inn på nytt.', 'en-US': 'The record was modified by another user. Reload it.' },
  routeNotFound: { 'nb-NO': 'Ukjent kall.', 'en-US': 'Unknown call.' },
  jobNotFound: { 'nb-NO': 'Ukjent jobb.', 'en-US': 'Unknown job.' },
  jobRunning: { 'nb-NO': 'Jobben kjører allerede. Vent til den er ferdig.', 'en-US': 'The job is already running. Wait until it has finished.' },
  notReadyDraining: { 'nb-NO': 'Serveren stopper og tar ikke imot nye forespørsler.', 'en-US': 'The server is stopping and takes no new requests.' },
  notReadyDatabase: { 'nb-NO': 'Serveren når ikke databasen.', 'en-US': 'The server cannot reach its database.' },
  notReadyMigrations: { 'nb-NO': 'Databasen mangler migreringer denne versjonen trenger.', 'en-US': 'The database lacks migrations this version needs.' },
  listTooDeep: { 'nb-NO': 'Listen blar gjennom de første {depth} radene av utvalget. Søk, filtrer eller sorter motsatt vei for å finne resten.', 'en-US': 'The list pages through the first {depth} rows of the selection. Search, filter or sort the other way to find the rest.' },
  queryTimeout: { 'nb-NO': 'Spørringen tok for lang tid. Avgrens utvalget med søk, filter eller en kortere periode og prøv igjen.', 'en-US': 'The query took too long. Narrow the selection with a search, a filter or a shorter period and try again.' },
  invalidInput: { 'nb-NO': 'Ugyldige data', 'en-US': 'Invalid data' },
  // Issue 14: identifiers with check digits (schemas' "format": "gln" and "org-number").
  invalidGln: identifierFormatMessages.gln,
  invalidOrgNumber: identifierFormatMessages['org-number'],
  // A registration names its country: the number must be that country's.
  invalidOrgNumberNOR: { 'nb-NO': 'Ugyldig norsk organisasjonsnummer: 9 siffer med riktig kontrollsiffer.', 'en-US': 'Invalid Norwegian organisation number: 9 digits with the right check digit.' },
  invalidOrgNumberSWE: { 'nb-NO': 'Ugyldig svensk organisasjonsnummer: 10 siffer (NNNNNN-NNNN) med riktig kontrollsiffer.', 'en-US': 'Invalid Swedish organisation number: 10 digits (NNNNNN-NNNN) with the right check digit.' },
  invalidOrgNumberDNK: { 'nb-NO': 'Ugyldig dansk CVR-nummer: 8 siffer med riktig kontrollsiffer.', 'en-US': 'Invalid Danish CVR number: 8 digits with the right check digit.' },
  wrongOldPassword: { 'nb-NO': 'Det gamle passordet er feil.', 'en-US': 'The old password is wrong.' },
  passwordTooWeak: { 'nb-NO': 'For svakt passord', 'en-US': 'Password too weak' },
  locationNotFound: { 'nb-NO': 'Kunne ikke laste lokasjon.', 'en-US': 'Could not load location.' },
  glnTaken: { 'nb-NO': 'Lokasjonen/GLN er allerede registrert på {name}.', 'en-US': 'The location/GLN is already registered at {name}.' },
  customerNotFound: { 'nb-NO': 'Kunden finnes ikke.', 'en-US': 'The customer does not exist.' },
  locationNotAllowed: { 'nb-NO': 'Du kan ikke opprette eller endre lokasjoner for denne kunden.', 'en-US': 'You may not create or change locations for this customer.' },
  secondaryLocation: { 'nb-NO': 'Sekundærlokasjoner kan bare endres av Lastbærerpoolen. Kontakt kundeservice.', 'en-US': 'Secondary locations can only be changed by the pool operator. Contact support.' },
  termsNotAccepted: { 'nb-NO': 'Du må godta vilkårene for bruk av Kundeportal før du kan bruke portalen.', 'en-US': 'You must accept the terms of use of the Customer Portal before you can use the portal.' },
  termsDenied: { 'nb-NO': 'Du har avslått vilkårene og er logget ut.', 'en-US': 'You declined the terms and have been logged out.' },
  // Support desk (section I)
  ticketNotFound: { 'nb-NO': 'Fant ikke saken.', 'en-US': 'The ticket was not found.' },
  ticketArchived: { 'nb-NO': 'Saken er arkivert og kan ikke endres.', 'en-US': 'The ticket is archived and can no longer be changed.' },
  ticketAgentOnly: { 'nb-NO': 'Bare kundeservice kan sette status, saksbehandler, kunde, lokasjon, kontaktperson og interne notater.', 'en-US': 'Only support agents set status, agent, customer, location, contact and internal notes.' },
  ticketCategoryRequired: { 'nb-NO': 'Velg en kategori.', 'en-US': 'Choose a category.' },
  ticketCategoryInvalid: { 'nb-NO': 'Kategorien hører ikke til hovedkategorien.', 'en-US': 'The category does not belong to the main category.' },
  ticketOrderCategory: { 'nb-NO': 'En sak om en ordre må ha hovedkategori ORDRE eller PROD.', 'en-US': 'A ticket about an order needs the main category ORDRE or PROD.' },
  ticketCreateFailed: { 'nb-NO': 'Kunne ikke opprette sak', 'en-US': 'Could not create the ticket' },
  replyTooLong: { 'nb-NO': 'Teksten kan ikke være lengre enn {max} tegn.', 'en-US': 'The text cannot be longer than {max} characters.' },
  inlineImage: { 'nb-NO': 'Bilder kan ikke limes inn i teksten. Last dem opp som vedlegg eller med bildeknappen.', 'en-US': 'Images cannot be pasted into the text. Upload them as attachments or with the image button.' },
  attachmentTooLarge: { 'nb-NO': 'Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB', 'en-US': 'Could not add the attachment, check that the file is not larger than 5 MB' },
  tooManyFiles: { 'nb-NO': 'En ny sak kan ha høyst {max} vedlegg.', 'en-US': 'A new ticket can have at most {max} attachments.' },
  attachmentInvalid: { 'nb-NO': 'Vedlegget {name} er ikke gyldig base64.', 'en-US': 'The attachment {name} is not valid base64.' },
  attachmentFailed: { 'nb-NO': 'Kunne ikke lagre vedlegget.', 'en-US': 'Could not store the attachment.' },
  attachmentAuthorOnly: { 'nb-NO': 'Du kan bare legge vedlegg til dine egne innlegg.', 'en-US': 'You can only add files to your own replies.' },
  replyAsOther: { 'nb-NO': 'Et innlegg skrives alltid av brukeren du handler som.', 'en-US': 'A reply is always written by the user you act as.' },
  agentNotEmployed: { 'nb-NO': 'Saksbehandleren må være en aktiv ansatt.', 'en-US': 'The agent must be an active employee.' },
  customerNotActive: { 'nb-NO': 'Kunden er ikke aktiv og kan ikke velges.', 'en-US': 'The customer is not active and cannot be chosen.' },
  locationNotOfCustomer: { 'nb-NO': 'Lokasjonen hører ikke til kunden.', 'en-US': 'The location does not belong to the customer.' },
  contactNotAtLocation: { 'nb-NO': 'Kontaktpersonen må være en aktiv bruker på lokasjonen.', 'en-US': 'The contact must be an active user at the location.' },
  imageInvalid: { 'nb-NO': 'Filen er ikke et bilde av typen som er oppgitt.', 'en-US': 'The file is not an image of the given type.' },
  agentsOnly: { 'nb-NO': 'Bare kundeservice har tilgang til dette.', 'en-US': 'Only support agents have access to this.' },
  // Identity: switching, terms, messages, mail archive, password and registration (M, B19–B26, K, J17, A14–A24)
  loginWhenSwitchRefused: { 'nb-NO': '«Logg inn ved bytte» er bare for globale administratorer.', 'en-US': '"Login when switch" is for global admins only.' },
  userNotFound: { 'nb-NO': 'Brukeren finnes ikke.', 'en-US': 'The user does not exist.' },
  notImpersonating: { 'nb-NO': 'Du handler ikke som en annen bruker.', 'en-US': 'You are not acting as another user.' },
  termsAlreadyAccepted: { 'nb-NO': 'Brukeren har allerede godtatt vilkårene.', 'en-US': 'The user has already accepted the terms.' },
  resetFailed: { 'nb-NO': 'Kunne ikke oppdatere passordet ditt. Forsøk å bestille nytt passord', 'en-US': 'Could not update your password. Try ordering a new password' },
  passwordTooShort: { 'nb-NO': 'Passord må bestå av minimum 7 tegn', 'en-US': 'The password must have at least 7 characters' },
  passwordOk: { 'nb-NO': 'Passord OK', 'en-US': 'Password OK' },
  glnRegisterUnavailable: { 'nb-NO': 'GLN-registeret svarer ikke akkurat nå. Prøv igjen om litt.', 'en-US': 'The GLN register is not answering right now. Try again shortly.' },
  messageNotFound: { 'nb-NO': 'Fant ikke meldingen.', 'en-US': 'The message was not found.' },
  invalidReference: { 'nb-NO': 'En av referansene (overordnet melding, kunde eller lokasjon) finnes ikke.', 'en-US': 'One of the references (parent message, customer or location) does not exist.' },
  followUpLoop: { 'nb-NO': 'En melding kan ikke være oppfølging av seg selv eller av en av sine egne oppfølginger.', 'en-US': 'A message cannot follow up itself or one of its own follow-ups.' },
  mustReadOnlyOwn: { 'nb-NO': 'Meldinger som må leses, kan bare brukeren selv markere som lest.', 'en-US': 'Must-read messages can only be marked read by the user themself.' },
  attachmentNotFound: { 'nb-NO': 'Fant ikke vedlegget.', 'en-US': 'The attachment was not found.' },
  invalidFile: { 'nb-NO': 'Filen er ikke gyldig base64.', 'en-US': 'The file is not valid base64.' },
  fileTooLarge: { 'nb-NO': 'Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB', 'en-US': 'Could not add the attachment, check that the file is not larger than 5 MB' },
  valueTaken: { 'nb-NO': 'Verdien i feltet {field} er allerede i bruk.', 'en-US': 'The value of {field} is already in use.' },
  referenceMissing: { 'nb-NO': 'Feltet {field} viser til noe som ikke finnes.', 'en-US': 'The field {field} refers to something that does not exist.' },
  invalidField: { 'nb-NO': 'Ugyldig verdi i feltet {field}.', 'en-US': 'Invalid value in the field {field}.' },
  // A partial update (PATCH, N18) without the version it read, or with nothing to change (issue 32).
  recordVersionRequired: { 'nb-NO': 'send med versjonen du leste, så ingen annens endring går tapt', 'en-US': 'send the version you read, so that nobody else\'s change is lost' },
  nothingToChange: { 'nb-NO': 'send med minst ett felt som skal endres', 'en-US': 'send at least one field to change' },
  // Part of a validation message, after the field's name: NUL bytes and lone surrogates (issue 15).
  invalidCharacters: { 'nb-NO': 'inneholder tegn som ikke kan lagres', 'en-US': 'contains characters that cannot be stored' },
  // Part of a validation message, after the field's name: a property the call does not take.
  unknownField: { 'nb-NO': 'er ikke et felt som kan sendes her', 'en-US': 'is not a field that may be sent here' },
  // A field the caller sees but may not change (a location's customer, a ticket's internal flag ...).
  fieldLocked: { 'nb-NO': 'Du kan ikke endre feltet {field}.', 'en-US': 'You may not change the field {field}.' },
  inUse: { 'nb-NO': 'Kan ikke slettes fordi den er i bruk.', 'en-US': 'Cannot be deleted because it is in use.' },
  fileNotBase64: { 'nb-NO': 'Filen i feltet {field} er ikke gyldig base64.', 'en-US': 'The file in {field} is not valid base64.' },
  fieldRequired: { 'nb-NO': 'Feltet {field} må fylles ut.', 'en-US': 'The field {field} is required.' },
  passwordRequired: { 'nb-NO': 'En ny bruker må ha et passord.', 'en-US': 'A new user needs a password.' },
  passwordTooWeakField: { 'nb-NO': 'For svakt passord', 'en-US': 'Password too weak' },
  adminLevelNotAllowed: { 'nb-NO': 'Du kan ikke gi et høyere administratornivå enn ditt eget.', 'en-US': 'You cannot give a higher admin level than your own.' },
  reportLevelNotAllowed: { 'nb-NO': 'Du kan ikke gi et høyere rapportnivå enn ditt eget.', 'en-US': 'You cannot give a higher report level than your own.' },
  inventoryLevelNotAllowed: { 'nb-NO': 'Du kan ikke gi et høyere varetellingsnivå enn ditt eget.', 'en-US': 'You cannot give a higher inventory level than your own.' },
  financialNotAllowed: { 'nb-NO': 'Bare brukere med tilgang til økonomirapporter kan gi den tilgangen.', 'en-US': 'Only users with financial report access can give it.' },
  taskNotAssignable: { 'nb-NO': 'Du kan bare gi oppgaver du selv har.', 'en-US': 'You can only give tasks you have yourself.' },
  userLocationCustomer: { 'nb-NO': 'Lokasjonen hører ikke til brukerens kunde, eller du har ikke tilgang til den.', 'en-US': 'The location does not belong to the user\'s customer, or you have no access to it.' },
  locationAdminConflict: { 'nb-NO': '{name} er lokasjonsadministrator for {location}. Vil du fjerne rollen fra {name}?', 'en-US': '{name} is the location admin of {location}. Do you want to remove the role from {name}?' },
  unknownPostcode: { 'nb-NO': 'Postnummeret {postalCode} ({country}) er ukjent. Vil du opprette adressen likevel?', 'en-US': 'The postcode {postalCode} ({country}) is unknown. Create the address anyway?' },
  externalLocationInUse: { 'nb-NO': 'Lokasjonen har transaksjoner og kan ikke slettes.', 'en-US': 'The location has transactions and cannot be deleted.' },
  logoDeleteFailed: { 'nb-NO': 'Kunne ikke slette logoen.', 'en-US': 'Could not delete the logo.' },
  fileNotImage: { 'nb-NO': 'Filen i feltet {field} er ikke et bilde.', 'en-US': 'The file in {field} is not an image.' },
  ...ledgerTexts,
  ...flowTexts,
  ...externalTexts,
  ...shopTexts,
  ...inventoryTexts,
  ...invoiceTexts,
  ...reportTexts,
  ...importTexts,
  ...integrationTexts,
} satisfies Record<string, Record<ServerLanguage, string>>;

export type TextKey = keyof typeof texts;

export function text(key: TextKey, language: ServerLanguage, values: Record<string, string | number> = {}): string {
  return texts[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The caller's language: the Accept-Language header the portal sends (B09), nb-NO by default (B10). */
export function languageOf(acceptLanguage: string | undefined): ServerLanguage {
  return acceptLanguage?.toLowerCase().startsWith('en') ? 'en-US' : 'nb-NO';
}
