// P13: PageUp and PageDown in a dropdown's open list move 9 items, or to the first or last. MUI's menus
// (every select field's list) leave the two keys unhandled; its autocomplete pickers move 5 on them
// and take no setting (docs/decisions.md, "UI timings").
import type { KeyboardEvent } from 'react';

export const DROPDOWN_PAGE_JUMP = 9;

/** A menu list's key handler (the theme gives it to every MUI menu): the page keys, skipping disabled items. */
export function jumpAPage(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
  const list = event.currentTarget;
  const items = [...list.querySelectorAll<HTMLElement>('[role="option"], [role="menuitem"]')].filter((item) => item.getAttribute('aria-disabled') !== 'true');
  if (items.length === 0) return;
  event.preventDefault();
  const current = Math.max(0, items.indexOf(list.ownerDocument.activeElement as HTMLElement));
  const step = event.key === 'PageDown' ? DROPDOWN_PAGE_JUMP : -DROPDOWN_PAGE_JUMP;
  items[Math.min(items.length - 1, Math.max(0, current + step))].focus();
}
