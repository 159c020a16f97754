// A shop or a wholesaler of shop accounting (GET shops, H05), found by typing its name, GLN or customer.
import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Place } from '../ledger/ledgerApi';
import { shopApi } from './shopApi';
import { usePlaceSearch } from '../ledger/usePlaceSearch';

export function ShopPartyPicker({ role, value, onChange, disabled, label, autoFocus }: {
  role: 'shop' | 'wholesaler'; value: Place | null; onChange: (place: Place | null) => void; disabled?: boolean; label: string; autoFocus?: boolean;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const { options, loading } = usePlaceSearch(() => shopApi.parties(role, input.trim() === value?.name ? '' : input.trim())
    .then((rows) => rows.map((row) => ({ id: row.id, name: row.name, gln: row.gln, customerName: row.customerName }))), [role, input, value?.name]);
  return (
    <Autocomplete
      options={options} value={value} loading={loading} autoHighlight openOnFocus disabled={disabled}
      filterOptions={(rows) => rows}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => <li {...props} key={option.id}>{option.customerName ? `${option.name} (${option.customerName})` : option.name}</li>}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => onChange(place)}
      noOptionsText={translate('ledger.pages.no_options')}
      loadingText={translate('ledger.loading')}
      renderInput={(params) => <TextField {...params} autoFocus={autoFocus} size="small" margin="none" label={label} placeholder={translate('ledger.pages.counterparty_search')} />}
    />
  );
}
