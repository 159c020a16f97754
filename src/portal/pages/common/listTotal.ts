// Issue 16: a list's total as the server gives it, counted or (above LIST_DEPTH rows) estimated.
import { useLocale, useTranslate } from 'react-admin';
import { LIST_DEPTH } from '../../../domain/lists';

export interface ListTotal { count: number; estimate: boolean }

export const listTotalOf = (response: { data: unknown[]; total?: number; totalIsEstimate?: boolean }): ListTotal =>
  ({ count: response.total ?? response.data.length, estimate: Boolean(response.totalIsEstimate) });

/** The rows the pagination reaches: an estimated list pages through its first LIST_DEPTH rows. */
export const pagedCount = (total: ListTotal) => (total.estimate ? Math.min(total.count, LIST_DEPTH) : total.count);

/** The pagination's "1–100 av 2 300", or "1–100 av ca. 47 652" for an estimated total. */
export function useRangeLabel(total: ListTotal) {
  const translate = useTranslate();
  const locale = useLocale();
  return ({ from, to }: { from: number; to: number }) => (total.estimate
    ? translate('app.estimated_range', { from, to, total: total.count.toLocaleString(locale) })
    : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: total.count }));
}
