// The home page's widgets (D02–D10) and the menu's counts (B27–B34).
export const homeNorwegian = {
  home: {
    loading: 'Laster …',
    counts: {
      title: 'Venter på deg',
      none: 'Ingenting venter akkurat nå.',
      waiting: '%{smart_count} venter',
    },
    stock: {
      title: 'Beholdning',
      empty: 'Lokasjonen har ingen beholdning.',
      product: 'Produkt',
      booked: 'Bokført',
      incoming: 'Innkommende',
      outgoing: 'Utgående',
      physical: 'Fysisk',
      indicator: '12 mnd',
      chart: 'Siste 12 måneder',
      chart_label: 'Saldo siste 12 måneder: %{from} i %{since}, %{to} nå',
      no_history: 'Ingen historikk',
      indicator_red: 'Rød: mer enn 5 % høyere enn for 12 måneder siden',
      indicator_yellow: 'Gul: høyere enn for 12 måneder siden, inntil 5 %',
      indicator_none: 'Ikke høyere enn for 12 måneder siden',
      indicator_missing: 'Ingen saldo for 12 måneder siden å sammenligne med',
    },
    transit: {
      title: 'Innkommende og utgående',
      explanation: 'Sendt, venter på sortering eller ikke enige',
      empty: 'Ingenting er underveis til eller fra lokasjonen.',
    },
    messages: {
      title: 'Siste meldinger',
      empty: 'Ingen meldinger.',
    },
  },
  support: {
    widget: {
      title_queue: 'Uløste saker i køen',
      count: '%{smart_count} uløste',
      filter_location: 'Uløste saker ved %{location}',
      filter_queue: 'Uløste saker, mine først',
    },
  },
};
