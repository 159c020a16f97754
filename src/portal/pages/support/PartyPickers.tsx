// I35–I37, I54, I55: the agent's customer, location and contact pickers. The customer search needs
// three characters; only an Active customer can be chosen; contacts are active, named users of the
// chosen location.
import { useEffect, useState } from 'react';
import { Autocomplete, FormControl, InputLabel, MenuItem, Select, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Customer, Location, User } from '../../../../generated/entities';
import { contactSelectable, CUSTOMER_SEARCH_MIN_CHARS, customerFlagged, customerOffered, customerSelectable } from '../../../domain/support';
import { supportApi } from './supportApi';

export type CustomerOption = { id: number; name: string; statusId?: Customer['statusId'] };
type Option = CustomerOption;

export function CustomerPicker({ customer, onChange }: { customer: Option | null; onChange: (customer: Option | null) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const term = input.trim();
    if (term.length < CUSTOMER_SEARCH_MIN_CHARS || term === customer?.name) {
      setOptions([]);
      return;
    }
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      // I51: a failed search is quiet; the list stays empty.
      supportApi.customers(term).then((rows) => current && setOptions(rows.filter((row): row is Customer & { id: number } => customerOffered(row) && row.id !== undefined)), () => current && setOptions([]))
        .finally(() => current && setLoading(false));
    }, 250);
    return () => { current = false; clearTimeout(timer); };
  }, [input, customer?.name]);

  const short = input.trim().length < CUSTOMER_SEARCH_MIN_CHARS;
  return (
    <Autocomplete
      options={options}
      value={customer}
      loading={loading}
      filterOptions={(rows) => rows}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionKey={(option) => option.id ?? option.name}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {customerFlagged(option) ? translate('support.ticket.customer_flagged', { name: option.name, status: translate(`enums.OrgStatus.${['New', 'Active', 'Blocked', 'Finished'][option.statusId ?? 1]}`) }) : option.name}
        </li>
      )}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, value) => {
        // I35: a customer that is not Active is refused and the choice cleared.
        if (value && !customerSelectable(value)) {
          notify(translate('support.ticket.customer_not_active'), { type: 'warning' });
          onChange(null);
          return;
        }
        onChange(value);
      }}
      noOptionsText={short ? translate('support.min_search_chars', { x: CUSTOMER_SEARCH_MIN_CHARS }) : translate('support.no_results')}
      loadingText={translate('support.loading')}
      size="small"
      renderInput={(params) => <TextField {...params} label={translate('support.fields.customerId')} placeholder={translate('support.ticket.customer_search')} />}
    />
  );
}

export function LocationPicker({ customerId, value, label, onChange }: { customerId: number | null; value: number | null; label?: string | null; onChange: (id: number) => void }) {
  const translate = useTranslate();
  const [locations, setLocations] = useState<Location[] | null>(null);
  useEffect(() => {
    setLocations(null);
    if (customerId !== null) supportApi.locations(customerId).then(setLocations, () => setLocations([]));
  }, [customerId]);
  const rows = locations ?? [];
  const known = value === null || rows.some((row) => row.id === value);
  return (
    <FormControl fullWidth margin="normal" size="small" disabled={customerId === null}>
      <InputLabel id="ticket-location-label">{translate('support.fields.locationId')}</InputLabel>
      <Select labelId="ticket-location-label" label={translate('support.fields.locationId')} value={value ?? ''} onChange={(event) => onChange(Number(event.target.value))}>
        {!known && <MenuItem value={value!}>{label ?? value}</MenuItem>}
        {locations === null && customerId !== null && <MenuItem disabled>{translate('support.loading')}</MenuItem>}
        {locations !== null && rows.length === 0 && <MenuItem disabled>{translate('support.no_results')}</MenuItem>}
        {rows.map((row) => <MenuItem key={row.id} value={row.id}>{row.name}</MenuItem>)}
      </Select>
    </FormControl>
  );
}

export function ContactPicker({ customerId, locationId, value, label, onChange }: { customerId: number | null; locationId: number | null; value: number | null; label?: string | null; onChange: (id: number | null) => void }) {
  const translate = useTranslate();
  const [users, setUsers] = useState<User[] | null>(null);
  useEffect(() => {
    setUsers(null);
    if (customerId !== null && locationId !== null) {
      supportApi.users(customerId, locationId).then((rows) => setUsers(rows.filter((row) => contactSelectable(row, locationId))), () => setUsers([]));
    }
  }, [customerId, locationId]);
  const rows = users ?? [];
  const known = value === null || rows.some((row) => row.id === value);
  return (
    <FormControl fullWidth margin="normal" size="small" disabled={locationId === null}>
      <InputLabel id="ticket-contact-label">{translate('support.fields.userId_Ordered')}</InputLabel>
      <Select labelId="ticket-contact-label" label={translate('support.fields.userId_Ordered')} value={value ?? ''}
        onChange={(event) => onChange(String(event.target.value) === '' ? null : Number(event.target.value))}>
        <MenuItem value=""><em>{translate('support.ticket.none')}</em></MenuItem>
        {!known && <MenuItem value={value!}>{label ?? value}</MenuItem>}
        {users === null && locationId !== null && <MenuItem disabled>{translate('support.loading')}</MenuItem>}
        {rows.map((row) => <MenuItem key={row.id} value={row.id}>{row.name}</MenuItem>)}
      </Select>
    </FormControl>
  );
}
