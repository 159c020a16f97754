// The support desk's fixed demo data: main categories (ORDRE and PROD take tickets about an order,
// I08), categories (some with a video, I09; damaged or wrong carriers are quality deviations, B38),
// reply templates (I39), and the texts tickets use.

const VIDEO = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const MAIN_CATEGORIES = [
  { id: 'ORDRE', name: 'Ordre', nameEn: 'Orders', sortOrder: 1 },
  { id: 'PROD', name: 'Produkter og lastbærere', nameEn: 'Products and load carriers', sortOrder: 2 },
  { id: 'TRANSP', name: 'Transport og henting', nameEn: 'Transport and pickup', sortOrder: 3 },
  { id: 'FAKT', name: 'Faktura og leie', nameEn: 'Invoices and rent', sortOrder: 4 },
  { id: 'PORTAL', name: 'Kundeportalen', nameEn: 'The customer portal', sortOrder: 5 },
  { id: 'ANNET', name: 'Annet', nameEn: 'Other', sortOrder: 6 },
];

export const CATEGORIES = [
  { id: 1, mainCategoryId: 'ORDRE', name: 'Feil antall levert', nameEn: 'Wrong quantity delivered', videoLink: null, sortOrder: 1 },
  { id: 2, mainCategoryId: 'ORDRE', name: 'Forsinket levering', nameEn: 'Late delivery', videoLink: null, sortOrder: 2 },
  { id: 3, mainCategoryId: 'ORDRE', name: 'Endre eller kansellere ordre', nameEn: 'Change or cancel an order', videoLink: VIDEO('M7lc1UVf-VE'), sortOrder: 3 },
  { id: 4, mainCategoryId: 'PROD', name: 'Skadde lastbærere', nameEn: 'Damaged load carriers', videoLink: null, sortOrder: 1, qualityDeviation: true },
  { id: 5, mainCategoryId: 'PROD', name: 'Feil produkt levert', nameEn: 'Wrong product delivered', videoLink: null, sortOrder: 2, qualityDeviation: true },
  { id: 6, mainCategoryId: 'PROD', name: 'Nye produkter i avtalen', nameEn: 'New products in the agreement', videoLink: null, sortOrder: 3 },
  { id: 7, mainCategoryId: 'TRANSP', name: 'Bestille henting', nameEn: 'Ordering a pickup', videoLink: VIDEO('aqz-KE-bpKQ'), sortOrder: 1 },
  { id: 8, mainCategoryId: 'TRANSP', name: 'Henting uteble', nameEn: 'Pickup did not come', videoLink: null, sortOrder: 2 },
  { id: 9, mainCategoryId: 'FAKT', name: 'Spørsmål om faktura', nameEn: 'Question about an invoice', videoLink: null, sortOrder: 1 },
  { id: 10, mainCategoryId: 'FAKT', name: 'Leie og gebyrer', nameEn: 'Rent and fees', videoLink: VIDEO('ScMzIvxBSi4'), sortOrder: 2 },
  { id: 11, mainCategoryId: 'PORTAL', name: 'Innlogging og passord', nameEn: 'Login and password', videoLink: VIDEO('jNQXAC9IVRw'), sortOrder: 1 },
  { id: 12, mainCategoryId: 'PORTAL', name: 'Registrere levering', nameEn: 'Registering a delivery', videoLink: VIDEO('M7lc1UVf-VE'), sortOrder: 2 },
  { id: 13, mainCategoryId: 'PORTAL', name: 'Rapporter og saldo', nameEn: 'Reports and balance', videoLink: null, sortOrder: 3 },
  { id: 14, mainCategoryId: 'ANNET', name: 'Andre spørsmål', nameEn: 'Other questions', videoLink: null, sortOrder: 1 },
];

export const TEMPLATES = [
  {
    name: 'Takk for henvendelsen',
    title: 'Vi har mottatt saken',
    text: '<p>Takk for henvendelsen. Vi har mottatt saken og ser på den så snart som mulig.</p><p>Med vennlig hilsen<br>Kundeservice, Lastbærerpoolen</p>',
  },
  {
    name: 'Trenger mer informasjon',
    title: 'Vi trenger litt mer informasjon',
    text: '<p>For å hjelpe deg trenger vi ordrenummer, antall og gjerne et bilde av følgeseddelen. Legg det ved som vedlegg i saken.</p>',
  },
  {
    name: 'Henting bestilt',
    title: 'Henting er bestilt',
    text: '<p>Henting er bestilt og kommer innen to virkedager. Sett lastbærerne klare ved rampen.</p>',
  },
  {
    name: 'Kreditnota sendt',
    title: 'Kreditnota',
    text: '<p>Vi har sendt en kreditnota for avviket. Den kommer med neste faktura.</p>',
  },
  {
    name: 'Saken er løst',
    title: 'Løst',
    text: '<p>Vi regner saken som løst og lukker den. Svar i saken hvis noe fortsatt ikke stemmer.</p>',
  },
];

/** Topics per category: [title, first message]. */
export const TOPICS: Record<number, Array<[string, string]>> = {
  1: [['Mottok 30 paller, bestilte 36', 'Vi bestilte 36 helpaller plast, men bare 30 kom med bilen i dag.'], ['For mange kasser på leveransen', 'Leveransen hadde to stabler kasser mer enn ordren sa.']],
  2: [['Levering kom ikke i dag', 'Ordren skulle leveres i dag før kl. 10, men ingenting har kommet.'], ['Forsinket bil fra depotet', 'Sjåføren sier bilen ble forsinket på depotet. Når kommer den?']],
  3: [['Endre antall på ordren', 'Kan dere endre antallet på ordren til 20 fiskekasser?'], ['Kansellere dobbel ordre', 'Vi la inn samme ordre to ganger ved en feil. Kan den ene kanselleres?']],
  4: [['Knuste paller i leveransen', 'Fire paller var knust da de kom. Bilder ligger ved.'], ['Kasser med sprekker', 'Flere kasser har sprekker i bunnen og kan ikke brukes.']],
  5: [['Fikk trepall i stedet for plast', 'Vi fikk EUR-paller i tre, men avtalen vår er plastpaller.'], ['Feil størrelse på kassene', 'Kassene er 600x400, vi trenger 400x300.']],
  6: [['Legge til brødkasser i avtalen', 'Vi ønsker å få brødkasser inn i avtalen fra neste måned.'], ['Prøve EPS-brett', 'Kan vi få en prøveleveranse av EPS-brett?']],
  7: [['Bestille henting av tomgods', 'Vi har 12 paller tomgods som må hentes denne uken.'], ['Fast henting hver fredag', 'Kan vi få fast henting hver fredag?']],
  8: [['Henting kom ikke', 'Hentingen som var bestilt i går kom aldri.'], ['Sjåføren tok bare halve lasset', 'Sjåføren hadde ikke plass og tok bare halvparten.']],
  9: [['Faktura stemmer ikke med leveranser', 'Fakturaen for forrige måned har flere leveranser enn vi har registrert.'], ['Dobbelt fakturert', 'Samme leveranse står to ganger på fakturaen.']],
  10: [['Leie på paller vi har levert tilbake', 'Vi betaler fortsatt leie for paller som ble returnert for en måned siden.'], ['Gebyr for sen registrering', 'Hvorfor fikk vi gebyr for sen registrering?']],
  11: [['Får ikke logget inn', 'En av våre nye ansatte får ikke logget inn i portalen.'], ['Lenken for nytt passord virker ikke', 'Lenken i e-posten sier at den ikke er komplett.']],
  12: [['Feil i registrert levering', 'Vi registrerte feil antall på en levering i går. Kan den rettes?'], ['Mottaker finnes ikke i listen', 'Butikken vi leverer til finnes ikke i mottakerlisten.']],
  13: [['Saldo stemmer ikke', 'Saldoen i portalen er 40 paller høyere enn det vi har på lager.'], ['Rapport mangler leveranser', 'Transaksjonsrapporten viser ikke leveransene fra forrige uke.']],
  14: [['Kontaktperson for avtalen', 'Hvem er kontaktperson for avtalen vår nå?'], ['Spørsmål om miljørapport', 'Kan vi få en miljørapport for bruken av lastbærere i fjor?']],
};

export const AGENT_REPLIES = [
  '<p>Takk, vi ser på saken og kommer tilbake til deg.</p>',
  '<p>Kan du sende ordrenummer og et bilde av følgeseddelen?</p>',
  '<p>Vi har sjekket med depotet. Bilen er på vei og kommer i løpet av dagen.</p>',
  '<p>Dette er rettet nå. Gi beskjed om noe fortsatt ikke stemmer.</p>',
  '<p>Vi har sendt en kreditnota for avviket.</p>',
];

export const CUSTOMER_REPLIES = [
  '<p>Takk! Her er ordrenummeret og bilde av følgeseddelen.</p>',
  '<p>Det har fortsatt ikke kommet noe.</p>',
  '<p>Flott, da er alt i orden.</p>',
  '<p>Vi venter fortsatt på svar.</p>',
];

export const INTERNAL_NOTES = [
  '<p><strong>Internt:</strong> Sjekket med sjåføren, han bekrefter avviket.</p>',
  '<p><strong>Internt:</strong> Kunden har hatt samme avvik tre ganger i år. Ta det opp på neste kundemøte.</p>',
  '<p><strong>Internt:</strong> Kreditnota godkjent av økonomi.</p>',
];
