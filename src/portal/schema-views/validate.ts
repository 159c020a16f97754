// Form validation with the same schemas the server validates with (precompiled by npm run generate),
// messages in the user's language by ajv-i18n; errors land on the fields they belong to.
import type { ErrorObject, ValidateFunction } from 'ajv';
import localizeNb from 'ajv-i18n/localize/nb';
import localizeEn from 'ajv-i18n/localize/en';
import * as validators from '../../../generated/validators';
import { identifierFormats } from '../../domain/formats';
import { formatOre } from '../../domain/money/kroner';
import { describeSchema, schemaById } from './schema';
import { writable } from './payload';

type Values = Record<string, unknown>;

function setPath(target: Record<string, any>, path: string[], message: string) {
  let node = target;
  path.slice(0, -1).forEach((part, index) => {
    node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    node = node[part];
  });
  node[path[path.length - 1]] ??= message;
}

/** Messages react-admin already words better for a single field than ajv does. */
const ownMessages: Record<string, string> = { required: 'ra.validation.required', pattern: 'validation.pattern' };

/** P17: a money field's faults in kroner, as the user typed it, not in the øre the schema counts. */
function moneyMessage(error: ErrorObject, money: { minimum?: number; maximum?: number }, locale: string, translate: (key: string, options?: object) => string): string | undefined {
  if (error.keyword === 'type') return translate('schema.money.format');
  if (error.keyword === 'minimum' || error.keyword === 'maximum') {
    return translate('schema.money.range', { min: formatOre(money.minimum ?? 0, locale), max: formatOre(money.maximum ?? Number.MAX_SAFE_INTEGER, locale) });
  }
  return undefined;
}

export function schemaValidator(schemaId: string, locale: string, translate: (key: string, options?: object) => string) {
  const title = schemaById(schemaId).title as keyof typeof validators;
  const validate = validators[title] as ValidateFunction;
  const money = new Map(describeSchema(schemaId).filter((property) => property.money).map((property) => [property.name, property]));
  return (values: Values) => {
    const payload = writable(values, schemaId);
    if (validate(payload)) return {};
    const errors = (validate.errors ?? []).map((error) => ({ ...error })) as ErrorObject[];
    (locale.startsWith('nb') ? localizeNb : localizeEn)(errors);
    const result: Record<string, any> = {};
    for (const error of errors) {
      const path = error.instancePath.split('/').filter(Boolean);
      if (error.keyword === 'required') path.push((error.params as { missingProperty: string }).missingProperty);
      const format = error.keyword === 'format' ? (error.params as { format: string }).format : '';
      const amount = path.length === 1 && money.has(path[0]) ? moneyMessage(error, money.get(path[0])!, locale, translate) : undefined;
      // A day is written as it is shown (P20); the pool's identifiers say what their check wants.
      const message = amount ?? (format === 'date' ? translate('app.day.format') : format in identifierFormats ? translate(`validation.${format}`)
        : ownMessages[error.keyword] ? translate(ownMessages[error.keyword]) : error.message ?? '');
      if (path.length > 0) setPath(result, path, message);
    }
    return result;
  };
}
