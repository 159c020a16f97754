// Texts of the generic views and the master data (admin, system, supporting lists), in Norwegian.
const empty = 'Ingen data å vise.';

export const masterdataNorwegian = {
  schema: {
    file: {
      choose: 'Velg fil',
      replace: 'Bytt fil',
      remove: 'Fjern',
      chosen: 'Fil lagt ved',
      limit: 'Maks 5 MB.',
      too_large: 'Kunne ikke legge til vedlegg sjekk at filen ikke er større enn 5MB (%{name})',
    },
    attachments: {
      title: 'Vedlegg',
      add: 'Legg til vedlegg',
      remove: 'Fjern %{name}',
      download: 'Last ned %{name}',
      empty: 'Ingen vedlegg.',
      load_failed: 'Kunne ikke hente vedleggene.',
    },
    picker: { nameless: 'Uten navn', new: 'Ny', closed: 'Stengt', finished: 'Avsluttet', inactive: 'Inaktiv', favorite: 'Favoritt' },
    money: { format: 'Skriv beløpet i kroner, f.eks. 0,25.', range: 'Beløpet må være fra %{min} til %{max} kr.' },
    confirm: { title: 'Bekreft', yes: 'Ja, fortsett' },
    export: {
      xlsx: 'Excel (.xlsx)',
      csv: 'CSV',
      running: 'Eksporterer …',
      progress: '%{done} av %{total} rad hentet |||| %{done} av %{total} rader hentet',
    },
  },
  sessions: { end: 'Avslutt økt' },
  // Headings of failures the spec gives texts of their own (O06, O19, O22, O31); the server's reason follows.
  failures: {
    address: { load: 'Kunne ikke laste adressen.', save: 'Kunne ikke lagre adressen.', delete: 'Kunne ikke slette adressen.' },
    logo: { delete: 'Feil ved sletting av logo.' },
    locations: { load: 'Feil ved lasting av lokasjoner.' },
    user: {
      save: 'Uventet feil ved lagring av bruker.',
      location_admin_role: 'Uventet feil ved fjerning av rollen som lokasjonsadministrator.',
    },
  },
  filters: { expired: 'Utløpt', not_expired: 'Ikke utløpt' },
  favorites: {
    column: 'Favoritt',
    add: 'Legg til i favoritter',
    remove: 'Fjern fra favoritter',
    only: 'Bare favoritter',
    empty_locations: 'Ingen lokasjoner å vise.',
    empty_products: 'Ingen produkter å vise.',
    added: 'Lagt til i favoritter',
    removed: 'Fjernet fra favoritter',
  },
  caching: {
    intro: 'Tøm mellomlagrene når grunndata er endret utenfor portalen, så vises endringene med en gang.',
    server: 'Oppdater serverens mellomlager',
    server_text: 'Brukere, kunder og lokasjoner leses på nytt fra databasen ved neste kall.',
    server_done: 'Serverens mellomlager ble tømt %{time}.',
    portal: 'Oppdater portalens grunndata',
    portal_text: 'Sesjonen, kodelistene og alle lister i portalen hentes på nytt.',
    portal_done: 'Portalens grunndata ble hentet på nytt %{time}.',
  },
  jobs: {
    intro: 'Jobbene kjører hver natt etter kl. 02 på én av serverne. Her ser du når hver jobb sist kjørte og hva den gjorde, og du kan kjøre en jobb nå.',
    table: 'Nattjobber',
    job: 'Jobb',
    last_night: 'Sist kjørt for natten',
    last_run: 'Siste kjøring',
    result: 'Resultat',
    never: 'Ikke kjørt ennå',
    running: 'Kjører nå …',
    done: '%{done} utført på %{seconds} s',
    failed: 'Feilet: %{reason}',
    by: 'kjørt av %{by}',
    run: 'Kjør nå',
    run_label: 'Kjør nå: %{job}',
    run_confirm: 'Kjøre «%{job}» nå?',
    run_confirm_text: 'Jobben gjør nattens arbeid med en gang. Det den endrer, kan ikke angres.',
    finished: '%{job}: %{done} utført.',
    names: {
      'purge-drafts': 'Slett gamle kladder',
      'auto-commit-deliveries': 'Bekreft leveranser som ikke er besvart',
      'missing-registrations-stand': 'Manglende registreringer som ikke er besvart, blir stående',
      'scheduled-orders': 'Opprett faste ordrer og hentinger',
      'invoice-run': 'Fakturakjøring',
    },
  },
  routes: {
    system: { products: 'Produkter', 'product-types': 'Produkttyper', 'postal-codes': 'Postnumre' },
  },
  enums: {
    Task: { Order: 'Bestilling', Delivery: 'Levering', Reception: 'Mottak', Expedition: 'Ekspedisjon', Inventory: 'Varetelling', Reports: 'Rapporter', ShopAccounting: 'Butikkregnskap' },
    AdminLevel: { None: 'Ingen', Location: 'Lokasjon', Customer: 'Kunde', Chain: 'Kjede', Global: 'Global', System: 'System' },
    ReportLevel: { None: 'Ingen', Location: 'Lokasjon', Customer: 'Kunde', Chain: 'Kjede' },
    InventoryLevel: { None: 'Ingen', MainApprove: 'Godkjenne hovedtelling', ControlReg: 'Kontrollregistrering' },
    Language: { 'nb-NO': 'Norsk (bokmål)', 'en-US': 'Engelsk' },
    EmploymentType: { Employed: 'Ansatt', External: 'Ekstern', Consultant: 'Konsulent', Expired: 'Sluttet' },
    // J05, P47: the user level follows the admin level; the label says what it allows.
    UserLevel: {
      standard: 'Standard: egen lokasjon',
      customer: 'Kunde: alle kundens lokasjoner',
      global: 'Global: hele Lastbærerpoolen',
    },
    // C09, P32: how far the user's data reaches.
    ScopeLevel: {
      None: 'Ingen',
      User: 'Bruker: bare egne data',
      Location: 'Lokasjon: lokasjonens brukere og data',
      Customer: 'Kunde: kundens lokasjoner, brukere og data',
      Chain: 'Kjede: kjedens kunder, lokasjoner og brukere',
      Global: 'Global: alle kunder, lokasjoner og brukere',
      System: 'System: alt, også systemet',
      Disabled: 'Deaktivert: ingen tilgang',
    },
    CustomerType: { provider: 'Lastbærerpoolen', Industry: 'Industri', Wholesale: 'Grossist', Shop: 'Butikk', Purchase: 'Innkjøp', Div: 'Diverse', EPS: 'EPS', External: 'Ekstern' },
    SessionState: { Unknown: 'Ukjent', Active: 'Aktiv', Inactive: 'Inaktiv', Expired: 'Utløpt', Removed: 'Avsluttet' },
    LogLevel: { Trace: 'Sporing', Debug: 'Feilsøking', Information: 'Informasjon', Warning: 'Advarsel', Error: 'Feil', Fatal: 'Kritisk' },
  },
  resources: {
    'admin/company': {
      name: 'Firma |||| Firma',
      empty,
      fields: {
        id: 'Kundenummer', name: 'Navn', orgNumber: 'Organisasjonsnummer', image: 'Logo', statusId: 'Status', type: 'Kundetype', chainId: 'Kjede',
        chainName: 'Kjede', hasShopTransactions: 'Butikktransaksjoner', isNlp: 'Lastbærerpoolen', adminUser: 'Kundeadministrator', q: 'Søk',
      },
    },
    'admin/users': {
      name: 'Bruker |||| Brukere',
      empty,
      fields: {
        id: 'Id', name: 'Navn', loginName: 'Brukernavn', password: 'Passord', email: 'E-post', phone: 'Telefon', language: 'Språk', active: 'Aktiv',
        employeeId: 'Ansattnummer', employmentType: 'Ansettelse', adminLevel: 'Administratornivå', adminLevelEx: 'Effektivt administratornivå',
        userLevel: 'Brukernivå', dataLevel: 'Datanivå',
        reportLevelEx: 'Rapportnivå', inventoryLevelEx: 'Varetellingsnivå', tasksAllowed: 'Oppgaver', customerId: 'Kunde', customerName: 'Kunde',
        locationId: 'Lokasjon', locationName: 'Lokasjon', locationIds: 'Flere lokasjoner', workArea: 'Arbeidsområde', isNlp: 'Lastbærerpoolen',
        isGlobalAdmin: 'Global administrator', isFinancial: 'Økonomirapporter', isAgent: 'Kundeserviceagent', confirmedGdpr: 'Har godtatt vilkårene', q: 'Søk',
      },
    },
    'admin/external-locations': {
      name: 'Ekstern lokasjon |||| Eksterne lokasjoner',
      empty,
      fields: {
        id: 'Id', customerId: 'Kunde', name: 'Navn', gln: 'GLN', street: 'Gate', postalCode: 'Postnummer', city: 'Sted', countryCode: 'Land', active: 'Aktiv', q: 'Søk',
      },
    },
    'admin/addresses': {
      name: 'Adresse |||| Adresser',
      empty,
      fields: {
        id: 'Id', locationId: 'Lokasjon', type: 'Adressetype', rank: 'Rang', street: 'Gate', postalCode: 'Postnummer', city: 'Sted', countryCode: 'Land', active: 'Aktiv',
        isDelivery: 'Leveringsadresse', q: 'Søk',
      },
    },
    'admin/location-products': {
      name: 'Lokasjonsprodukt |||| Lokasjonsprodukter',
      empty,
      fields: { id: 'Id', locationId: 'Lokasjon', productId: 'Produkt', qtyNoRent: 'Antall uten leie', fromDate: 'Fra dato', toDate: 'Til dato', expired: 'Gyldighet' },
    },
    'system/logs': {
      name: 'Logg |||| Logger',
      empty,
      fields: {
        id: 'Id', createdAt: 'Tidspunkt', level: 'Nivå', category: 'Kategori', message: 'Melding', userId: 'Bruker', loginUserId: 'Innlogget bruker',
        details: 'Detaljer', q: 'Søk',
      },
    },
    'system/sessions': {
      name: 'Økt |||| Økter',
      empty,
      fields: {
        id: 'Id', loginUserId: 'Bruker', userName: 'Navn', loginName: 'Brukernavn', state: 'Status', rememberMe: 'Husk meg', createdAt: 'Startet',
        lastSeenAt: 'Sist brukt', expiresAt: 'Utløper', endedAt: 'Avsluttet', ipAddress: 'IP-adresse', userAgent: 'Nettleser', q: 'Søk',
      },
    },
    'system/products': {
      name: 'Produkt |||| Produkter',
      empty,
      fields: {
        id: 'Produktnummer', name: 'Navn', productTypeId: 'Produkttype', image: 'Bilde', description: 'Beskrivelse', isFavorite: 'Favoritt',
        favorite: 'Favoritter', locationId: 'Lokasjon', q: 'Søk',
      },
    },
    'system/product-types': {
      name: 'Produkttype |||| Produkttyper',
      empty,
      fields: { id: 'Id', name: 'Navn', nameEn: 'Navn (engelsk)', q: 'Søk' },
    },
    'system/postal-codes': {
      name: 'Postnummer |||| Postnumre',
      empty,
      fields: { id: 'Id', countryCode: 'Land', postalCode: 'Postnummer', city: 'Sted', q: 'Søk' },
    },
    'lists/chains': { name: 'Kjede |||| Kjeder', empty, fields: { id: 'Id', name: 'Navn', adminUser: 'Kjedeadministrator', q: 'Søk' } },
    'lists/transaction-statuses': { name: 'Transaksjonsstatus |||| Transaksjonsstatuser', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/transaction-types': { name: 'Transaksjonstype |||| Transaksjonstyper', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/inventory-levels': { name: 'Varetellingsnivå |||| Varetellingsnivåer', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/report-levels': { name: 'Rapportnivå |||| Rapportnivåer', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/countries': { name: 'Land |||| Land', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/languages': { name: 'Språk |||| Språk', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
    'lists/work-areas': { name: 'Arbeidsområde |||| Arbeidsområder', empty, fields: { id: 'Id', code: 'Kode', name: 'Navn', q: 'Søk' } },
  },
};
