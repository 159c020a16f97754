// The information pages in Norwegian (L01–L06).
export const informationNorwegian = {
  information: {
    search: 'Søk i artikler, veiledninger og videoer',
    results: 'Søkeresultater',
    no_results: 'Fant ingenting som passer søket.',
    count: '%{smart_count} tilgjengelig |||| %{smart_count} tilgjengelige',
    messages_hint: 'Meldinger fra Lastbærerpoolen til deg',
    all: 'All informasjon',
    back: 'Tilbake til %{list}',
    updated: 'Oppdatert %{date}',
    unread: 'Ulest',
    kind: { article: 'Artikkel', guide: 'Veiledning', video: 'Video' },
    empty: { article: 'Ingen artikler ennå.', guide: 'Ingen veiledninger ennå.', video: 'Ingen videoer ennå.', messages: 'Ingen meldinger å vise.' },
  },
  enums: { InformationKind: { article: 'Artikkel', guide: 'Veiledning', video: 'Video' } },
  resources: {
    'system/information': {
      name: 'Informasjon |||| Informasjon',
      empty: 'Ingen data å vise.',
      fields: { id: 'Id', kind: 'Type', title: 'Tittel', summary: 'Sammendrag', body: 'Tekst', videoUrl: 'Video (innbyggingsadresse)', published: 'Publisert', updatedAt: 'Oppdatert', q: 'Søk' },
    },
  },
  routes: { system: { information: 'Informasjon' } },
};
