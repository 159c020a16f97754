// The other side of a registration: one of the operator's depots (orders, pickups, available
// carriers: GET directlocations), or for a delivery any active location of another customer found by
// typing its name, GLN or customer (GET locations, query all). Each depot is named with its country,
// the location's own country first; a new registration starts with the location's own depot (issue 28,
// docs/decisions.md "A location's own depot").
import { useEffect, useRef, useState } from 'react';
import { Autocomplete, FormControl, InputLabel, Link, MenuItem, Select, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ledgerApi, type Depot, type Place } from './ledgerApi';
import { usePlaceSearch } from './usePlaceSearch';

export function DepotPicker({ value, onChange, onOwnDepot, disabled }: {
  value: Place | null; onChange: (place: Place) => void; disabled?: boolean;
  /** Told the location's own depot once the depots are read, for a new registration to start with it. */
  onOwnDepot?: (place: Place) => void;
}) {
  const translate = useTranslate();
  const [depots, setDepots] = useState<Depot[]>([]);
  // The caller's latest callback, so the depots are read once.
  const own = useRef(onOwnDepot);
  own.current = onOwnDepot;
  useEffect(() => {
    ledgerApi.depots().then((rows) => {
      setDepots(rows);
      const found = rows.find((depot) => depot.ownDepot);
      if (found) own.current?.({ id: found.id, name: found.name });
    }, () => setDepots([]));
  }, []);
  const named = (depot: Place) => {
    const country = depots.find((candidate) => candidate.id === depot.id)?.countryCode;
    return country ? `${depot.name} (${translate(`enums.Country.${country}`)})` : depot.name;
  };
  const options: Place[] = value && !depots.some((depot) => depot.id === value.id) ? [value, ...depots] : depots;
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id="ledger-depot">{translate('ledger.fields.depot')}</InputLabel>
      <Select
        labelId="ledger-depot"
        label={translate('ledger.fields.depot')}
        value={value?.id ?? ''}
        onChange={(event) => {
          const chosen = options.find((depot) => depot.id === Number(event.target.value));
          if (chosen) onChange(chosen);
        }}
      >
        {options.map((depot) => <MenuItem key={depot.id} value={depot.id}>{named(depot)}</MenuItem>)}
      </Select>
    </FormControl>
  );
}

export function LocationSearchPicker({ value, ownLocationId, onChange, disabled, label = 'ledger.fields.receiver' }: {
  value: Place | null; ownLocationId: number; onChange: (place: Place | null) => void; disabled?: boolean;
  /** The counterparty's part: the receiver of a delivery, the sender of a missing registration. */
  label?: string;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const { options, loading } = usePlaceSearch(() => {
    const term = input.trim();
    if (term.length < 2 || term === value?.name) return undefined;
    return ledgerApi.counterparties(term).then((rows) => rows.filter((row) => row.id !== ownLocationId));
  }, [input, value?.name, ownLocationId]);

  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      autoHighlight
      disabled={disabled}
      filterOptions={(rows) => rows}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>{option.customerName ? `${option.name} (${option.customerName})` : option.name}</li>
      )}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, place) => onChange(place)}
      noOptionsText={input.trim().length < 2 ? translate('ledger.pages.counterparty_search') : translate('ledger.pages.no_options')}
      loadingText={translate('ledger.loading')}
      renderInput={(params) => (
        <TextField {...params} size="small" label={translate(label)} placeholder={translate('ledger.pages.counterparty_search')}
          // Favorites come first here; a new tab keeps the registration being built open (issue 27). Not
          // offered where the party cannot be changed any more.
          helperText={disabled ? undefined : <Link href="/app/favorites/locations" target="_blank" rel="noopener">{translate('ledger.lines.favorite_places_edit')}</Link>} />
      )}
    />
  );
}
