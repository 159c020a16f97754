// Demo information (L01–L03): how to register a delivery and how to count, the hire terms the
// must-read message points to, a guide to the first day, and a training video (the same embed address
// the support catalogue's "Registrere levering" shows).
import type { Database } from '../db/database.js';

const VIDEO = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export async function seedInformation(db: Database): Promise<void> {
  await db.insertInto('informationItems').values([
    {
      kind: 'article', title: 'Slik registrerer du en levering', summary: 'Fra ny levering til sendt: mottaker, produkter og antall, og hva som skjer når mottakeren bekrefter.',
      body: '<p>Velg <strong>Levering → Leveringer</strong> og trykk <strong>Ny levering</strong>. Skriv mottakerens navn eller GLN, legg til produktene med antall og trykk <strong>Send</strong>.</p><p>Leveringen står som sendt til mottakeren har bekreftet den. Er mottakeren uenig i antallet, ser dere begge tellingene side om side, og du kan godta mottakerens antall.</p><p>Mottakeren har 14 dager på seg; etter det bekreftes leveringen med antallet du sendte.</p>',
    },
    {
      kind: 'article', title: 'Slik teller du varelager', summary: 'Kontrolltelling på lageret: tell produkt for produkt, tellingen lagres mens du skriver, også uten nett.',
      body: '<p>Velg <strong>Varetelling → Kontrollregistrering</strong>. For hvert produkt ser du bokført saldo; skriv antallet du teller. Hver linje lagres mens du skriver.</p><p>Mister du nettet, venter linjene på nettbrettet og sendes når nettet er tilbake. Lever tellingen når alle produktene er talt.</p><p>Hovedtellingen registreres under <strong>Varetelling → Hovedtelling</strong>. Når den godkjennes, bokføres differansen som et lageroppgjør.</p>',
    },
    {
      kind: 'article', title: 'Leievilkår for lastbærere', summary: 'Leie per døgn, leiefritt antall per lokasjon, gebyrer og fakturering.',
      body: '<p>Dere betaler leie per lastbærer per døgn for det dere har på saldo ut over det leiefrie antallet som er avtalt for hver lokasjon. Prisene står i prislisten og kan endres med varsel.</p><p>Mottatte lastbærere kan være leiefrie de første dagene etter avtale for kundetypen. Det tas et mottaksgebyr per levering mottatt fra en annen kunde, og lette lokasjoner har et fast månedsgebyr.</p><p>Fakturaen kommer månedlig. Hver linje viser hva den er regnet av: saldo dag for dag, eller transaksjonene et gebyr gjelder.</p>',
    },
    {
      kind: 'guide', title: 'Kom i gang med kundeportalen', summary: 'Første dag: logg inn, godta vilkårene, les meldingene og finn fram i menyen.',
      body: '<ol><li>Logg inn med brukernavnet og passordet du har fått. Første gang godtar du vilkårene og leser meldingene som må leses.</li><li>Menyen til venstre viser bare det du har tilgang til. Tallene ved menyvalgene viser hva som venter på deg.</li><li>Beholdningen på forsiden viser saldo per produkt og endringen siste 12 måneder.</li><li>Trenger du hjelp, velg <strong>Kundeservice</strong> og opprett en sak.</li></ol>',
    },
    {
      kind: 'video', title: 'Registrere levering', summary: 'Kort film om å registrere en levering til en annen kunde.',
      body: '<p>Filmen viser hvordan du registrerer en levering, fra mottaker til sendt.</p>', videoUrl: VIDEO('M7lc1UVf-VE'),
    },
  ]).execute();
}
