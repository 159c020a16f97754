// Demo data for who acts where and what people are told: lager's second location, three people of
// Havbris Sjømat for the sign-in flows (ny: new, has neither accepted the terms nor read the
// must-read messages; tvil: never accepted the terms; glemsk: forgets passwords), messages of
// every kind, archived mails and the offline national GLN register. Fixed names, and days of the
// story's January moved with the demo's day (its calendar): every machine gets the same rows that day.
import type { Insertable } from 'kysely';
import { passwordResetMail, registrationConfirmationMail } from '../mail/templates.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { glnRegisterEntries } from './identity-gln.js';
import type { DemoCalendar } from './ledger-world.js';

/** A day of the story's January 2026 (and an hour), moved to the demo's calendar. */
type StoryAt = (day: number, hour?: number) => Date;
const storyAt = (calendar: DemoCalendar): StoryAt => (day, hour = 8) => calendar.storyTime(Date.UTC(2026, 0, day, hour, 0, 0));

type MessageSeed = Omit<Insertable<Tables['messages']>, 'createdByUserId' | 'createdAt' | 'customerId'> & {
  key: string;
  day: number;
  readByAll?: boolean;
  parentKey?: string;
  /** Meant for this customer only. */
  forCustomer?: string;
};

/** readByAll: every user who exists at seed time, except ny, has read it (they signed in before it). */
const MESSAGES: MessageSeed[] = [
  {
    key: 'terms', day: 10, readByAll: true, title: 'Nye leievilkår for lastbærere fra 1. februar', priority: 2, type: 'Message', mustRead: true,
    text: '<p>Fra 1. februar gjelder nye leievilkår for alle lastbærere i poolen. Den viktigste endringen er at leiefritt antall beregnes per lokasjon, ikke per kunde.</p><p>Les vilkårene under <strong>Informasjon</strong> og ta kontakt med kundeservice hvis noe er uklart.</p>',
  },
  {
    key: 'security', day: 12, readByAll: true, title: 'Sikkerhet: del aldri passordet ditt', priority: 1, type: 'Message', mustRead: true,
    text: '<p>Lastbærerpoolen spør aldri etter passordet ditt på e-post eller telefon. Har du glemt passordet, bruker du <em>Glemt passord?</em> på innloggingssiden.</p>',
  },
  {
    key: 'maintenance', day: 14, readByAll: true, title: 'Planlagt vedlikehold lørdag kveld', priority: 1, type: 'Login', mustRead: false,
    text: '<p>Portalen er utilgjengelig lørdag mellom kl. 22 og 24 på grunn av vedlikehold.</p>',
  },
  {
    key: 'easter', day: 15, title: 'Påskeåpningstider på depotene', priority: 0, type: 'Message', mustRead: false,
    text: '<p>Depotene holder stengt skjærtorsdag til og med 2. påskedag. Bestill lastbærere i god tid.</p>',
  },
  {
    key: 'delays', day: 16, title: 'Leveringsforsinkelser i Nord-Norge', priority: 2, type: 'Message', mustRead: false,
    text: '<p>På grunn av stengte fjelloverganger kan leveranser til Nordland og Troms bli forsinket med opptil to dager.</p>',
  },
  {
    key: 'delays-update', day: 17, parentKey: 'delays', title: 'Oppdatering: leveringsforsinkelser i Nord-Norge', priority: 1, type: 'Message', mustRead: false,
    text: '<p>E6 over Saltfjellet er åpnet igjen. Leveransene går som normalt fra mandag.</p>',
  },
  {
    key: 'eps-price', day: 18, title: 'Prisendring på EPS-brett', priority: 2, type: 'Message', mustRead: false,
    text: '<p>Leieprisen for EPS-brett justeres fra 1. mars. Se oppdatert prisliste i vedlegget til avtalen.</p>',
  },
  {
    key: 'count', day: 19, title: 'Husk varetelling innen 31. mars', priority: 2, type: 'Message', mustRead: false, taskId: 'Inventory',
    text: '<p>Kontrollregistreringen for første kvartal må være ferdig innen 31. mars.</p>',
  },
  {
    key: 'fish-crate', day: 20, title: 'Ny fiskekasse 70 L kan bestilles', priority: 1, type: 'Message', mustRead: false, taskId: 'Order',
    text: '<p>Fiskekasse 70 L er nå med i sortimentet og kan bestilles under Ordre.</p>',
  },
  {
    key: 'fjellmeieriet', day: 21, title: 'Fjellmeieriet: ny kontaktperson hos kundeservice', priority: 1, type: 'Message', mustRead: false, forCustomer: 'Fjellmeieriet AS',
    text: '<p>Fra februar er Ingrid Berg deres faste kontaktperson hos kundeservice. Kontaktkortet ligger vedlagt.</p>',
  },
];

const CONTACT_CARD = Buffer.from('BEGIN:VCARD\nVERSION:3.0\nFN:Ingrid Berg\nORG:Lastbærerpoolen AS\nEMAIL:ingrid.berg@example.no\nEND:VCARD\n').toString('base64');

export async function seedIdentity(db: Database, calendar: DemoCalendar): Promise<void> {
  const AT = storyAt(calendar);
  await db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom('users').select(['id', 'passwordHash']).where('loginName', '=', 'admin').executeTakeFirstOrThrow();
    const lager = await trx.selectFrom('users').select('id').where('loginName', '=', 'lager').executeTakeFirstOrThrow();
    const place = (name: string) => trx.selectFrom('locations').select(['id', 'customerId']).where('name', '=', name).executeTakeFirstOrThrow();
    const elverum = await place('Fjellmeieriet Elverum kjølelager');
    const alesund = await place('Havbris Sjømat Ålesund');
    const kristiansund = await place('Havbris Sjømat Kristiansund');
    const everyone = (await trx.selectFrom('users').select('id').orderBy('id').execute()).map((user) => user.id);

    // lager also runs the Elverum cold store, which is counted at Lillehammer (C42, docs/decisions.md).
    await trx.insertInto('userLocations').values({ userId: lager.id, locationId: elverum.id }).execute();

    const people = await trx.insertInto('users').values([
      {
        loginName: 'ny', name: 'Nora Ny', email: 'nora.ny@example.no', phone: '+47 900 00 006', passwordHash: admin.passwordHash,
        customerId: alesund.customerId, locationId: alesund.id, tasksAllowed: ['Order', 'Reception'], confirmedGdpr: false, createdAt: AT(25),
      },
      {
        // Has signed in before but never accepted the terms: staff acting as him are warned (M11).
        loginName: 'tvil', name: 'Tore Tvil', email: 'tore.tvil@example.no', phone: '+47 900 00 008', passwordHash: admin.passwordHash,
        customerId: alesund.customerId, locationId: alesund.id, tasksAllowed: ['Reception'], confirmedGdpr: false, createdAt: AT(3),
      },
      {
        loginName: 'glemsk', name: 'Gunnar Glemsk', email: 'gunnar.glemsk@example.no', phone: '+47 900 00 007', passwordHash: admin.passwordHash,
        customerId: kristiansund.customerId, locationId: kristiansund.id, tasksAllowed: ['Delivery', 'Reception'], confirmedGdpr: true, createdAt: AT(2),
      },
    ]).returning(['id', 'loginName']).execute();
    // Everyone but ny has read the must-read messages; only ny is new.
    const signedInBefore = people.filter((person) => person.loginName !== 'ny').map((person) => person.id);

    const fjellmeieriet = await trx.selectFrom('customers').select('id').where('name', '=', 'Fjellmeieriet AS').executeTakeFirstOrThrow();
    const ids = new Map<string, number>();
    for (const { key, day, readByAll, parentKey, forCustomer, ...message } of MESSAGES) {
      const row = await trx.insertInto('messages').values({
        ...message,
        createdAt: AT(day),
        parentId: parentKey ? ids.get(parentKey)! : null,
        customerId: forCustomer === 'Fjellmeieriet AS' ? fjellmeieriet.id : null,
        createdByUserId: admin.id,
      }).returning('id').executeTakeFirstOrThrow();
      ids.set(key, row.id);
      const readers = readByAll ? [...everyone, ...(key === 'maintenance' ? people.map((person) => person.id) : signedInBefore)] : [];
      for (let i = 0; i < readers.length; i += 500) {
        await trx.insertInto('messageReads').values(readers.slice(i, i + 500).map((userId) => ({ messageId: row.id, userId, readAt: AT(day + 1, 9), loginUserId: userId }))).execute();
      }
    }
    await trx.insertInto('messageAttachments').values({
      messageId: ids.get('fjellmeieriet')!, filename: 'ingrid-berg.vcf', contentType: 'text/vcard', size: Buffer.from(CONTACT_CARD, 'base64').length, contentData: CONTACT_CARD, createdAt: AT(21),
    }).execute();

    await seedArchivedMails(trx as unknown as Database, AT);
    const entries = await glnRegisterEntries(trx as unknown as Database);
    for (let i = 0; i < entries.length; i += 500) await trx.insertInto('glnRegister').values(entries.slice(i, i + 500)).execute();
  });
}

/** Mails sent before the demo starts: reset links long expired, and a registration confirmation. */
async function seedArchivedMails(db: Database, AT: StoryAt): Promise<void> {
  const user = (loginName: string) => db.selectFrom('users').select(['id', 'name', 'email', 'customerId', 'locationId', 'loginName']).where('loginName', '=', loginName).executeTakeFirstOrThrow();
  const mails: Insertable<Tables['mailArchive']>[] = [];
  for (const [loginName, day] of [['bruker', 5], ['lager', 8], ['glemsk', 22]] as const) {
    const person = await user(loginName);
    // As the archive keeps every reset mail: the link only in the addressee's copy.
    const link = '[Lenken står bare i e-posten til mottakeren]';
    mails.push({
      createdAt: AT(day, 7), kind: 'password-reset', toAddress: person.email!, toName: person.name,
      ...passwordResetMail('nb-NO', { name: person.name, loginName: person.loginName, link }),
      userId: person.id, customerId: person.customerId, locationId: person.locationId, delivery: 'archived',
    });
  }
  // A prospect that registered before the demo starts: the staff's message and the applicant's mail.
  const prospect = {
    companyName: 'Hardanger Saft og Sider AS', orgNumber: '987654325', gln: '7080001234560', locationName: 'Hardanger Saft og Sider Lofthus',
    street: 'Lofthusvegen 12', postalCode: '5781', city: 'Lofthus', countryCode: 'NOR', contactName: 'Siri Hardanger', email: 'post@hardangersaft.example.no',
    phone: '+47 53 66 00 00', comment: 'Vi trenger fruktkasser til sesongen fra august.', createdAt: AT(23, 13),
  };
  const request = await db.insertInto('registrationRequests').values(prospect).returning('id').executeTakeFirstOrThrow();
  const operator = await db.selectFrom('customers').select('id').where('type', '=', 'provider').orderBy('id').executeTakeFirstOrThrow();
  const message = await db.insertInto('messages').values({
    title: `Ny kunderegistrering: ${prospect.companyName}`, createdAt: AT(23, 13), priority: 2, type: 'Message', mustRead: false, customerId: operator.id,
    text: `<p>En ny kunde har registrert seg i portalen.</p><dl><dt>Referanse</dt><dd>${request.id}</dd><dt>Firmanavn</dt><dd>${prospect.companyName}</dd><dt>Kontaktperson</dt><dd>${prospect.contactName}</dd><dt>E-post</dt><dd>${prospect.email}</dd><dt>Kommentar</dt><dd>${prospect.comment}</dd></dl>`,
  }).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('registrationRequests').set({ messageId: message.id }).where('id', '=', request.id).execute();
  mails.push({
    createdAt: AT(23, 13), kind: 'registration-confirmation', toAddress: prospect.email, toName: prospect.contactName,
    ...registrationConfirmationMail('nb-NO', { contactName: prospect.contactName, companyName: prospect.companyName, reference: request.id }),
    delivery: 'archived',
  });
  await db.insertInto('mailArchive').values(mails).execute();
}
