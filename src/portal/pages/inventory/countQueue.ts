// Nothing typed into a count is lost (F12, LEDGER.md "Inventory"): every line is kept in local storage
// until the server has it, sent one by one in the order typed, and sent again when the connection
// returns, after a reload or in a tab opened later. A line the server refuses stays, marked failed
// with the server's reason, until it is typed again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../data/api';
import { inventoryApi, type CountType } from './inventoryApi';
import { poolToday } from '../../../domain/dates';
import type { InventoryCount } from '../../../../generated/entities';

export interface PendingLine { productId: number; quantity: number; countedOn: string; state: 'waiting' | 'failed'; reason?: string }

/** How often lines still waiting are tried again, besides when the browser says it is online. */
const RETRY_MS = 15_000;

const storageKey = (type: CountType, userId: number, locationId: number) => `inventory.pending.${type}.${userId}.${locationId}`;
const today = () => poolToday();

function readPending(key: string): PendingLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as PendingLine[];
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

function writePending(key: string, lines: PendingLine[]): void {
  try {
    if (lines.length) localStorage.setItem(key, JSON.stringify(lines));
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the lines still go to the server, only without the safety net.
  }
}

/** A failure worth trying again: no answer, or the server not able to answer now. */
const isTransient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;

export function useCountQueue(type: CountType, userId: number, locationId: number, onSaved: (count: InventoryCount) => void) {
  const key = storageKey(type, userId, locationId);
  const [pending, setPending] = useState<PendingLine[]>(() => readPending(key));
  const [sending, setSending] = useState<number | null>(null);
  const lines = useRef(pending);
  const flushing = useRef(false);
  const saved = useRef(onSaved);
  saved.current = onSaved;

  const update = useCallback((next: PendingLine[]) => {
    lines.current = next;
    writePending(key, next);
    setPending(next);
  }, [key]);

  useEffect(() => { update(readPending(key)); }, [key, update]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const line = lines.current.find((candidate) => candidate.state === 'waiting');
        if (!line) break;
        setSending(line.productId);
        try {
          const count = await inventoryApi.saveLines(type, [{ productId: line.productId, quantity: line.quantity, countedOn: line.countedOn }]);
          // Typed again while it was on its way: the newer quantity stays to be sent.
          update(lines.current.filter((other) => other.productId !== line.productId || other.quantity !== line.quantity));
          saved.current(count);
        } catch (error) {
          if (isTransient(error)) break;
          const reason = error instanceof ApiError ? error.description : '';
          update(lines.current.map((other) => (other.productId === line.productId && other.quantity === line.quantity ? { ...other, state: 'failed', reason } : other)));
        }
      }
    } finally {
      flushing.current = false;
      setSending(null);
    }
  }, [type, update]);

  /** A quantity typed: kept at once, sent as soon as it can be. */
  const enqueue = useCallback((productId: number, quantity: number) => {
    const rest = lines.current.filter((line) => line.productId !== productId);
    update([...rest, { productId, quantity, countedOn: today(), state: 'waiting' }]);
    void flush();
  }, [flush, update]);

  useEffect(() => {
    const retry = () => { void flush(); };
    window.addEventListener('online', retry);
    const timer = setInterval(() => { if (lines.current.some((line) => line.state === 'waiting')) retry(); }, RETRY_MS);
    retry();
    return () => { window.removeEventListener('online', retry); clearInterval(timer); };
  }, [flush]);

  return { pending, sending, enqueue, flush };
}
