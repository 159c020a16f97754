// Work every server looks for now and then (webhook deliveries, notices to mail): a round every
// pollMs, batch after batch while a batch comes back full, one round at a time; what it returns stops
// it and waits for the round under way. A failed round is logged and the next one tries again.
export function startPolling(name: string, pollMs: number, round: () => Promise<boolean>): () => Promise<void> {
  if (pollMs <= 0) return async () => undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = (async () => {
        try {
          while (!stopped && (await round()));
        } catch (error) {
          console.error(`${name}: ${(error as Error).message}`);
        }
      })().finally(next);
    }, pollMs);
    timer.unref();
  };
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
