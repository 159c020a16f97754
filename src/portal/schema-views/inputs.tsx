// Schema property → react-admin input (DESIGN: Generic views).
import type { ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  ArrayInput, BooleanInput, CheckboxGroupInput, DateTimeInput, NullableBooleanInput, NumberInput, PasswordInput,
  SearchInput, SelectArrayInput, SelectInput, SimpleFormIterator, TextInput,
} from 'react-admin';
import type { FilterOnlyValue, ResourceDefinition } from '../../../resources/definition';
import { DayInput } from './DayInput';
import { FileInput } from './FileInput';
import { MoneyInput } from './MoneyInput';
import { PickerArrayInput, PickerInput } from './PickerInput';
import { RichTextInput } from './RichText';
import { clampNumber } from '../../domain/numbers';
import type { PropertyDescriptor } from './schema';

export interface InputContext {
  resource: string;
  /** x-reference → registered resource name. */
  references: Record<string, string>;
  /** Label key prefix for nested properties, e.g. "resources.admin/locations.fields.addresses". */
  labelPrefix?: string;
  /** Files uploaded by their own calls (definition.uploads). */
  uploads?: Record<string, string>;
  /** Translation keys of the heading a failed removal of such a file is notified with (definition.failures). */
  uploadRemoved?: Record<string, string>;
  /** Chip colours of enum values (definition.chipColors). */
  colors?: Record<string, Record<string, string>>;
  /** Pickers whose choices follow other fields (definition.pickerFilters). */
  pickerFilters?: Record<string, Record<string, string>>;
}

/** What the inputs and fields of a resource need to know from its definition. */
export const contextOf = (definition: ResourceDefinition): InputContext => ({
  resource: definition.name,
  references: definition.references ?? {},
  uploads: definition.uploads as Record<string, string> | undefined,
  uploadRemoved: definition.failures?.uploadRemoved,
  colors: definition.chipColors as InputContext['colors'],
  pickerFilters: definition.pickerFilters as InputContext['pickerFilters'],
});

export const enumChoices = (property: PropertyDescriptor) =>
  (property.enumValues ?? []).map((value, index) => ({ id: value, name: `enums.${property.enumTitle}.${property.enumNames?.[index] ?? value}` }));

const labelOf = (property: PropertyDescriptor, context: InputContext) =>
  context.labelPrefix ? `${context.labelPrefix}.${property.name}` : undefined;

/** P21: a number input clamps to min and max and truncates to the step when the user leaves it. */
function ClampedNumberInput({ property, source, label }: { property: PropertyDescriptor; source: string; label?: string }) {
  const form = useFormContext();
  return (
    <NumberInput source={source} label={label} min={property.minimum} max={property.maximum} step={property.step} isRequired={property.required}
      onBlur={() => {
        const value = form.getValues(source);
        const clamped = clampNumber(value === '' || value === null ? null : Number(value), property);
        if (clamped !== value) form.setValue(source, clamped, { shouldDirty: true, shouldValidate: true });
      }} />
  );
}

/** Comma-separated ids for an array of numbers (e.g. allowed truck types). */
const listFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const listParse = (value: string) => value.split(/[,\s]+/).filter(Boolean).map(Number).filter((n) => Number.isFinite(n));

/** An emptied optional text is null where the schema allows it, so the server stores "no value". */
const emptyAsNull = (property: PropertyDescriptor) => (property.nullable ? (value: string) => (value === '' ? null : value) : undefined);

export function inputFor(property: PropertyDescriptor, context: InputContext, source = property.name): ReactElement | null {
  if (property.readOnly) return null;
  const label = labelOf(property, context);
  const common = { key: property.name, source, label, isRequired: property.required };
  // Write-only values (passwords) are typed in, never shown.
  if (property.writeOnly) return <PasswordInput {...common} autoComplete="new-password" />;
  const referenceTo = property.reference ? context.references[property.reference] : undefined;
  if (referenceTo && property.kind === 'referenceArray') return <PickerArrayInput key={property.name} source={source} reference={referenceTo} label={label} />;
  if (referenceTo) {
    return <PickerInput key={property.name} source={source} reference={referenceTo} label={label} required={property.required} nullable={property.nullable}
      dependsOn={context.pickerFilters?.[property.name]} />;
  }
  // P17: øre typed and shown in kroner.
  if (property.money) return <MoneyInput key={property.name} source={source} label={label} required={property.required} />;
  switch (property.kind) {
    case 'boolean': return property.nullable ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
    case 'integer':
    case 'number': return <ClampedNumberInput key={property.name} property={property} source={source} label={label} />;
    // The schema's default also starts a row added to a list of objects (an address's rank, P38).
    case 'enum': return <SelectInput {...common} choices={enumChoices(property)} emptyText={property.nullable ? ' ' : undefined} defaultValue={property.defaultValue} />;
    case 'enumArray': return <CheckboxGroupInput {...common} choices={enumChoices(property)} />;
    case 'primitiveArray':
    case 'referenceArray': return <TextInput {...common} format={listFormat} parse={listParse} />;
    case 'date': return <DayInput {...common} parse={emptyAsNull(property)} />;
    case 'date-time': return <DateTimeInput {...common} />;
    case 'email': return <TextInput {...common} type="email" parse={emptyAsNull(property)} />;
    case 'uri': return <TextInput {...common} type="url" parse={emptyAsNull(property)} />;
    case 'text': return <TextInput {...common} parse={emptyAsNull(property)} multiline minRows={3} />;
    case 'html': return <RichTextInput key={property.name} source={source} label={label} required={property.required} />;
    case 'file': return <FileInput key={property.name} source={source} label={label} accept={property.mediaType} nullable={property.nullable} upload={context.uploads?.[property.name]} removeFailed={context.uploadRemoved?.[property.name]} />;
    case 'objectArray': {
      const nested: InputContext = { ...context, labelPrefix: `resources.${context.resource}.fields.${property.name}`, pickerFilters: undefined };
      // A nested row's reference to the record it belongs to is implied, not chosen.
      const own = (child: PropertyDescriptor) => Boolean(child.reference && context.references[child.reference] === context.resource);
      return (
        <ArrayInput {...common}>
          <SimpleFormIterator inline>
            {(property.properties ?? []).filter((child) => !own(child)).map((child) => inputFor(child, nested, child.name))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    }
    case 'object': return null;
    default: return <TextInput {...common} parse={emptyAsNull(property)} multiline={(property.maxLength ?? 0) > 300} />;
  }
}

/** A list filter from the query parameter's schema in openapi.yaml; filter-only values (E19) join the choices. */
export function filterFor(property: PropertyDescriptor, context: InputContext, alwaysOn: boolean, filterOnly: FilterOnlyValue[] = []): ReactElement {
  const common = { key: property.name, source: property.name, alwaysOn };
  if (property.name === 'q') return <SearchInput {...common} />;
  const referenceTo = property.reference ? context.references[property.reference] : undefined;
  if (referenceTo) return <PickerInput key={property.name} source={property.name} reference={referenceTo} required={false} nullable alwaysOn={alwaysOn} anyStatus />;
  const extra = filterOnly.map((value) => ({ id: value.id, name: value.label }));
  const choices = [...enumChoices(property).filter((choice) => !extra.some((value) => value.id === choice.id)), ...extra];
  switch (property.kind) {
    case 'boolean': return <NullableBooleanInput {...common} />;
    case 'enum': return <SelectInput {...common} choices={choices} />;
    case 'enumArray': return <SelectArrayInput {...common} choices={choices} />;
    case 'integer':
    case 'number': return <NumberInput {...common} />;
    default: return inputFor(property, context) ?? <TextInput {...common} />;
  }
}
