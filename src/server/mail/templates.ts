// The texts of the mails the portal sends, in the recipient's language (nb-NO default, en-US).
import type { NoticeEvent } from '../../domain/notifications.js';
import { messages } from '../../portal/i18n/messages.js';
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

/** B38: what a notice says, by mail as in the portal: the catalogue's notices.events (one text for both). */
function noticeLine(language: ServerLanguage, event: NoticeEvent, values: Record<string, string>): string {
  const texts = (messages[language] as unknown as { notices: { events: Record<NoticeEvent, string> } }).notices.events;
  return texts[event].replace(/%\{(\w+)\}/g, (_match, name: string) => values[name] ?? '');
}

export function noticeMail(language: ServerLanguage, values: { name: string; event: NoticeEvent; where: string; id: number | null; link: string }) {
  const line = noticeLine(language, values.event, { where: values.where, id: values.id === null ? '' : String(values.id) });
  const [greeting, open, change] = language === 'en-US'
    ? ['Hello', 'Open it in the Customer Portal', 'You get this mail because you chose it under Profile → Notifications, where you can change it.']
    : ['Hei', 'Åpne den i Kundeportal', 'Du får denne e-posten fordi du har valgt det under Profil → Varsler, der du kan endre det.'];
  return { subject: line, body: `${greeting} ${values.name},\n\n${line}\n\n${open}: ${values.link}\n\n${change}\n\n${SIGNATURE[language]}` };
}
