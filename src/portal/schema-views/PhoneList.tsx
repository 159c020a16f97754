// A generic list on a phone (issue 28): react-admin's SimpleList, as its own demo does below the small
// breakpoint. The first line names the record, the line under it the columns a user needs beside the
// name, a status on the right; the whole row opens the record. Values are text here (a reference's
// name, not a link; a yes/no as a word), since the row itself is the link.
import type { ReactNode } from 'react';
import { Box, Chip } from '@mui/material';
import { ReferenceField, SimpleList, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { formatDate, formatDateTime } from '../../domain/dates';
import { formatOre } from '../../domain/money/kroner';
import { enumChoices, type InputContext } from './inputs';
import type { PropertyDescriptor } from './schema';

/** Names that name a record, in the order they are looked for. */
const NAMING = ['name', 'title', 'subject', 'message', 'loginName', 'userName'];
/** Names of a record's state, shown on the right. */
const STATE = ['statusId', 'status', 'state'];
const SECONDARY_AT_MOST = 3;

/** The phone's lines of a definition: its own choice, else the naming column, its state and the next columns shown. */
export function phoneColumns(definition: ResourceDefinition, columns: PropertyDescriptor[]) {
  const byName = (name: string | undefined) => columns.find((property) => property.name === name);
  const chosen = definition.list.phone;
  const hidden = new Set<string>(definition.list.hiddenColumns ?? []);
  const primary = byName(chosen?.primary) ?? byName(definition.titleField) ?? NAMING.map(byName).find(Boolean) ?? columns.find((property) => property.name !== 'id') ?? columns[0];
  const side = chosen ? byName(chosen.side) : columns.find((property) => STATE.includes(property.name) && property.kind === 'enum');
  const secondary = chosen?.secondary
    ? chosen.secondary.map(byName).filter((property): property is PropertyDescriptor => Boolean(property))
    : columns.filter((property) => property !== primary && property !== side && property.name !== 'id' && !hidden.has(property.name)
      && !['objectArray', 'html', 'text', 'file'].includes(property.kind)).slice(0, SECONDARY_AT_MOST);
  return { primary, secondary, side };
}

function PhoneValue({ property, context, withLabel }: { property: PropertyDescriptor; context: InputContext; withLabel?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const value = record?.[property.name];
  const referenceTo = property.reference ? context.references[property.reference] : undefined;
  if (value === null || value === undefined || value === '') return null;
  if (referenceTo && property.kind !== 'referenceArray') return <ReferenceField source={property.name} reference={referenceTo} link={false}><TextField source="name" /></ReferenceField>;
  const label = translate(`resources.${context.resource}.fields.${property.name}`);
  let text: string;
  if (property.money && typeof value === 'number') text = formatOre(value, locale);
  else if (property.kind === 'boolean') return <>{`${label}: ${translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}`}</>;
  else if (property.kind === 'enum') text = translate(enumChoices(property).find((choice) => choice.id === value)?.name ?? String(value));
  else if (property.kind === 'date') text = formatDate(String(value));
  else if (property.kind === 'date-time') text = formatDateTime(String(value));
  else if (Array.isArray(value)) text = value.join(', ');
  else if (typeof value === 'object') text = (value as { name?: string }).name ?? '';
  else text = String(value);
  return <>{withLabel ? `${label}: ${text}` : text}</>;
}

function Secondary({ properties, context }: { properties: PropertyDescriptor[]; context: InputContext }) {
  const record = useRecordContext();
  const present = properties.filter((property) => record?.[property.name] !== null && record?.[property.name] !== undefined && record?.[property.name] !== '');
  return (
    <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {present.map((property, index) => (
        <Box component="span" key={property.name} sx={{ display: 'inline-block', maxWidth: '100%' }}>{index > 0 ? '\u00a0· ' : ''}<PhoneValue property={property} context={context} /></Box>
      ))}
    </Box>
  );
}

function SideChip({ property, context }: { property: PropertyDescriptor; context: InputContext }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = record?.[property.name];
  const choice = enumChoices(property).find((option) => option.id === value);
  if (!choice) return null;
  return <Chip size="small" label={translate(choice.name)} color={(context.colors?.[property.name]?.[String(value)] ?? 'default') as 'default'} sx={{ float: 'right', ml: 1 }} />;
}

export function PhoneList({ definition, columns, context, empty }: { definition: ResourceDefinition; columns: PropertyDescriptor[]; context: InputContext; empty: ReactNode }) {
  const { primary, secondary, side } = phoneColumns(definition, columns);
  return (
    <SimpleList
      rowClick="edit"
      empty={empty}
      primaryText={<Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}><PhoneValue property={primary} context={context} /></Box>}
      tertiaryText={side ? <SideChip property={side} context={context} /> : undefined}
      secondaryText={<Secondary properties={secondary} context={context} />}
      sx={{ '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } }}
    />
  );
}
