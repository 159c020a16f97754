// What a form sends: the writable fields of its schema and the record's version. Apart from the
// validators (validate.ts), so that the data provider does not load them with the first page.
import { RECORD_VERSION } from '../../domain/versions';
import { schemaById } from './schema';

type Values = Record<string, unknown>;

/** null where the schema does not allow it is an emptied input: the value is missing. */
const allowsNull = (node: Record<string, any>): boolean =>
  (Array.isArray(node.type) && node.type.includes('null')) || (Array.isArray(node.oneOf) && node.oneOf.some((option: any) => option.type === 'null'));

/** Drops what the form does not send: read-only fields and empty values. */
export function writable(values: Values, schemaId: string): Values {
  const properties = schemaById(schemaId).properties ?? {};
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => {
    const property = properties[name];
    if (!property || property.readOnly || value === undefined) return false;
    return value !== null || allowsNull(property);
  }));
}

/**
 * What the form sends to the server: the writable fields, and the version the record was read at
 * (O25), so that a save over someone else's newer change is refused rather than overwriting it.
 */
export function formPayload(values: Values, schemaId: string, version = values[RECORD_VERSION]): Values {
  const payload = writable(values, schemaId);
  return typeof version === 'number' ? { ...payload, [RECORD_VERSION]: version } : payload;
}
