// Calls asked for before the page that reads them is drawn: the entry asks for the home page's while
// the portal's code is still loading (src/portal/main.tsx). Each answer is taken once, and only while
// fresh: by a reader drawn after it arrived, as its first data (no skeleton, nothing pushed down after);
// by one drawn before, as its call.
import { api, type Envelope } from './api';

const FRESH_MS = 10_000;

interface Early { at: number; answer: Promise<Envelope<unknown>>; settled: Promise<void>; done: boolean; arrived?: Envelope<unknown> }
const asked = new Map<string, Early>();

export function askEarly(path: string): void {
  const answer = api<unknown>('GET', path);
  const early: Early = { at: Date.now(), answer, settled: Promise.resolve(), done: false };
  // A failure reaches the reader that takes the call; one nobody takes is dropped.
  early.settled = answer.then((envelope) => { early.arrived = envelope; }, () => undefined).finally(() => { early.done = true; });
  asked.set(path, early);
}

function fresh(path: string): Early | undefined {
  const early = asked.get(path);
  return early && Date.now() - early.at < FRESH_MS ? early : undefined;
}

const waiting = () => [...asked.keys()].map(fresh).filter((early): early is Early => early !== undefined && !early.done);

/** True while early calls not yet taken are still on their way. */
export const earlyPending = (): boolean => waiting().length > 0;

/** Resolves once every early call not yet taken has answered, or after at most `ms`. */
export function earlyAnswered(ms: number): Promise<void> {
  const settled = waiting().map((early) => early.settled);
  if (settled.length === 0) return Promise.resolve();
  return Promise.race([Promise.all(settled).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** GET path: the early call's answer if one was asked for, else a call now. */
export function getEarly<T>(path: string): Promise<Envelope<T>> {
  const early = fresh(path);
  asked.delete(path);
  return early ? (early.answer as Promise<Envelope<T>>) : api<T>('GET', path);
}

/** The answers of these early calls if every one has arrived (then taken), else nothing. */
export function arrivedEarly(...paths: string[]): Array<Envelope<unknown>> | undefined {
  const answers = paths.map((path) => fresh(path)?.arrived);
  if (answers.some((answer) => answer === undefined)) return undefined;
  for (const path of paths) asked.delete(path);
  return answers as Array<Envelope<unknown>>;
}
