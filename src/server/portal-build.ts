// The portal's build that `npm start` runs beside the server's start when dist/ is missing or stale
// (scripts/start.ts): a first start makes the database and the demo meanwhile, on the other core. The
// server waits for the build only before it begins to serve, since it serves the files present then.
let pending: Promise<void> | undefined;

export function portalBuildStarted(build: Promise<void>): void {
  // Awaited before serving (main.ts); a failure meanwhile waits there rather than ending the process at once.
  build.catch(() => undefined);
  pending = build;
}

export const portalBuildDone = (): Promise<void> => pending ?? Promise.resolve();
