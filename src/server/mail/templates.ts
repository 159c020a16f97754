// The texts of the mails the portal sends, in the recipient's language (nb-NO default, en-US).
import type { ServerLanguage } from '../i18n/texts.js';

const SIGNATURE = { 'nb-NO': 'Hilsen Lastbærerpoolen', 'en-US': 'Kind regards, Lastbærerpoolen' };

export function passwordResetMail(language: ServerLanguage, values: { name: string; loginName: string; link: string }) {
  if (language === 'en-US') {
    return {
      subject: 'New password for the Customer Portal',
      body: `Hello ${values.name},\n\nWe received a request for a new password for the user ${values.loginName} in the Customer Portal. Open the link below to set a new password. The link works once and is valid for 1 hour.\n\n${values.link}\n\nIf you did not ask for a new password, ignore this mail; your password has not changed.\n\n${SIGNATURE['en-US']}`,
    };
  }
  return {
    subject: 'Nytt passord til Kundeportal',
    body: `Hei ${values.name},\n\nVi har fått en forespørsel om nytt passord for brukeren ${values.loginName} i Kundeportal. Åpne lenken under for å sette et nytt passord. Lenken virker én gang og er gyldig i 1 time.\n\n${values.link}\n\nHar du ikke bedt om nytt passord, kan du se bort fra denne e-posten. Passordet ditt er ikke endret.\n\n${SIGNATURE['nb-NO']}`,
  };
}

export function registrationConfirmationMail(language: ServerLanguage, values: { contactName: string; companyName: string; reference: number }) {
  if (language === 'en-US') {
    return {
      subject: `We have received the registration of ${values.companyName}`,
      body: `Hello ${values.contactName},\n\nThank you for registering ${values.companyName} as a customer (reference ${values.reference}). Our customer service will check the details and contact you to set up the customer relationship and your access to the portal.\n\n${SIGNATURE['en-US']}`,
    };
  }
  return {
    subject: `Vi har mottatt registreringen av ${values.companyName}`,
    body: `Hei ${values.contactName},\n\nTakk for at du registrerte ${values.companyName} som kunde (referanse ${values.reference}). Kundeservice går gjennom opplysningene og tar kontakt for å opprette kundeforholdet og tilgangen din til portalen.\n\n${SIGNATURE['nb-NO']}`,
  };
}
