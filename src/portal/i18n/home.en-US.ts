// The home page's widgets (D02–D10) and the menu's counts (B27–B34).
export const homeEnglish = {
  home: {
    loading: 'Loading …',
    counts: {
      title: 'Waiting for you',
      none: 'Nothing is waiting right now.',
      waiting: '%{smart_count} waiting',
    },
    stock: {
      title: 'Stock',
      empty: 'The location holds no stock.',
      product: 'Product',
      booked: 'Booked',
      incoming: 'Incoming',
      outgoing: 'Outgoing',
      physical: 'Physical',
      indicator: '12 mo',
      chart: 'Last 12 months',
      chart_label: 'Balance over the last 12 months: %{from} in %{since}, %{to} now',
      no_history: 'No history',
      indicator_red: 'Red: more than 5 % above 12 months ago',
      indicator_yellow: 'Yellow: above 12 months ago, by up to 5 %',
      indicator_none: 'Not above 12 months ago',
      indicator_missing: 'No balance 12 months ago to compare with',
    },
    transit: {
      title: 'Incoming and outgoing',
      explanation: 'Sent, waiting for sorting or not agreed',
      empty: 'Nothing is on its way to or from the location.',
    },
    messages: {
      title: 'Latest messages',
      empty: 'No messages.',
    },
  },
  support: {
    widget: {
      title_queue: 'Unresolved tickets in the queue',
      count: '%{smart_count} unresolved',
      filter_location: 'Unresolved tickets at %{location}',
      filter_queue: 'Unresolved tickets, mine first',
    },
  },
};
