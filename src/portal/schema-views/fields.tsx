// Schema property → react-admin field (DESIGN: Generic views).
import type { ReactElement } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import { formatDate, formatDateTime } from '../../domain/dates';
import { formatOre } from '../../domain/money/kroner';
import {
  ArrayField, ChipField, Datagrid, EmailField, FunctionField, NumberField, ReferenceArrayField, ReferenceField, RichTextField, SingleFieldList, TextField, UrlField, useLocaleState, useTranslate,
} from 'react-admin';
import type { Contact } from '../../../generated/entities';
import { resourceByName } from '../../../resources';
import { isImage } from './FileInput';
import { enumChoices, type InputContext } from './inputs';
import type { PropertyDescriptor } from './schema';

function EnumChip({ property, value, colors }: { property: PropertyDescriptor; value: unknown; colors?: Record<string, string> }) {
  const translate = useTranslate();
  const choice = enumChoices(property).find((option) => option.id === value);
  return choice ? <Chip size="small" label={translate(choice.name)} color={(colors?.[String(value)] ?? 'default') as 'default'} /> : null;
}

function FileText({ value, label }: { value: unknown; label: string }) {
  const translate = useTranslate();
  if (!value) return <Typography variant="body2">–</Typography>;
  return isImage(value)
    ? <img src={value as string} alt={label} style={{ maxHeight: 48, maxWidth: 140 }} />
    : <Typography variant="body2">{translate('schema.file.chosen')}</Typography>;
}

/**
 * Plain text split at its http(s) addresses: text, address, text, … (every odd part an address). A
 * full stop or bracket right after an address ends the sentence, not the address.
 */
export const webAddressParts = (text: string) => text.split(/(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'»])/);

/** Plain text as written, line breaks kept and its web addresses as links. */
function LinkedText({ text }: { text: string | null | undefined }) {
  if (!text) return <Typography variant="body2">–</Typography>;
  return (
    <Box sx={{ typography: 'body2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {webAddressParts(text).map((part, index) => (index % 2 === 1 ? <Link key={index} href={part} target="_blank" rel="noopener noreferrer">{part}</Link> : part))}
    </Box>
  );
}

function ContactText({ contact }: { contact: Contact | null | undefined }) {
  if (!contact) return null;
  return (
    <Stack spacing={0}>
      <Typography variant="body2">{contact.name}</Typography>
      {contact.email && <Typography variant="body2" color="text.secondary">{contact.email}</Typography>}
      {contact.phone && <Typography variant="body2" color="text.secondary">{contact.phone}</Typography>}
    </Stack>
  );
}

/** P17: øre shown in kroner with 2 decimals, in the portal's language. */
function MoneyText({ ore }: { ore: unknown }) {
  const [locale] = useLocaleState();
  return <>{typeof ore === 'number' ? formatOre(ore, locale) : '–'}</>;
}

/** A yes/no as an icon to see and a word to hear (an image with its name: a bare span may not carry one). */
function YesNo({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return <>–</>;
  const Icon = value ? DoneIcon : ClearIcon;
  return (
    <Box component="span" role="img" aria-label={translate(value ? 'ra.boolean.true' : 'ra.boolean.false')} sx={{ display: 'inline-flex' }}>
      <Icon fontSize="small" aria-hidden="true" />
    </Box>
  );
}

export function fieldFor(property: PropertyDescriptor, context: InputContext, sortable = true): ReactElement | null {
  if (property.writeOnly) return null;
  const label = context.labelPrefix ? `${context.labelPrefix}.${property.name}` : undefined;
  const common = { key: property.name, source: property.name, label, sortable };
  const referenceTo = property.reference ? context.references[property.reference] : undefined;
  // A singleton (admin/company) or a code list has no record page to link to.
  if (referenceTo && property.kind === 'referenceArray') {
    return (
      <ReferenceArrayField {...common} reference={referenceTo}>
        <SingleFieldList linkType={false}><ChipField source="name" size="small" /></SingleFieldList>
      </ReferenceArrayField>
    );
  }
  if (referenceTo) return <ReferenceField {...common} reference={referenceTo} link={resourceByName(referenceTo)?.singleton || resourceByName(referenceTo)?.menu.hidden ? false : 'edit'} emptyText="–" />;
  if (property.money) return <FunctionField {...common} textAlign="right" render={(record: Record<string, unknown>) => <MoneyText ore={record[property.name]} />} />;
  switch (property.kind) {
    case 'boolean': return <FunctionField {...common} render={(record: Record<string, unknown>) => <YesNo value={record[property.name]} />} />;
    case 'integer':
    case 'number': return property.name === 'id' ? <TextField {...common} /> : <NumberField {...common} />;
    case 'enum': return <FunctionField {...common} render={(record: Record<string, unknown>) => <EnumChip property={property} value={record[property.name]} colors={context.colors?.[property.name]} />} />;
    case 'enumArray':
      return <FunctionField {...common} render={(record: Record<string, unknown>) => (
        <Stack direction="row" spacing={0.5}>{((record[property.name] as unknown[]) ?? []).map((value) => <EnumChip key={String(value)} property={property} value={value} colors={context.colors?.[property.name]} />)}</Stack>
      )} />;
    case 'primitiveArray':
    case 'referenceArray': return <FunctionField {...common} render={(record: Record<string, unknown>) => ((record[property.name] as unknown[]) ?? []).join(', ')} />;
    // P20: dates yyyy-MM-dd and times HH:mm, whatever the browser's own locale.
    case 'date': return <FunctionField {...common} render={(record: Record<string, unknown>) => (record[property.name] ? formatDate(String(record[property.name])) : '–')} />;
    case 'date-time': return <FunctionField {...common} render={(record: Record<string, unknown>) => (record[property.name] ? formatDateTime(String(record[property.name])) : '–')} />;
    case 'email': return <EmailField {...common} />;
    case 'uri': return <UrlField {...common} />;
    case 'html': return <RichTextField {...common} />;
    case 'text': return <FunctionField {...common} render={(record: Record<string, unknown>) => <LinkedText text={record[property.name] as string | null} />} />;
    case 'file': return <FunctionField {...common} sortable={false} render={(record: Record<string, unknown>) => <FileText value={record[property.name]} label={property.name} />} />;
    case 'object': return <FunctionField {...common} render={(record: Record<string, unknown>) => <ContactText contact={record[property.name] as Contact | null} />} />;
    case 'objectArray': {
      const nested: InputContext = { ...context, labelPrefix: `resources.${context.resource}.fields.${property.name}` };
      const chosen = resourceByName(context.resource)?.tableColumns?.[property.name];
      const children = chosen
        ? chosen.map((name) => (property.properties ?? []).find((child) => child.name === name)).filter((child) => child !== undefined)
        : (property.properties ?? []).filter((child) => child.name !== 'id');
      return (
        <ArrayField {...common}>
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">–</Typography>}>
            {children.map((child) => fieldFor(child, nested, false))}
          </Datagrid>
        </ArrayField>
      );
    }
    default: return <TextField {...common} emptyText="–" />;
  }
}
