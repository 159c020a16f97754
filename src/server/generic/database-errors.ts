// What the database refuses, said in the caller's words: a taken unique value names its field, a
// missing reference is bad input, and a row other rows still need cannot be deleted.
import { ApiError } from '../http/errors.js';
import type { TextKey } from '../i18n/texts.js';

interface PostgresError { code?: string; detail?: string; column?: string; constraint?: string }

const camel = (name: string) => name.replace(/_(\w)/g, (_match, letter: string) => letter.toUpperCase());

/** "Key (gln)=(7000...) already exists." → gln; "Key (lower(login_name))=..." → loginName. */
function keyField(error: PostgresError): string {
  const column = /Key \((?:lower\()?([a-z_]+)/.exec(error.detail ?? '')?.[1] ?? error.column ?? error.constraint ?? '';
  return camel(column);
}

export function databaseError(kind: 'write' | 'delete', inUse: TextKey = 'inUse') {
  return (error: unknown): never => {
    const { code } = (error ?? {}) as PostgresError;
    if (code === '23505') throw new ApiError(409, 'value-taken', 'valueTaken', { field: keyField(error as PostgresError) });
    if (code === '23503') {
      throw kind === 'delete'
        ? new ApiError(409, 'in-use', inUse)
        : new ApiError(400, 'invalid-reference', 'referenceMissing', { field: keyField(error as PostgresError) });
    }
    if (code === '23502' || code === '23514' || code === '22P02' || code === '22003') {
      throw new ApiError(400, 'invalid-input', 'invalidField', { field: camel((error as PostgresError).column ?? '') });
    }
    throw error;
  };
}
