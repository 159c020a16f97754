// B35, R41: the alert bell counts unread High-priority messages; the badge is capped at "20+".
export const BELL_CAP = 20;
export const BELL_REFRESH_MS = 15 * 60 * 1000;

export function bellBadge(total: number): string | null {
  if (total <= 0) return null;
  return total > BELL_CAP ? `${BELL_CAP}+` : String(total);
}
