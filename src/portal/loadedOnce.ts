// Code loaded on first use and drawn as soon as it has run. Not through React.lazy and <Suspense>:
// a boundary that has shown its fallback holds its content back until 300 ms after it (React's
// throttle of revealed content), which held the home page after the login, and every list the first
// time it was opened, with the page idle.
import { useEffect, useState } from 'react';

export interface LoadedOnce<T> {
  /** Fetches and runs the code once; a failed fetch is tried again by the next to ask. */
  load: () => Promise<T>;
  /** The code once it has run (asked for when `wanted`), undefined until then. */
  use: (wanted?: boolean) => T | undefined;
}

export function loadedOnce<T>(importer: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => (loading ??= importer().then(
    (value) => (loaded = value),
    (error: unknown) => { loading = undefined; throw error; },
  ));
  function use(wanted = true): T | undefined {
    const [value, setValue] = useState(() => loaded);
    useEffect(() => {
      if (wanted && value === undefined) void load().then((ready) => setValue(() => ready));
    }, [wanted, value]);
    return value;
  }
  return { load, use };
}
