// The user's own writes, announced after the server accepted them, so that what counts them (the
// menu's notification counts, B27) can read again at once instead of at the next refresh.
type WriteListener = (method: string, path: string) => void;

const listeners = new Set<WriteListener>();

export function onWrite(listener: WriteListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export function announceWrite(method: string, path: string): void {
  for (const listener of listeners) listener(method, path);
}
