// A11: the session holds the server's time (GET ping), read at sign-in and again with the master data
// every 30 minutes (B37). The portal then dates by the server's clock (dates.ts followServerClock): a
// PC whose clock is days off still registers on the pool's today. A difference under a second is the
// network's, not the clock's, and is left alone.
import { followServerClock } from '../../domain/dates';
import { api } from '../data/api';

export interface ServerTime { serverTime: string; offsetMs: number }

let current: ServerTime | null = null;
export const heldServerTime = () => current;

/** The server's time minus the middle of the call's round trip on this machine's clock. */
export const clockOffset = (serverTime: string, sentAt: number, answeredAt: number) => Math.round(Date.parse(serverTime) - (sentAt + answeredAt) / 2);

export async function readServerTime(now: () => number = Date.now): Promise<ServerTime> {
  const sentAt = now();
  const { data } = await api<{ serverTime: string }>('GET', '/api/ping');
  const offsetMs = clockOffset(data.serverTime, sentAt, now());
  followServerClock(Math.abs(offsetMs) < 1000 ? 0 : offsetMs);
  current = { serverTime: data.serverTime, offsetMs };
  return current;
}
