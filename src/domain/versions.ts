// Every editable record carries the version it was read at (O25, issue 15). A write sends it back;
// one made from an older version is refused ("modified by another user") and writes nothing,
// instead of silently overwriting what someone else saved in between.

/** The property of an editable record holding its version: read-only to the user, sent back on every write. */
export const RECORD_VERSION = 'version';

/** The version a write carries, when it carries one. */
export function versionOf(body: unknown): number | undefined {
  const version = (body as Record<string, unknown> | null | undefined)?.[RECORD_VERSION];
  return typeof version === 'number' ? version : undefined;
}
