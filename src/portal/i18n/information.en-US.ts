// The information pages in English (L01–L06).
export const informationEnglish = {
  information: {
    search: 'Search articles, guides and videos',
    results: 'Search results',
    no_results: 'Nothing matches the search.',
    count: '%{smart_count} available |||| %{smart_count} available',
    messages_hint: 'Messages from the pool to you',
    all: 'All information',
    back: 'Back to %{list}',
    updated: 'Updated %{date}',
    unread: 'Unread',
    kind: { article: 'Article', guide: 'Guide', video: 'Video' },
    empty: { article: 'No articles yet.', guide: 'No guides yet.', video: 'No videos yet.', messages: 'No messages to show.' },
  },
  enums: { InformationKind: { article: 'Article', guide: 'Guide', video: 'Video' } },
  resources: {
    'system/information': {
      name: 'Information |||| Information',
      empty: 'No data to show.',
      fields: { id: 'Id', kind: 'Kind', title: 'Title', summary: 'Summary', body: 'Text', videoUrl: 'Video (embed address)', published: 'Published', updatedAt: 'Updated', q: 'Search' },
    },
  },
  routes: { system: { information: 'Information' } },
};
