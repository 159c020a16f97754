// Fields a caller may not set: read-only for everyone (names of references, ids, timestamps), or
// locked for the caller's level (a location's customer, a ticket's internal flag). Such a field is
// refused with 400 naming it when the caller sends another value than the one stored, or on create
// the one it will get; never silently dropped. Sent back unchanged, as a form that read the record
// does, it passes. Only what the caller itself sent counts, not a default the validator filled in.
import { isDeepStrictEqual } from 'node:util';
import { resolveProperty } from '../../../resources/store-shape.js';
import { ApiError } from '../http/errors.js';
import { sentProperties } from '../http/validation.js';
import { schemaById } from './schemas.js';

type Row = Record<string, unknown>;

export const fieldLocked = (field: string) => new ApiError(400, 'field-locked', 'fieldLocked', { field });

/** A value as the API shows it (dates as text, absent as null), so a value read and sent back compares equal. */
const asShown = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Refuses the first of `fields` the caller sent with a value other than `kept` holds (the stored
 * record, or what a new one gets); null and absent are the same.
 */
export function refuseLockedChanges(body: unknown, fields: Iterable<string>, kept: object = {}): void {
  const sent = sentProperties(body);
  for (const field of fields) {
    if (!sent.has(field)) continue;
    if (!isDeepStrictEqual(asShown((body as Row)[field]), asShown((kept as Row)[field]))) throw fieldLocked(field);
  }
}

const readOnlyBySchema = new Map<string, string[]>();

/** The read-only properties of an entity schema (its $id, e.g. "location.schema.json"). */
export function readOnlyProperties(schemaId: string): string[] {
  let names = readOnlyBySchema.get(schemaId);
  if (!names) {
    const properties: Record<string, Row> = schemaById(schemaId).properties ?? {};
    names = Object.entries(properties).filter(([, node]) => resolveProperty(node, schemaById).readOnly).map(([name]) => name);
    readOnlyBySchema.set(schemaId, names);
  }
  return names;
}

/** Refuses read-only properties of the schema sent with other values than `stored` (on create: any value). */
export function refuseReadOnlyChanges(body: unknown, schemaId: string, stored: object = {}): void {
  refuseLockedChanges(body, readOnlyProperties(schemaId), stored);
}
