// B25, B26: every 5 minutes the portal asks /version.json?t=<time> whether a new version is out; a
// changed version is reported once per check, a failed fetch only logged.
export interface VersionInfo { version: string; buildCommit: string }

export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;

export const sameVersion = (a: VersionInfo, b: VersionInfo) => a.version === b.version && a.buildCommit === b.buildCommit;

export async function fetchVersion(now = Date.now()): Promise<VersionInfo> {
  const response = await fetch(`/version.json?t=${now}`, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  return (await response.json()) as VersionInfo;
}

export interface VersionWatch {
  /** The version the running portal came with. */
  current: VersionInfo;
  fetch: () => Promise<VersionInfo>;
  onChanged: (latest: VersionInfo) => void;
  onFailed: (error: unknown) => void;
  intervalMs?: number;
}

/** Starts the periodic check; returns the function that stops it. */
export function watchVersion({ current, fetch, onChanged, onFailed, intervalMs = VERSION_CHECK_INTERVAL_MS }: VersionWatch): () => void {
  const check = async () => {
    try {
      const latest = await fetch();
      if (!sameVersion(current, latest)) onChanged(latest);
    } catch (error) {
      onFailed(error);
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  return () => clearInterval(timer);
}
