// The home page's tickets widget (D09) and the ticket list it opens share one filter, written in the
// list's address: the unresolved statuses, and either the location (a customer's user) or the agent's
// own tickets first over the whole queue (an agent).
import { UNRESOLVED_STATUSES } from '../../../domain/support';

export interface WidgetFilter { statuses: number[]; locationId?: number; assignedFirst?: boolean }

export function widgetFilter(agent: boolean, locationId: number): WidgetFilter {
  return agent ? { statuses: [...UNRESOLVED_STATUSES], assignedFirst: true } : { statuses: [...UNRESOLVED_STATUSES], locationId };
}

export function widgetQuery(filter: WidgetFilter) {
  return { status: filter.statuses.join(','), ...(filter.locationId ? { locationId: filter.locationId } : {}), ...(filter.assignedFirst ? { assignedFirst: true } : {}) };
}

export function widgetListPath(filter: WidgetFilter): string {
  const params = new URLSearchParams({ from: 'home', ...Object.fromEntries(Object.entries(widgetQuery(filter)).map(([key, value]) => [key, String(value)])) });
  return `/app/support/support-tickets?${params.toString()}`;
}

/** The filter an address carries, or null when the list was not opened from the widget. */
export function widgetFilterOf(params: URLSearchParams): WidgetFilter | null {
  if (params.get('from') !== 'home') return null;
  const statuses = (params.get('status') ?? '').split(',').map(Number).filter((status) => Number.isInteger(status) && status >= 0);
  const locationId = Number(params.get('locationId'));
  return {
    statuses: statuses.length ? statuses : [...UNRESOLVED_STATUSES],
    ...(Number.isSafeInteger(locationId) && locationId > 0 ? { locationId } : {}),
    ...(params.get('assignedFirst') === 'true' ? { assignedFirst: true } : {}),
  };
}
